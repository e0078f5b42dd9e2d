import { act, screen } from '@testing-library/react';
import { VisuallyHidden } from 'react-aria-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/Button';
import { expectNoAxeViolations } from '../test/axe';
import { renderWithProviders } from '../test/render';
import { CountBadge, formatCount } from './CountBadge';

const Cart = ({ count }: { count: number }) => (
  <Button variant="ghost">
    <VisuallyHidden>Cart</VisuallyHidden>
    <CountBadge count={count} placement="corner" />
  </Button>
);

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

describe('CountBadge', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('adds the count to the name of the button it sits in', () => {
    renderWithProviders(<Cart count={3} />);
    expect(screen.getByRole('button', { name: 'Cart 3 items' })).toBeInTheDocument();
    expect(screen.getByText('3')).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows 99+ above the cap but reads the real count', () => {
    renderWithProviders(<Cart count={150} />);
    expect(screen.getByText('99+')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cart 150 items' })).toBeInTheDocument();
  });

  it('is hidden at zero', () => {
    const { container } = renderWithProviders(<Cart count={0} />);
    expect(container.querySelector('[data-part="count-badge"]')).toBeNull();
    expect(screen.getByRole('button', { name: 'Cart' })).toBeInTheDocument();
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

  it('uses plural-aware translations and renders tone/placement', () => {
    const { container } = renderWithProviders(<CountBadge count={1} tone="accent" />, { lng: 'ar' });
    expect(screen.getByText('عنصر واحد')).toBeInTheDocument();
    const badge = container.querySelector('[data-part="count-badge"]');
    expect(badge).toHaveAttribute('data-tone', 'accent');
    expect(badge).toHaveAttribute('data-placement', 'inline');
  });

  it('has no axe violations', async () => {
    const { container } = renderWithProviders(<Cart count={12} />);
    await expectNoAxeViolations(container);
  });
});
