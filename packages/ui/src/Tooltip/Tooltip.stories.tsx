import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Tooltip, TooltipTrigger } from './Tooltip';

const meta = {
  title: 'Components/Tooltip',
  component: Tooltip,
  tags: ['autodocs'],
  args: { placement: 'top', showArrow: true, children: 'Copy a link to this product' },
  argTypes: {
    placement: { control: 'select', options: ['top', 'bottom', 'start', 'end'] },
    children: { control: 'text' },
  },
  parameters: {
    docs: {
      description: {
        component:
          "`TooltipTrigger` + `Tooltip`, with react-aria-components' behaviour and props. Opens after 600 ms of hover (`delay`), at once on keyboard focus; closes on Escape, blur or pointer leave. The tooltip describes its trigger (`aria-describedby`): keep it short and never put the only copy of essential information in it. The tooltip's code (RAC `Tooltip`, positioning, styles) loads on the trigger's first hover or focus, not with the first page (issue 9); the trigger is built on react-aria's hooks.",
      },
    },
  },
  decorators: [(Story) => <div style={{ padding: '4rem 6rem' }}>{Story()}</div>],
  render: (args) => (
    <TooltipTrigger>
      <Button variant="secondary">Share</Button>
      <Tooltip {...args} />
    </TooltipTrigger>
  ),
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Keyboard focus opens it at once. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const tooltip = await body(canvasElement).findByRole('tooltip');
    await waitFor(() => expect(tooltip).toBeVisible());
    await expect(tooltip).toHaveTextContent('Copy a link to this product');
    await expect(within(canvasElement).getByRole('button', { name: 'Share' })).toHaveAccessibleDescription(
      'Copy a link to this product',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('tooltip')).toBeNull());
  },
};

/** Hover opens it after the delay (react-aria only counts hover after a pointer interaction). */
export const OnHover: Story = {
  play: async ({ canvasElement }) => {
    // Tooltips stay "warm" for 500 ms after one closes (the next opens at once); let a previous story's cool down.
    await new Promise((resolve) => setTimeout(resolve, 800));
    await userEvent.click(canvasElement);
    await userEvent.hover(within(canvasElement).getByRole('button', { name: 'Share' }));
    await expect(body(canvasElement).queryByRole('tooltip')).toBeNull();
    // It opens after the hover delay (1.5 s); the wait is generous because a loaded CI machine delays timers.
    const tooltip = await body(canvasElement).findByRole('tooltip', {}, { timeout: 10_000 });
    await waitFor(() => expect(tooltip).toBeVisible());
  },
};

export const Bottom: Story = {
  args: { placement: 'bottom' },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const tooltip = await body(canvasElement).findByRole('tooltip');
    await expect(tooltip).toHaveAttribute('data-placement', 'bottom');
  },
};

export const WithoutArrow: Story = {
  args: { showArrow: false },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const tooltip = await body(canvasElement).findByRole('tooltip');
    await expect(tooltip.querySelector('[data-part="arrow"]')).toBeNull();
  },
};

/** Bad input: long text wraps at 18rem. */
export const LongText: Story = {
  args: {
    children:
      'Copy a link to the front suspension lower control arm with ball joint and bushings for the Toyota Corolla 2015',
  },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const tooltip = await body(canvasElement).findByRole('tooltip');
    await waitFor(() => expect(tooltip.getBoundingClientRect().width).toBeLessThanOrEqual(18 * 16 + 1));
  },
};

const onOpenChange = fn();

/**
 * The trigger reports open changes (focus opens, blur closes), a controlled `isOpen` tooltip is open without any
 * interaction (at its own placement), and a disabled trigger shows nothing on focus.
 */
export const TriggerStates: Story = {
  tags: ['!autodocs', 'no-visual'],
  render: () => (
    <div style={{ display: 'flex', gap: '1rem' }}>
      <TooltipTrigger isOpen>
        <Button variant="secondary">Report</Button>
        <Tooltip placement="bottom">Report this listing</Tooltip>
      </TooltipTrigger>
      <TooltipTrigger isDisabled>
        <Button variant="secondary">Save</Button>
        <Tooltip>Save for later</Tooltip>
      </TooltipTrigger>
      <TooltipTrigger onOpenChange={onOpenChange}>
        <Button variant="secondary">Share</Button>
        <Tooltip>Copy a link</Tooltip>
      </TooltipTrigger>
      <Button variant="secondary">Elsewhere</Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    onOpenChange.mockClear();
    const canvas = within(canvasElement);
    const report = await body(canvasElement).findByRole('tooltip');
    await expect(report).toHaveTextContent('Report this listing');
    await waitFor(() => expect(report).toHaveAttribute('data-placement', 'bottom'));

    await userEvent.tab();
    await userEvent.tab();
    const save = canvas.getByRole('button', { name: 'Save' });
    await expect(save).toHaveFocus();
    await expect(body(canvasElement).queryByText('Save for later')).toBeNull();
    await expect(save).not.toHaveAttribute('aria-describedby');

    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Share' })).toHaveFocus();
    await waitFor(() => expect(onOpenChange).toHaveBeenLastCalledWith(true));
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
    await waitFor(() => expect(onOpenChange).toHaveBeenLastCalledWith(false));
  },
};

export const Dark: Story = {
  globals: { colorScheme: 'dark' },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await body(canvasElement).findByRole('tooltip');
  },
};

export const RightToLeftArabic: Story = {
  globals: { locale: 'ar' },
  args: { children: 'انسخ رابط هذا المنتج', placement: 'end' },
  render: (args) => (
    <TooltipTrigger>
      <Button variant="secondary">مشاركة</Button>
      <Tooltip {...args} />
    </TooltipTrigger>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const tooltip = await body(canvasElement).findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('انسخ رابط هذا المنتج');
    // "end" is on the left in RTL.
    const trigger = within(canvasElement).getByRole('button', { name: 'مشاركة' });
    await waitFor(() =>
      expect(tooltip.getBoundingClientRect().right).toBeLessThanOrEqual(trigger.getBoundingClientRect().left),
    );
  },
};
