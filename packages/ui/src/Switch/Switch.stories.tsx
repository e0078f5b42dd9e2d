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
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard(' ');
    const sw = within(canvasElement).getByRole('switch');
    await expect(sw).toBeChecked();
    await waitFor(() => expect(sw.closest('label')).toHaveAttribute('data-focus-visible', 'true'));
  },
};

export const LongLabel: Story = {
  args: { children: 'Make this user an administrator (forces the user type to admin when saved)' },
  decorators: [(Story) => <div style={{ maxInlineSize: 260 }}>{Story()}</div>],
};

export const Dark: Story = { ...States, globals: { colorScheme: 'dark' } };
export const HighContrast: Story = { ...States, globals: { contrast: 'high' } };
export const RightToLeftArabic: Story = { ...States, globals: { locale: 'ar' } };
