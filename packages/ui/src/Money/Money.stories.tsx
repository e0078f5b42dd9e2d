import { formatMoney } from '@abossey/sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Money, moneySizes, moneyTones } from './Money';

const meta = {
  title: 'Commerce/Money',
  component: Money,
  tags: ['autodocs'],
  args: { value: 1234.5, size: 'medium', emphasis: 'regular', tone: 'default' },
  argTypes: {
    value: { control: { type: 'number', step: 0.01 } },
    size: { control: 'inline-radio', options: moneySizes },
    emphasis: { control: 'inline-radio', options: ['regular', 'strong'] },
    tone: { control: 'inline-radio', options: moneyTones },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Every GH₵ amount, through the one formatter (`formatMoney` from `@abossey/sdk`): prefix GH₵, two decimals, thousands separators (§1). Tabular figures; always left-to-right; never machine-translated.',
      },
    },
  },
} satisfies Meta<typeof Money>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const money = within(canvasElement).getByText('GH₵ 1,234.50');
    await expect(money.tagName).toBe('DATA');
    await expect(money).toHaveAttribute('value', '1234.50');
    // Through the SDK's one formatter.
    await expect(money.textContent).toBe(formatMoney(1234.5));
    await expect(money).toHaveAttribute('data-size', 'medium');
    await expect(money).toHaveAttribute('data-emphasis', 'regular');
    await expect(money).toHaveAttribute('data-tone', 'default');
    await expect(getComputedStyle(money).fontVariantNumeric).toContain('tabular-nums');
  },
};

export const LargeAmount: Story = {
  args: { value: 1234567.89, size: 'xlarge', emphasis: 'strong' },
  play: async ({ canvasElement }) => {
    const money = within(canvasElement).getByText('GH₵ 1,234,567.89');
    await expect(money).toHaveAttribute('value', '1234567.89');
    await expect(money).toHaveAttribute('data-size', 'xlarge');
    await expect(money).toHaveAttribute('data-emphasis', 'strong');
  },
};

export const Maximum: Story = {
  args: { value: 9999999.99 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('GH₵ 9,999,999.99')).toHaveAttribute('value', '9999999.99');
  },
};

export const Zero: Story = {
  args: { value: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('GH₵ 0.00')).not.toHaveAttribute('data-negative');
  },
};

export const Negative: Story = {
  args: { value: -250, tone: 'danger' },
  play: async ({ canvasElement }) => {
    const money = within(canvasElement).getByText('-GH₵ 250.00');
    await expect(money).toHaveAttribute('data-negative');
    await expect(money).toHaveAttribute('data-tone', 'danger');
  },
};

/** An amount that failed to load shows a dash rather than GH₵ NaN. */
export const Missing: Story = {
  args: { value: Number.NaN },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('GH₵ —')).toHaveAttribute('value', '');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8, justifyItems: 'start' }}>
      {moneySizes.map((size) => (
        <Money key={size} {...args} size={size} />
      ))}
    </div>
  ),
};

export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8, justifyItems: 'start' }}>
      {moneyTones.map((tone) => (
        <Money key={tone} {...args} tone={tone} emphasis="strong" />
      ))}
    </div>
  ),
};

/** Tabular figures keep a column of prices aligned. */
export const PriceColumn: Story = {
  render: (args) => (
    <table style={{ borderCollapse: 'collapse' }}>
      <caption style={{ textAlign: 'start', paddingBlockEnd: 8 }}>Order summary</caption>
      <tbody>
        {[
          ['Brake pads', 450],
          ['Gearbox', 1234567.89],
          ['Oil filter', 35.5],
          ['Service charge', 123491.74],
        ].map(([label, value]) => (
          <tr key={label}>
            <th scope="row" style={{ textAlign: 'start', fontWeight: 400, paddingInlineEnd: 24 }}>
              {label}
            </th>
            <td style={{ textAlign: 'end' }}>
              <Money {...args} value={value as number} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  ),
};

export const Dark: Story = { ...Tones, globals: { colorScheme: 'dark' } };

export const HighContrast: Story = { ...Tones, globals: { contrast: 'high' } };

/** Inside Arabic text the amount stays GH₵ first, left to right. */
export const RightToLeftArabic: Story = {
  render: (args) => (
    <p>
      المجموع: <Money {...args} value={1234567.89} emphasis="strong" /> شاملًا الضريبة
    </p>
  ),
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const money = within(canvasElement).getByText('GH₵ 1,234,567.89');
    await expect(money).toHaveAttribute('dir', 'ltr');
    await expect(money).toHaveAttribute('translate', 'no');
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl');
  },
};

/** French pages keep the spec's money format (GH₵, comma thousands, point decimals). */
export const French: Story = {
  render: (args) => (
    <p>
      Total : <Money {...args} value={1234567.89} emphasis="strong" />
    </p>
  ),
  globals: { locale: 'fr' },
};
