import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { CountBadge, formatCount } from './CountBadge';

describe('formatCount', () => {
  it('caps at 99 and hides zero, negatives and NaN', () => {
    expect(formatCount(5)).toBe('5');
    expect(formatCount(99)).toBe('99');
    expect(formatCount(100)).toBe('99+');
    expect(formatCount(1500, 999)).toBe('999+');
    expect(formatCount(0)).toBeNull();
    expect(formatCount(-2)).toBeNull();
    expect(formatCount(Number.NaN)).toBeNull();
  });
});

// The bump's exact 600 ms needs fake timers; the stories show it starting (Bump).
describe('CountBadge', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('bumps for 600 ms when the count goes up, not when it goes down', () => {
    vi.useFakeTimers();
    const { container, rerender } = renderWithProviders(<CountBadge count={1} />);
    const badge = () => container.querySelector('[data-part="count-badge"]');
    expect(badge()).not.toHaveAttribute('data-bump');
    rerender(<CountBadge count={2} />);
    expect(badge()).toHaveAttribute('data-bump', 'true');
    act(() => {
      vi.advanceTimersByTime(599);
    });
    expect(badge()).toHaveAttribute('data-bump', 'true');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(badge()).not.toHaveAttribute('data-bump');
    rerender(<CountBadge count={1} />);
    expect(badge()).not.toHaveAttribute('data-bump');
  });
});
