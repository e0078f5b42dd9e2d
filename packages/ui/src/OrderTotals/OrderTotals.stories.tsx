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
    // No discount reads "-" (and "None" to screen readers).
    await expect(row(canvasElement, 'Discount').textContent).toBe('-None');
    await expect(row(canvasElement, 'Service charge (10%)')).toHaveTextContent('GH₵ 135.00');
    await expect(row(canvasElement, 'Total')).toHaveTextContent('GH₵ 1,485.00');
  },
};

export const CheckoutWithDiscount: Story = {
  args: { subtotal: 1350, discount: 150 },
  play: async ({ canvasElement }) => {
    await expect(row(canvasElement, 'Subtotal')).toHaveTextContent('GH₵ 1,350.00');
    await expect(row(canvasElement, 'Discount')).toHaveTextContent('-GH₵ 150.00');
    await expect(row(canvasElement, 'Service charge (10%)')).toHaveTextContent('GH₵ 120.00');
    await expect(row(canvasElement, 'Total')).toHaveTextContent('GH₵ 1,320.00');
  },
};

export const OrderView: Story = {
  args: { mode: 'order', subtotal: 2400, totalAmount: 2640 },
  play: async ({ canvasElement }) => {
    await expect(row(canvasElement, 'Discount').textContent).toBe('-None');
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
    await expect(row(canvasElement, 'Subtotal')).toHaveTextContent('GH₵ 9,999,999.99');
    await expect(row(canvasElement, 'Total')).toHaveTextContent('GH₵ 9,999,999.99');
  },
};

/**
 * Edge cases: rounding to the pesewa with shipping after the charge, a discount above the subtotal (capped), bad
 * input (counts as 0), the GH₵ 10,000 boundary of the order-view rate; a named description list of four terms.
 */
export const EdgeCases: Story = {
  tags: ['!autodocs', 'no-visual'],
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <OrderTotals mode="checkout" subtotal={0.05} shipping={20} aria-label="Rounding" />
      <OrderTotals mode="checkout" subtotal={50} discount={80} aria-label="Capped discount" />
      <OrderTotals mode="checkout" subtotal={Number.NaN} discount={-5} aria-label="Bad input" />
      <OrderTotals mode="order" subtotal={10000} totalAmount={11234.5} aria-label="At GH₵ 10,000" />
      <OrderTotals mode="order" subtotal={10000.01} totalAmount={10800} aria-label="Above GH₵ 10,000" />
      <OrderTotals mode="order" subtotal={1} totalAmount={1.1} aria-label="Order summary" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const list = (name: string) => canvasElement.querySelector(`dl[aria-label="${name}"]`) as HTMLElement;
    const amount = (name: string, term: string) => row(list(name), term).textContent;

    await expect(amount('Rounding', 'Discount')).toBe('-None');
    await expect(amount('Rounding', 'Service charge (10%)')).toBe('GH₵ 0.01');
    await expect(amount('Rounding', 'Shipping')).toBe('GH₵ 20.00');
    await expect(amount('Rounding', 'Total')).toBe('GH₵ 20.06');

    await expect(amount('Capped discount', 'Discount')).toBe('-GH₵ 50.00');
    await expect(amount('Capped discount', 'Total')).toBe('GH₵ 0.00');

    await expect(amount('Bad input', 'Service charge (10%)')).toBe('GH₵ 0.00');
    await expect(amount('Bad input', 'Total')).toBe('GH₵ 0.00');

    await expect(amount('At GH₵ 10,000', 'Service charge (10%)')).toBe('GH₵ 1,000.00');
    await expect(amount('At GH₵ 10,000', 'Discount')).toBe('-None');
    await expect(amount('At GH₵ 10,000', 'Total')).toBe('GH₵ 11,234.50');
    await expect(amount('Above GH₵ 10,000', 'Service charge (8%)')).toBe('GH₵ 800.00');

    await expect(within(list('Order summary')).getAllByRole('term')).toHaveLength(4);
  },
};

export const MissingTotal: Story = { args: { mode: 'order', subtotal: 100, totalAmount: Number.NaN } };

export const Dark: Story = {
  args: { subtotal: 1350, discount: 150, shipping: 25 },
  globals: { colorScheme: 'dark' },
  play: async ({ canvasElement }) => {
    // Checkout adds shipping after the service charge: 1,200 + 120 + 25.
    await expect(row(canvasElement, 'Shipping')).toHaveTextContent('GH₵ 25.00');
    await expect(row(canvasElement, 'Total')).toHaveTextContent('GH₵ 1,345.00');
  },
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
  play: async ({ canvasElement }) => {
    // French percent formatting: a (narrow) space before %.
    await expect(within(canvasElement).getByText(/Frais de service \(8\s%\)/)).toBeVisible();
    await expect(within(canvasElement).getByText('Sous-total')).toBeVisible();
  },
};
export const Chinese: Story = { globals: { locale: 'cn' } };
