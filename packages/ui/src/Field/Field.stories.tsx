import type { Meta, StoryObj } from '@storybook/react-vite';
import { Input, TextField } from 'react-aria-components';
import { expect, within } from 'storybook/test';
import { FieldHelp, FieldLabel } from './Field';

/** The label, description and error slots every form field is built from (TextField, NumberField, Select…). */
const meta = {
  title: 'Components/Field',
  component: FieldLabel,
  tags: ['autodocs'],
  args: { children: 'Phone', isRequired: true },
} satisfies Meta<typeof FieldLabel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  render: (args) => (
    <TextField isRequired={args.isRequired}>
      <FieldLabel {...args} />
      <Input />
      <FieldHelp description="We call you when the order ships" errorMessage="Phone number is required!" />
    </TextField>
  ),
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Phone' });
    await expect(input).toHaveAccessibleDescription('We call you when the order ships');
    // The required star is decorative: the name stays "Phone".
    await expect(canvasElement.querySelector('[data-part="required"]')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
    // The error message shows only while the field is invalid.
    await expect(within(canvasElement).queryByText('Phone number is required!')).toBeNull();
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const Invalid: Story = {
  render: (args) => (
    <TextField isInvalid defaultValue="024">
      <FieldLabel {...args} />
      <Input />
      <FieldHelp errorMessage="Phone number must be 10 digits!" />
    </TextField>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Phone number must be 10 digits!')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Phone' })).toHaveAttribute('aria-invalid', 'true');
  },
};
