import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { ToastRegion } from './Toast';
import { createToaster } from './toastStore';

// Counts imports of the toasts' list module (styles, icons, close buttons, timers): the factory runs when something
// first imports it. Its own file, so no other test has loaded the module before.
const listModule = vi.hoisted(() => ({ loads: 0 }));
vi.mock('./ToastList', async (importOriginal) => {
  listModule.loads += 1;
  return importOriginal();
});

describe('ToastRegion loading (issue 23)', { timeout: 60_000 }, () => {
  it('loads the toasts with the first one; the live regions are in the page before it', async () => {
    const toaster = createToaster();
    renderWithProviders(<ToastRegion toaster={toaster} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(listModule.loads).toBe(0);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();

    act(() => {
      toaster.error('Failed to fetch orders');
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch orders');
    const region = await screen.findByRole('region', { name: 'Notifications' });
    expect(region).toHaveTextContent('Failed to fetch orders');
    expect(listModule.loads).toBe(1);
  });
});
