import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
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
    const decrease = canvas.getByRole('button', { name: 'Decrease Quantity' });
    await expect(decrease).toBeDisabled();
    await expect(decrease).toHaveAttribute('data-disabled', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Increase Quantity' }));
    await expect(input).toHaveValue('2');
    await userEvent.clear(input);
    await userEvent.type(input, '0x');
    await userEvent.tab();
    await expect(input).toHaveValue('1');
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
  },
};

export const AtMaximum: Story = {
  args: { defaultValue: 12 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Increase Quantity' })).toBeDisabled();
  },
};

/**
 * Controlled: the buttons stop at `min` (1 by default) and `max`; leaving the field empty or too low sets `min`;
 * only digits can be typed. A custom `min` (5) applies on blur too, beside an error message that describes the field.
 */
export const LimitsAndTyping: Story = {
  tags: ['!autodocs', 'no-visual'],
  render: function LimitsAndTyping(args) {
    const [value, setValue] = useState(2);
    return (
      <div style={{ display: 'grid', gap: 16 }}>
        <NumberField
          label="Quantity"
          max={3}
          value={value}
          onChange={(next) => {
            args.onChange?.(next);
            setValue(next);
          }}
        />
        <NumberField label="Price" min={5} isInvalid errorMessage="Price is required!" />
      </div>
    );
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Quantity' });
    const minus = canvas.getByRole('button', { name: 'Decrease Quantity' });
    const plus = canvas.getByRole('button', { name: 'Increase Quantity' });
    await userEvent.click(minus);
    await expect(input).toHaveValue('1');
    await expect(minus).toBeDisabled();
    await userEvent.click(plus);
    await userEvent.click(plus);
    await expect(input).toHaveValue('3');
    await expect(plus).toBeDisabled();
    const calls = () => (args.onChange as unknown as { mock: { calls: [number][] } }).mock.calls;
    await expect(calls().map((call) => call[0])).toEqual([1, 2, 3]);

    await userEvent.clear(input);
    await userEvent.tab();
    await expect(input).toHaveValue('1');
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
    await userEvent.clear(input);
    await userEvent.type(input, '0');
    await userEvent.tab();
    await expect(input).toHaveValue('1');
    await expect(args.onChange).toHaveBeenLastCalledWith(1);

    await userEvent.clear(input);
    await userEvent.type(input, '1a2.-5');
    await expect(input).toHaveValue('125');

    const price = canvas.getByRole('textbox', { name: 'Price' });
    await userEvent.click(price);
    await userEvent.tab();
    await expect(price).toHaveValue('5');
    await expect(price).toHaveAccessibleDescription('Price is required!');
  },
};
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
