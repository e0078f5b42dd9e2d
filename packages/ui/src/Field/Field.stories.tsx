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
  },
};

export const Invalid: Story = {
  render: (args) => (
    <TextField isInvalid>
      <FieldLabel {...args} />
      <Input defaultValue="024" />
      <FieldHelp errorMessage="Phone number must be 10 digits!" />
    </TextField>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Phone number must be 10 digits!')).toBeVisible();
  },
};
