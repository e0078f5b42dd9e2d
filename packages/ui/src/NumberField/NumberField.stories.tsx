import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NumberField } from './NumberField';

const meta = {
  title: 'Components/NumberField',
  component: NumberField,
  tags: ['autodocs'],
  args: { label: 'Quantity', defaultValue: 1, min: 1, max: 12, description: '12 in stock', onChange: fn() },
  decorators: [(Story) => <div style={{ maxInlineSize: 220 }}>{Story()}</div>],
  parameters: {
    docs: {
      description: {
        component:
          'RAC `NumberField` for whole numbers (§2 quantity): digits only, − / + stop at `min` / `max`, and on blur an empty or too-low value becomes `min` (1).',
      },
    },
  },
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Quantity' });
    await expect(canvas.getByRole('button', { name: 'Decrease Quantity' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Increase Quantity' }));
    await expect(input).toHaveValue('2');
    await userEvent.clear(input);
    await userEvent.type(input, '0x');
    await userEvent.tab();
    await expect(input).toHaveValue('1');
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
  },
};

export const AtMaximum: Story = { args: { defaultValue: 12 } };
export const Invalid: Story = { args: { isInvalid: true, errorMessage: 'Quantity is required!' } };
export const Disabled: Story = { args: { isDisabled: true } };
export const WithoutStepper: Story = {
  args: { hideStepper: true, label: 'Warranty (days)', min: 1, max: undefined },
};
export const Dark: Story = { globals: { colorScheme: 'dark' } };

export const RightToLeftArabic: Story = {
  args: { label: 'الكمية', description: '12 متوفرة' },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(within(canvasElement).getByRole('button', { name: 'زيادة الكمية' })).toBeVisible();
  },
};
