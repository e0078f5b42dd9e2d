import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  tags: ['autodocs'],
  args: {
    children: 'Remember me',
    onChange: fn(),
    isDisabled: false,
    isInvalid: false,
    isIndeterminate: false,
  },
  argTypes: { children: { control: 'text' } },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Remember me' });
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

export const States: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Checkbox {...args}>Unchecked</Checkbox>
      <Checkbox {...args} defaultSelected>
        Checked
      </Checkbox>
      <Checkbox {...args} isIndeterminate>
        Indeterminate (some rows selected)
      </Checkbox>
      <Checkbox {...args} isInvalid>
        I accept the terms and conditions
      </Checkbox>
      <Checkbox {...args} isDisabled>
        Disabled
      </Checkbox>
      <Checkbox {...args} isDisabled defaultSelected>
        Disabled checked
      </Checkbox>
    </div>
  ),
};

export const KeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('checkbox').closest('label')).toHaveAttribute(
      'data-focus-visible',
      'true',
    );
  },
};

export const LongLabel: Story = {
  args: {
    children:
      'I confirm that I am 18 or over and accept that payment disputes must be raised within 30 days of purchase',
  },
  decorators: [(Story) => <div style={{ maxInlineSize: 280 }}>{Story()}</div>],
};

export const Dark: Story = { ...States, globals: { colorScheme: 'dark' } };
export const HighContrast: Story = { ...States, globals: { contrast: 'high' } };
export const RightToLeftArabic: Story = {
  args: { children: 'تذكرني', defaultSelected: true },
  globals: { locale: 'ar' },
};
