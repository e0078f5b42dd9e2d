import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OrderTotals } from './OrderTotals';

const meta: Meta<typeof OrderTotals> = {
  title: 'Commerce/OrderTotals',
  component: OrderTotals,
  tags: ['autodocs'],
  args: { mode: 'checkout', subtotal: 1350, discount: 0 },
  decorators: [(Story) => <div style={{ maxInlineSize: 360 }}>{Story()}</div>],
  parameters: {
    docs: {
      description: {
        component:
          'Subtotal, discount, service charge and total, every amount through `Money`. `mode="checkout"`: total = subtotal − discount + 10% of (subtotal − discount) (the SDK\'s `checkoutTotals`, in pesewas). `mode="order"` (order views, §9): service charge shown is 10% of each vendor subtotal, 8% above GH₵ 10,000 (`orderViewServiceCharge`), discount always "-", total is the server\'s `totalAmount`.',
      },
    },
  },
};

export default meta;
type Story = StoryObj<typeof OrderTotals>;

const row = (canvasElement: HTMLElement, term: string) =>
  within(canvasElement).getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement;

export const Checkout: Story = {
  play: async ({ canvasElement }) => {
    await expect(row(canvasElement, 'Service charge (10%)')).toHaveTextContent('GH₵ 135.00');
    await expect(row(canvasElement, 'Total')).toHaveTextContent('GH₵ 1,485.00');
  },
};

export const CheckoutWithDiscount: Story = {
  args: { subtotal: 1350, discount: 150 },
  play: async ({ canvasElement }) => {
    await expect(row(canvasElement, 'Discount')).toHaveTextContent('-GH₵ 150.00');
    await expect(row(canvasElement, 'Service charge (10%)')).toHaveTextContent('GH₵ 120.00');
    await expect(row(canvasElement, 'Total')).toHaveTextContent('GH₵ 1,320.00');
  },
};

export const OrderView: Story = {
  args: { mode: 'order', subtotal: 2400, totalAmount: 2640 },
  play: async ({ canvasElement }) => {
    await expect(row(canvasElement, 'Discount')).toHaveTextContent('-');
    await expect(row(canvasElement, 'Service charge (10%)')).toHaveTextContent('GH₵ 240.00');
    await expect(row(canvasElement, 'Total')).toHaveTextContent('GH₵ 2,640.00');
  },
};

/** A vendor subtotal above GH₵ 10,000 shows the reduced 8% rate. */
export const OrderViewReducedRate: Story = {
  args: { mode: 'order', subtotal: 15000, totalAmount: 16500, shipping: 300 },
  play: async ({ canvasElement }) => {
    await expect(row(canvasElement, 'Service charge (8%)')).toHaveTextContent('GH₵ 1,200.00');
  },
};

export const OrderViewSeveralVendors: Story = {
  args: { mode: 'order', subtotal: 20500, vendorSubtotals: [500, 20000], totalAmount: 22550 },
  play: async ({ canvasElement }) => {
    await expect(row(canvasElement, 'Service charge')).toHaveTextContent('GH₵ 1,650.00');
  },
};

export const Zero: Story = {
  args: { subtotal: 0 },
  play: async ({ canvasElement }) => {
    await expect(row(canvasElement, 'Total')).toHaveTextContent('GH₵ 0.00');
  },
};

export const HugeAmounts: Story = {
  args: { mode: 'order', subtotal: 9999999.99, totalAmount: 9999999.99 },
  play: async ({ canvasElement }) => {
    await expect(row(canvasElement, 'Total')).toHaveTextContent('GH₵ 9,999,999.99');
  },
};

export const MissingTotal: Story = { args: { mode: 'order', subtotal: 100, totalAmount: Number.NaN } };

export const Dark: Story = {
  args: { subtotal: 1350, discount: 150, shipping: 25 },
  globals: { colorScheme: 'dark' },
};

export const RightToLeftArabic: Story = {
  args: { subtotal: 1350, discount: 150 },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(within(canvasElement).getByText('الإجمالي')).toBeVisible();
    await expect(within(canvasElement).getByText('GH₵ 1,320.00')).toHaveAttribute('dir', 'ltr');
  },
};

export const French: Story = {
  args: { mode: 'order', subtotal: 15000, totalAmount: 16200 },
  globals: { locale: 'fr' },
};
export const Chinese: Story = { globals: { locale: 'cn' } };
