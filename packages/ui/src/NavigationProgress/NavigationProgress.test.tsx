import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { NavigationProgress } from './NavigationProgress';

const width = () =>
  Number.parseFloat(
    (document.querySelector('[data-part="bar"]') as HTMLElement | null)?.style.inlineSize ?? 'NaN',
  );
const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

function mockReducedMotion(matches: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: matches && query.includes('reduce'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }),
  });
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(window, 'matchMedia');
});

// Timing (trickle, finish, restart, delay) needs fake timers, so it is checked here; being idle, the label, its
// translation and axe are checked by the stories.
describe('NavigationProgress', { timeout: 30_000 }, () => {
  it('while active: a named, indeterminate progress bar that trickles forward but never completes', () => {
    renderWithProviders(<NavigationProgress active />);
    const bar = screen.getByRole('progressbar', { name: 'Loading page' });
    expect(bar).not.toHaveAttribute('aria-valuenow');
    const start = width();
    expect(start).toBeGreaterThan(0);
    advance(1000);
    const later = width();
    expect(later).toBeGreaterThan(start);
    advance(60_000);
    expect(width()).toBeGreaterThan(later);
    expect(width()).toBeLessThan(100);
  });

  it('when loading ends it fills, stops being a progress bar and goes away', () => {
    const { rerender } = renderWithProviders(<NavigationProgress active />);
    advance(500);
    rerender(<NavigationProgress active={false} />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(width()).toBe(100);
    expect(document.querySelector('[data-part="navigation-progress"]')).toHaveAttribute('data-state', 'done');
    advance(500);
    expect(document.querySelector('[data-part="navigation-progress"]')).toBeNull();
  });

  it('restarts from the beginning on the next navigation', () => {
    const { rerender } = renderWithProviders(<NavigationProgress active />);
    advance(5000);
    rerender(<NavigationProgress active={false} />);
    rerender(<NavigationProgress active />);
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    expect(width()).toBeLessThan(20);
  });

  it('delay: fast navigations never show the bar', () => {
    const { rerender } = renderWithProviders(<NavigationProgress active delay={200} />);
    advance(150);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    rerender(<NavigationProgress active={false} delay={200} />);
    advance(1000);
    expect(document.querySelector('[data-part="navigation-progress"]')).toBeNull();
    rerender(<NavigationProgress active delay={200} />);
    advance(200);
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
  });

  it('reduced motion: a full, still bar while loading, gone at once after', () => {
    mockReducedMotion(true);
    const { rerender } = renderWithProviders(<NavigationProgress active />);
    expect(screen.getByRole('progressbar')).toBeVisible();
    expect(width()).toBe(100);
    advance(2000);
    expect(width()).toBe(100);
    expect(document.querySelector('[data-part="navigation-progress"]')).toHaveAttribute(
      'data-reduced-motion',
      'true',
    );
    rerender(<NavigationProgress active={false} />);
    expect(document.querySelector('[data-part="navigation-progress"]')).toBeNull();
  });
});
