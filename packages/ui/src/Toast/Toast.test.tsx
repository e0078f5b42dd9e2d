import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { ToastRegion } from './Toast';
import { createToaster, type Toaster } from './toastStore';

let toaster: Toaster;

beforeEach(() => {
  vi.useFakeTimers();
  toaster = createToaster();
});

afterEach(() => {
  vi.useRealTimers();
});

/** The toasts' list is loaded with the first toast (`React.lazy`): let its module arrive and React show it. */
const listLoaded = () => act(() => vi.dynamicImportSettled());

const region = () => screen.getByRole('region', { name: 'Notifications' });
const toastTexts = () =>
  within(region())
    .getAllByRole('listitem')
    .map((item) => item.querySelector('[data-part="message"]')?.textContent);

describe('toast store', () => {
  it('adds, updates and dismisses toasts and calls onDismiss once', () => {
    const onDismiss = vi.fn();
    const id = toaster.loading('Saving', { onDismiss });
    expect(toaster.getToasts()).toMatchObject([
      { id, type: 'loading', message: 'Saving', duration: Infinity },
    ]);
    toaster.update(id, { type: 'success', message: 'Saved' });
    expect(toaster.getToasts()[0]).toMatchObject({
      type: 'success',
      message: 'Saved',
      duration: 3000,
      version: 2,
    });
    toaster.update('unknown', { message: 'x' });
    expect(toaster.getToasts()).toHaveLength(1);
    toaster.dismiss(id);
    toaster.dismiss(id);
    expect(toaster.getToasts()).toEqual([]);
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(onDismiss).toHaveBeenCalledWith(id);
  });

  it('reusing an id replaces the open toast instead of adding one', () => {
    toaster.error('Failed to fetch orders', { id: 'orders' });
    toaster.error('Failed to fetch orders', { id: 'orders' });
    expect(toaster.getToasts()).toHaveLength(1);
    expect(toaster.getToasts()[0]?.version).toBe(2);
  });

  it('promise: loading, then success with the value, and the original promise is returned', async () => {
    const result = toaster.promise(Promise.resolve(3), {
      loading: 'Deleting',
      success: (n) => `${n} orders deleted successfully!`,
      error: 'Failed',
    });
    expect(toaster.getToasts()[0]).toMatchObject({ type: 'loading', message: 'Deleting' });
    await expect(result).resolves.toBe(3);
    expect(toaster.getToasts()[0]).toMatchObject({
      type: 'success',
      message: '3 orders deleted successfully!',
    });
  });

  it('promise: a rejection becomes an error toast and still rejects', async () => {
    const failure = new Error('boom');
    const result = toaster.promise(() => Promise.reject(failure), {
      loading: 'Deleting',
      success: 'Done',
      error: (e) => `Failed: ${(e as Error).message}`,
    });
    await expect(result).rejects.toBe(failure);
    expect(toaster.getToasts()[0]).toMatchObject({ type: 'error', message: 'Failed: boom', duration: 3000 });
  });
});

// Timings need fake timers; what the region shows and announces is checked by the stories (Toast.stories.tsx).
// The machine running the suite is shared: the first render alone can take seconds.
describe('ToastRegion', { timeout: 20_000 }, () => {
  it('hides a toast after 3000 ms', async () => {
    renderWithProviders(<ToastRegion toaster={toaster} />);
    act(() => {
      toaster.success('Review submitted successfully');
    });
    await listLoaded();
    expect(toastTexts()).toEqual(['Review submitted successfully']);
    act(() => {
      vi.advanceTimersByTime(2999);
    });
    expect(toastTexts()).toHaveLength(1);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('loading toasts stay until updated; the update restarts the 3000 ms timer', async () => {
    renderWithProviders(<ToastRegion toaster={toaster} />);
    let id = '';
    act(() => {
      id = toaster.loading('Loading...');
    });
    await listLoaded();
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(toastTexts()).toEqual(['Loading...']);
    act(() => {
      toaster.update(id, { type: 'success', message: 'Language has been changed!' });
    });
    act(() => {
      vi.advanceTimersByTime(2500);
    });
    expect(toastTexts()).toEqual(['Language has been changed!']);
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('pauses while hovered or focused and resumes with the time left', async () => {
    renderWithProviders(<ToastRegion toaster={toaster} />);
    act(() => {
      toaster.info('Order status updated to Shipped');
    });
    await listLoaded();
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    fireEvent.pointerOver(region());
    expect(region()).toHaveAttribute('data-paused', 'true');
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(toastTexts()).toHaveLength(1);
    fireEvent.pointerOut(region());
    act(() => {
      vi.advanceTimersByTime(999);
    });
    expect(toastTexts()).toHaveLength(1);

    const close = within(region()).getByRole('button', { name: 'Close' });
    act(() => close.focus());
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(toastTexts()).toHaveLength(1);
    act(() => close.blur());
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
