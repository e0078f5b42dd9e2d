import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { renderWithProviders } from '../test/render';
import { FullScreenToggle } from './FullScreenToggle';

/** jsdom has no Fullscreen API: a fake one that behaves like a browser's (state + fullscreenchange). */
function installFullscreen({ enabled = true, refuse = false } = {}) {
  let current: Element | null = null;
  const change = (next: Element | null) => {
    current = next;
    document.dispatchEvent(new Event('fullscreenchange'));
  };
  Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, get: () => enabled });
  Object.defineProperty(document, 'fullscreenElement', { configurable: true, get: () => current });
  const request = vi.fn(async function (this: Element) {
    if (refuse) throw new TypeError('Permissions check failed');
    change(this);
  });
  const exit = vi.fn(async () => change(null));
  Object.defineProperty(Element.prototype, 'requestFullscreen', { configurable: true, value: request });
  Object.defineProperty(document, 'exitFullscreen', { configurable: true, value: exit });
  return { request, exit, change };
}

afterEach(() => {
  for (const name of ['fullscreenEnabled', 'fullscreenElement', 'exitFullscreen'])
    Reflect.deleteProperty(document, name);
  Reflect.deleteProperty(Element.prototype, 'requestFullscreen');
});

describe('FullScreenToggle', { timeout: 30_000 }, () => {
  // The tooltip loads on first open (React.lazy); load its module once up front so no test waits on a transform.
  beforeAll(() => import('../Tooltip/TooltipOverlay'));

  it('enters and exits full screen of the page, with names and tooltips per state', async () => {
    const { request, exit } = installFullscreen();
    const onChange = vi.fn();
    const { user } = renderWithProviders(<FullScreenToggle onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Full Screen' }));
    expect(request).toHaveBeenCalledTimes(1);
    expect(request.mock.contexts[0]).toBe(document.documentElement);
    const exitButton = await screen.findByRole('button', { name: 'Exit full screen' });
    expect(exitButton).toHaveAttribute('data-fullscreen', 'true');
    expect(onChange).toHaveBeenLastCalledWith(true);
    await user.click(exitButton);
    expect(exit).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('button', { name: 'Full Screen' })).not.toHaveAttribute('data-fullscreen');
    expect(onChange).toHaveBeenLastCalledWith(false);
  });

  it('shows the tooltip "Full Screen", then "Exit"', async () => {
    const { change } = installFullscreen();
    const { user } = renderWithProviders(<FullScreenToggle />);
    await user.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Full Screen');
    act(() => change(document.documentElement));
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent('Exit'));
  });

  it('follows changes made elsewhere (Escape)', async () => {
    const { change } = installFullscreen();
    renderWithProviders(<FullScreenToggle />);
    act(() => change(document.body));
    expect(screen.getByRole('button', { name: 'Exit full screen' })).toBeInTheDocument();
    act(() => change(null));
    expect(screen.getByRole('button', { name: 'Full Screen' })).toBeInTheDocument();
  });

  it('uses the target element', async () => {
    const { request } = installFullscreen();
    const panel = document.createElement('section');
    document.body.append(panel);
    const { user } = renderWithProviders(<FullScreenToggle target={() => panel} />);
    await user.click(screen.getByRole('button', { name: 'Full Screen' }));
    expect(request.mock.contexts[0]).toBe(panel);
    panel.remove();
  });

  it('a refused request goes to onError and the state stays', async () => {
    installFullscreen({ refuse: true });
    const onError = vi.fn();
    const { user } = renderWithProviders(<FullScreenToggle onError={onError} />);
    await user.click(screen.getByRole('button', { name: 'Full Screen' }));
    await waitFor(() => expect(onError).toHaveBeenCalledWith(expect.any(TypeError)));
    expect(screen.getByRole('button', { name: 'Full Screen' })).toBeInTheDocument();
  });

  it('without the API: hidden by default, or disabled', () => {
    installFullscreen({ enabled: false });
    const { rerender } = renderWithProviders(<FullScreenToggle />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    rerender(<FullScreenToggle whenUnsupported="disable" />);
    expect(screen.getByRole('button', { name: 'Full Screen' })).toBeDisabled();
  });

  it('without any Fullscreen API at all (jsdom as is) it renders nothing', () => {
    renderWithProviders(<FullScreenToggle />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('translates (Arabic)', () => {
    installFullscreen();
    renderWithProviders(<FullScreenToggle />, { lng: 'ar' });
    expect(screen.getByRole('button', { name: 'ملء الشاشة' })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    installFullscreen();
    const { container } = renderWithProviders(<FullScreenToggle />);
    await expectNoAxeViolations(container);
  });
});
