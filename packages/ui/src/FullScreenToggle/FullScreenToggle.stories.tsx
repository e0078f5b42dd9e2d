import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef } from 'react';
import { expect, fn, mocked, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { FullScreenToggle } from './FullScreenToggle';

/**
 * A stand-in Fullscreen API for the automated runs: a real request needs a trusted user gesture, which scripted
 * clicks are not. It keeps the state and fires `fullscreenchange` like a browser. Returns the cleanup.
 */
function fakeFullscreen({ enabled = true } = {}) {
  let current: Element | null = null;
  const change = (next: Element | null) => {
    current = next;
    document.dispatchEvent(new Event('fullscreenchange'));
  };
  const spies = [
    spyOn(Document.prototype, 'fullscreenEnabled', 'get').mockReturnValue(enabled),
    spyOn(Document.prototype, 'fullscreenElement', 'get').mockImplementation(() => current),
    spyOn(Element.prototype, 'requestFullscreen').mockImplementation(async function (this: Element) {
      change(this);
    }),
    spyOn(Document.prototype, 'exitFullscreen').mockImplementation(async () => change(null)),
  ];
  return () => {
    for (const spy of spies) spy.mockRestore();
  };
}

const meta = {
  title: 'Components/FullScreenToggle',
  component: FullScreenToggle,
  tags: ['autodocs'],
  args: { onChange: fn(), size: 'medium', whenUnsupported: 'hide' },
  argTypes: {
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
    whenUnsupported: { control: 'inline-radio', options: ['hide', 'disable'] },
  },
  beforeEach: () => fakeFullscreen(),
  parameters: {
    docs: {
      description: {
        component:
          'The §2 full-screen toggle: an icon button on the Fullscreen API with the tooltip "Full Screen" or "Exit" (named "Full Screen" / "Exit full screen"). It follows every change, including Escape, through `fullscreenchange`. Where the API is unavailable it is hidden (or disabled with `whenUnsupported="disable"`). `target` picks another element than the page. The stories use a stand-in API, since scripted clicks may not open real full screen.',
      },
    },
  },
} satisfies Meta<typeof FullScreenToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const request = mocked(Element.prototype.requestFullscreen);
    await userEvent.click(canvas.getByRole('button', { name: 'Full Screen' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Exit full screen' })).toBeVisible());
    // The whole page goes full screen.
    await expect(request).toHaveBeenCalledOnce();
    await expect(request.mock.contexts[0]).toBe(canvasElement.ownerDocument.documentElement);
    await expect(canvas.getByRole('button', { name: 'Exit full screen' })).toHaveAttribute(
      'data-fullscreen',
      'true',
    );
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(canvas.getByRole('button', { name: 'Exit full screen' }));
    await expect(mocked(Document.prototype.exitFullscreen)).toHaveBeenCalledOnce();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Full Screen' })).toBeVisible());
    await expect(canvas.getByRole('button', { name: 'Full Screen' })).not.toHaveAttribute('data-fullscreen');
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

/** Keyboard focus shows the tooltip "Full Screen". */
export const Tooltip: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const tooltip = await within(canvasElement.ownerDocument.body).findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Full Screen');
  },
};

/** In full screen: the exit icon and the tooltip "Exit". */
export const InFullScreen: Story = {
  play: async ({ canvasElement }) => {
    await document.documentElement.requestFullscreen();
    const button = await within(canvasElement).findByRole('button', { name: 'Exit full screen' });
    await expect(button).toHaveAttribute('data-fullscreen', 'true');
    await userEvent.tab();
    await expect(await within(canvasElement.ownerDocument.body).findByRole('tooltip')).toHaveTextContent(
      'Exit',
    );
  },
};

/** It follows changes made elsewhere (Escape, other code): name, icon and the open tooltip switch to "Exit" and back. */
export const FollowsOutsideChanges: Story = {
  tags: ['!autodocs', 'no-visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await expect(await page.findByRole('tooltip')).toHaveTextContent('Full Screen');
    await canvasElement.ownerDocument.body.requestFullscreen();
    await expect(await canvas.findByRole('button', { name: 'Exit full screen' })).toBeVisible();
    await waitFor(() => expect(page.getByRole('tooltip')).toHaveTextContent('Exit'));
    await canvasElement.ownerDocument.exitFullscreen();
    await expect(await canvas.findByRole('button', { name: 'Full Screen' })).toBeVisible();
  },
};

/** `target` picks the element shown full screen; a refused request goes to `onError` and the state stays. */
export const TargetAndRefusal: Story = {
  tags: ['!autodocs', 'no-visual'],
  args: { onError: fn() },
  render: function TargetAndRefusal(args) {
    const panel = useRef<HTMLDivElement>(null);
    return (
      <div ref={panel} data-testid="panel">
        <FullScreenToggle {...args} target={() => panel.current} />
      </div>
    );
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const request = mocked(Element.prototype.requestFullscreen);
    request.mockRejectedValueOnce(new TypeError('Permissions check failed'));
    await userEvent.click(canvas.getByRole('button', { name: 'Full Screen' }));
    await waitFor(() => expect(args.onError).toHaveBeenCalledWith(expect.any(TypeError)));
    await expect(canvas.getByRole('button', { name: 'Full Screen' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Full Screen' }));
    await expect(await canvas.findByRole('button', { name: 'Exit full screen' })).toBeVisible();
    await expect(request.mock.contexts[1]).toBe(canvas.getByTestId('panel'));
  },
};

/** No Fullscreen API (iPhone, a sandboxed iframe): disabled when asked to show anyway. */
export const UnsupportedDisabled: Story = {
  args: { whenUnsupported: 'disable' },
  beforeEach: () => fakeFullscreen({ enabled: false }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Full Screen' })).toBeDisabled();
  },
};

/** No Fullscreen API, default: nothing is rendered. */
export const UnsupportedHidden: Story = {
  beforeEach: () => fakeFullscreen({ enabled: false }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const Dark: Story = { ...Tooltip, globals: { colorScheme: 'dark' } };

export const RightToLeftArabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'ملء الشاشة' }));
    await waitFor(() =>
      expect(within(canvasElement).getByRole('button', { name: 'الخروج من ملء الشاشة' })).toBeVisible(),
    );
  },
};
