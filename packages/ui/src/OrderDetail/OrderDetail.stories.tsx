import type { OrderDetail } from '@abossey/sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { twoShopOrder } from './fixtures';
import { FactList, OrderAddress, OrderDetailSkeleton, OrderSection } from './OrderDetail';
import { OrderDetailFallback, OrderDetailView } from './OrderDetailSections';

/** Links go through the app's router; a spy stands in for it here. */
const navigate = fn();
const refetch = fn();
const markCollected = fn();
const { order } = twoShopOrder;

/** A shop's part of the same order, as the API's vendor scope answers it (no service charge, one shop). */
const shopPart: OrderDetail = {
  ...twoShopOrder,
  order: {
    ...order,
    scope: 'vendor',
    subTotal: 245,
    totalAmount: 245,
    itemCount: 1,
    business: [order.business[1]!],
  },
  vendorOrders: [twoShopOrder.vendorOrders[1]!],
  orderItems: twoShopOrder.orderItems.filter((item) => item.vendorOrderId === 12),
  history: twoShopOrder.history.filter((step) => step.vendorOrderId !== 11),
};

const meta = {
  title: 'Commerce/OrderDetail',
  component: OrderDetailView,
  tags: ['autodocs'],
  args: { detail: twoShopOrder },
  decorators: [(Story) => <RouterProvider navigate={navigate}>{Story()}</RouterProvider>],
  parameters: {
    docs: {
      description: {
        component:
          "An order's page body, the same for the buyer's order page and the console's (§2 order details): the lines shop by shop (thumbnails, \"2 × GH₵ 245.50\", line totals through `Money`; for the buyer each shop's status, tracking number, delivery estimate and links) and the history in the wide column; totals, shipping address, the screen's own cards and the payment in the side column. Two columns once the page itself is 720 px wide (a container query, so a side menu counts). Built from parts that are exported too: `OrderDetailLayout`, `OrderSection`, `FactList`, `OrderShopItems`, `OrderAddress`, `OrderLinesSection`, `OrderDetailTotals` (the whole order's, or a shop's part without service charge), `OrderHistorySection` (with `orderTimelineEntries`), `OrderAddressSection`, `OrderPaymentSection`. `OrderDetailFallback` is the screen until the order is there: not found, failed with Retry, or the skeleton. The screens' actions (status moves, payment, delete) stay in the apps.",
      },
    },
  },
} satisfies Meta<typeof OrderDetailView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The buyer's order page: links to shops and parts, each shop's delivery, the totals in their own card. */
export const BuyerView: Story = {
  args: {
    summary: true,
    showDelivery: true,
    shopHref: (vo) => (vo.businessId === null ? undefined : `/shop/${vo.businessId}`),
    productHref: (item) => (item.productId === null ? undefined : `/shop/product/${item.productId}`),
    addressFacts: (
      <FactList>
        <dt>Delivery</dt>
        <dd>Standard</dd>
      </FactList>
    ),
    paymentFacts: (
      <>
        <dt>Receipt sent to</dt>
        <dd>{order.customerEmail}</dd>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Each card is a region named by its heading.
    for (const name of ['3 items', 'Order history', 'Summary', 'Shipping address', 'Payment'])
      await expect(canvas.getByRole('region', { name })).toBeVisible();

    // One region per shop, its name linked to the shop and its own status.
    const kumasi = canvas.getByRole('region', { name: 'Kumasi Auto Parts' });
    await expect(within(kumasi).getByRole('link', { name: 'Kumasi Auto Parts' })).toHaveAttribute(
      'href',
      '/shop/3',
    );
    await expect(within(kumasi).getByText('Order Picked')).toBeVisible();
    await expect(within(kumasi).getByText('Tracking number: GH-TRK 0042')).toBeVisible();
    await expect(kumasi).toHaveTextContent('Delivery to Greater Accra');
    // Quantity × unit price, and the line total worked out in pesewas.
    const line = within(kumasi).getByRole('listitem');
    await expect(line).toHaveTextContent('2 × GH₵ 245.50');
    await expect(line).toHaveTextContent('GH₵ 491.00');
    await expect(within(line).getByRole('link')).toHaveAttribute('href', '/shop/product/7');

    // A part whose product is gone is plain text, and a line without a photo keeps its place.
    const graces = canvas.getByRole('region', { name: "God's Grace Motor Parts" });
    await expect(within(graces).queryByRole('link', { name: /Spark plug/ })).toBeNull();
    await expect(within(graces).getByText('Spark plug set (4)')).toBeVisible();
    await expect(graces.querySelector('[data-part="no-image"]')).not.toBeNull();
    await expect(within(graces).queryByText(/Tracking number/)).toBeNull();
    await expect(graces).toHaveTextContent('Pickup at the shop');

    // The whole order's totals, with the delivery fees, in the Summary card.
    const summary = canvas.getByRole('region', { name: 'Summary' });
    await expect(summary.querySelector('[data-part="shipping"]')).toHaveTextContent('GH₵ 45.00');
    await expect(summary.querySelector('[data-part="total"]')).toHaveTextContent('GH₵ 854.60');

    // The history names each shop's own step.
    const history = canvas.getByRole('list', { name: 'Order history' });
    await expect(history).toHaveTextContent('Kumasi Auto Parts: Picked up');
    await expect(history).toHaveTextContent("God's Grace Motor Parts");

    // The address in lines, the phone last, then the screen's own facts.
    const address = canvasElement.querySelector('address');
    await expect(Array.from(address?.children ?? [], (part) => part.textContent)).toEqual([
      '12 Ring Road East',
      'Near the Total filling station',
      'Accra, Greater Accra GA-183-8164',
      'Ghana',
      '+233 24 123 4567',
    ]);
    await expect(canvas.getByRole('region', { name: 'Shipping address' })).toHaveTextContent(
      'DeliveryStandard',
    );

    // Payment: the amount, each shop's payment status by name, the screen's receipt line.
    const payment = canvas.getByRole('region', { name: 'Payment' });
    await expect(payment).toHaveTextContent('Amount chargedGH₵ 854.60');
    await expect(payment).toHaveTextContent('Kumasi Auto PartsAwaiting confirmation');
    await expect(payment).toHaveTextContent('Receipt sent toama@example.com');
  },
};

/** A shop's part in the console: its own cards first, no links, the shop's totals under the lines, its payment move. */
export const ShopView: Story = {
  args: {
    detail: shopPart,
    before: (
      <OrderSection title="Customer">
        <FactList>
          <dt>Name</dt>
          <dd>Ama Mensah</dd>
        </FactList>
      </OrderSection>
    ),
    paymentStatus: (vendorOrder) => (
      <Button size="small" variant="secondary" onPress={() => markCollected(vendorOrder.id)}>
        Mark cash collected
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Customer' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Summary' })).toBeNull();
    const lines = canvas.getByRole('region', { name: '1 item' });
    await expect(within(lines).queryByRole('link')).toBeNull();
    // One shop: no status per shop, no delivery lines (the console shows them in its own cards).
    await expect(within(lines).queryByText('Processing')).toBeNull();
    await expect(lines).not.toHaveTextContent('Pickup at the shop');
    // A shop's totals: subtotal, shipping, tax and total, no service charge.
    await expect(lines.querySelector('[data-part="tax"]')).toHaveTextContent('TaxGH₵ 0.00');
    await expect(lines.querySelector('[data-part="service-charge"]')).toBeNull();
    await expect(lines.querySelector('[data-part="total"]')).toHaveTextContent('GH₵ 245.00');
    // The screen's own payment cell, after the one shop's "Payment status".
    const payment = canvas.getByRole('region', { name: 'Payment' });
    await expect(payment).toHaveTextContent('Payment statusMark cash collected');
    await userEvent.click(within(payment).getByRole('button', { name: 'Mark cash collected' }));
    await expect(markCollected).toHaveBeenLastCalledWith(12);
  },
};

/** An order with no address on record reads "—". */
export const NoAddress: Story = {
  tags: ['!autodocs', 'no-visual'],
  render: () => (
    <OrderSection title="Shipping address">
      <OrderAddress
        order={{
          deliveryToName: null,
          deliveryToAddress: null,
          deliveryToCity: null,
          deliveryToState: null,
          deliveryToZipCode: null,
          deliveryToCountry: null,
          deliveryToPhone: null,
        }}
      />
    </OrderSection>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('address')).toHaveTextContent(/^—$/);
  },
};

/** While the order loads: a status line for screen readers and the layout's shape. */
export const Loading: Story = {
  render: () => <OrderDetailSkeleton />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the order…');
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

const crumbs = (title: string) => <p>My orders › {title}</p>;
const Heading = ({ title, subtitle }: { title: string; subtitle?: string | undefined }) => (
  <header>
    <h1>{title}</h1>
    {subtitle ? <p>{subtitle}</p> : null}
  </header>
);

/** No such order, or not the viewer's: the same 404 (§6), with the way back. */
export const NotFound: Story = {
  tags: ['!autodocs'],
  render: () => (
    <OrderDetailFallback
      request={null}
      crumbs={crumbs}
      heading={Heading}
      back={{ href: '/user/orders', label: 'Back to my orders' }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Order not found' })).toBeVisible();
    await expect(canvas.getByText('This order does not exist or is not one of yours.')).toBeVisible();
    await expect(canvas.getByText('My orders › Order not found')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to my orders' })).toHaveAttribute(
      'href',
      '/user/orders',
    );
  },
};

/** The request failed: §8's message with Retry. */
export const FetchFailed: Story = {
  tags: ['!autodocs', 'no-visual'],
  render: () => (
    <OrderDetailFallback
      request={{ error: new Error('Failed to fetch order'), isRefetching: false, refetch }}
      crumbs={crumbs}
      heading={Heading}
      back={{ href: '/orders', label: 'Back to orders' }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    refetch.mockClear();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Order unavailable' })).toBeVisible();
    await expect(canvas.getByText('Failed to fetch order details')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(refetch).toHaveBeenCalledTimes(1);
  },
};
