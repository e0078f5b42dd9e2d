import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Switch } from './Switch';

const meta = {
  title: 'Components/Switch',
  component: Switch,
  tags: ['autodocs'],
  args: { children: 'Dense rows', onChange: fn(), isDisabled: false },
  argTypes: { children: { control: 'text' } },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const sw = within(canvasElement).getByRole('switch', { name: 'Dense rows' });
    await userEvent.click(sw);
    await expect(sw).toBeChecked();
    await expect(sw.closest('label')).toHaveAttribute('data-selected', 'true');
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

export const States: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Switch {...args}>Off</Switch>
      <Switch {...args} defaultSelected>
        On
      </Switch>
      <Switch {...args} isDisabled>
        Disabled
      </Switch>
      <Switch {...args} isDisabled defaultSelected>
        Disabled on
      </Switch>
    </div>
  ),
};

export const KeyboardFocus: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard(' ');
    const sw = within(canvasElement).getByRole('switch');
    await expect(sw).toBeChecked();
    // Space toggles it back off, and on again.
    await userEvent.keyboard(' ');
    await expect(sw).not.toBeChecked();
    await userEvent.keyboard(' ');
    await expect(sw).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(3);
    await expect(args.onChange).toHaveBeenNthCalledWith(1, true);
    await expect(args.onChange).toHaveBeenNthCalledWith(2, false);
    await expect(args.onChange).toHaveBeenNthCalledWith(3, true);
    await waitFor(() => expect(sw.closest('label')).toHaveAttribute('data-focus-visible', 'true'));
  },
};

export const LongLabel: Story = {
  args: { children: 'Make this user an administrator (forces the user type to admin when saved)' },
  decorators: [(Story) => <div style={{ maxInlineSize: 260 }}>{Story()}</div>],
};

/** A controlled, disabled switch ignores clicks; a switch without a visible label is named by `aria-label`. */
export const ControlledDisabledAndUnlabelled: Story = {
  tags: ['!autodocs', 'no-visual'],
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Switch isSelected isDisabled onChange={args.onChange}>
        Admin
      </Switch>
      <Switch aria-label="Compact layout" />
    </div>
  ),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const admin = canvas.getByRole('switch', { name: 'Admin' });
    await expect(admin).toBeChecked();
    await expect(admin.closest('label')).toHaveAttribute('data-disabled', 'true');
    await userEvent.click(admin, { pointerEventsCheck: 0 });
    await expect(admin).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('switch', { name: 'Compact layout' })).not.toBeChecked();
  },
};

export const Dark: Story = { ...States, globals: { colorScheme: 'dark' } };
export const HighContrast: Story = { ...States, globals: { contrast: 'high' } };
export const RightToLeftArabic: Story = { ...States, globals: { locale: 'ar' } };
