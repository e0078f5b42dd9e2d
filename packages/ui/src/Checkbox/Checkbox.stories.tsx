import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
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

/**
 * Toggles by click and Space (data-selected on the label); indeterminate, invalid and disabled reach the input, and a
 * disabled box ignores clicks. The icon-only "Select all rows" box is named by aria-label.
 */
export const Behaviour: Story = {
  tags: ['!autodocs', 'no-visual'],
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Checkbox {...args}>Remember me</Checkbox>
      <Checkbox isIndeterminate aria-label="Select all rows" />
      <Checkbox isInvalid isRequired>
        I accept the terms
      </Checkbox>
      <Checkbox {...args} isDisabled>
        Disabled
      </Checkbox>
    </div>
  ),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const all = canvas.getByRole('checkbox', { name: 'Select all rows' });
    await expect(all).toHaveProperty('indeterminate', true);
    await expect(all.closest('label')).toHaveAttribute('data-indeterminate', 'true');
    await expect(canvas.getByRole('checkbox', { name: 'I accept the terms' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    const disabled = canvas.getByRole('checkbox', { name: 'Disabled' });
    await expect(disabled).toBeDisabled();
    await userEvent.click(disabled, { pointerEventsCheck: 0 });
    await expect(disabled).not.toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();

    const box = canvas.getByRole('checkbox', { name: 'Remember me' });
    const label = box.closest('label');
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await waitFor(() => expect(label).toHaveAttribute('data-selected', 'true'));
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
    await expect(args.onChange).toHaveBeenNthCalledWith(1, true);
    await expect(args.onChange).toHaveBeenNthCalledWith(2, false);
    await waitFor(() => expect(label).toHaveAttribute('data-focus-visible', 'true'));
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
