import { type Order, type OrderListUrlState, readOrderListParams } from '@abossey/sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { twoShopOrder } from '../OrderDetail/fixtures';
import { OrderList, type OrderListPage, type OrderListRequest } from './OrderList';
import { OrderListFilters } from './OrderListFilters';
import { useOrderColumns } from './useOrderColumns';

const navigate = fn();
const onChange = fn();
const refetch = fn();

const orders: Order[] = [
  twoShopOrder.order,
  {
    ...twoShopOrder.order,
    id: 4175,
    orderCode: 'AB-4175',
    status: 'delivered',
    itemCount: 1,
    totalAmount: 129.8,
    createdAt: '2026-11-14T16:45:00.000Z',
  },
];
const counts = { all: 2, processing: 1, delivered: 1 };
const answered = (page: OrderListPage): OrderListRequest => ({
  data: page,
  error: null,
  isPending: false,
  isRefetching: false,
  refetch,
});
const noFilters = readOrderListParams(new URLSearchParams());

/** "My orders": the URL state kept in the story as the app keeps it in the URL; the "server" filters by status. */
function MyOrders({ request }: { request?: OrderListRequest }) {
  const [filters, setFilters] = useState<OrderListUrlState>(noFilters);
  const columns = useOrderColumns({ detailHref: (order) => `/user/orders/${order.id}` });
  const rows = orders.filter((order) => filters.status === null || order.status === filters.status);
  return (
    <OrderList
      filters={filters}
      onChange={(next) => {
        onChange(next);
        setFilters(next);
      }}
      tabs={['all', 'processing', 'delivered', 'cancelled']}
      request={request ?? answered({ orders: rows, meta: { page: 1, limit: 5, total: rows.length, counts } })}
      fetchError="Failed to fetch orders"
      empty={{
        title: 'No orders yet',
        message: 'Parts you order will show up here.',
        action: <a href="#/shop/all-products">Browse parts</a>,
      }}
      aria-label="My orders"
      columns={[columns.orderCode, columns.createdAt, columns.itemCount, columns.status, columns.totalAmount]}
    />
  );
}

const meta = {
  title: 'Commerce/OrderList',
  component: OrderList,
  tags: ['autodocs'],
  args: {
    filters: noFilters,
    onChange,
    tabs: ['all'],
    request: answered({ orders: [], meta: { page: 1, limit: 5, total: 0, counts: {} } }),
    fetchError: 'Failed to fetch orders',
    empty: { title: 'No orders yet', message: 'Parts you order will show up here.' },
    'aria-label': 'Orders',
    columns: [],
  },
  decorators: [(Story) => <RouterProvider navigate={navigate}>{Story()}</RouterProvider>],
  parameters: {
    docs: {
      description: {
        component:
          "An order list, the same for the buyer's My orders and the console's shop, admin and delivery lists (§2): `OrderListFilters` (status tabs with the server's counts, \"…\" while they load; a keyword search sent on submit; the date range; the list's own buttons) around the §8 error with Retry, the empty state when there are no orders at all, or `OrderTable` (a `DataTable` whose sort, page and page size are the list's state). The state is the SDK's `OrderListUrlState`, kept by the caller in the URL; each change but paging starts at page 1. `useOrderColumns` gives the columns every order table shares: the code linked to the order, date, items, total through `Money`, status.",
      },
    },
  },
  render: () => <MyOrders />,
} satisfies Meta<typeof OrderList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    onChange.mockClear();
    // Tabs carry their counts; All is selected.
    const tabs = canvas.getByRole('tablist', { name: 'Order status' });
    await expect(within(tabs).getByRole('tab', { name: 'All 2' })).toHaveAttribute('aria-selected', 'true');

    // The standard columns: the code links to the order, the total goes through Money.
    const table = canvas.getByRole('grid', { name: 'My orders' });
    await expect(within(table).getByRole('link', { name: 'AB-4182' })).toHaveAttribute(
      'href',
      '/user/orders/4182',
    );
    await expect(table).toHaveTextContent('GH₵ 854.60');

    // A keyword goes out on submit, trimmed, from page 1.
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search orders' }), '  AB-4175 ');
    await expect(onChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ q: 'AB-4175', page: 1 }));

    // A tab narrows the list to its status.
    await userEvent.click(within(tabs).getByRole('tab', { name: 'Delivered 1' }));
    await expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ status: 'delivered', page: 1 }),
    );
    // The Delivered tab's panel, with its own table.
    const delivered = canvas.getByRole('grid', { name: 'My orders' });
    await expect(within(delivered).queryByRole('link', { name: 'AB-4182' })).toBeNull();
    await expect(within(delivered).getByRole('link', { name: 'AB-4175' })).toBeVisible();
  },
};

/** No order at all: the empty state with its way on, instead of an empty table. */
export const NoOrdersYet: Story = {
  render: () => (
    <MyOrders request={answered({ orders: [], meta: { page: 1, limit: 5, total: 0, counts: {} } })} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No orders yet' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse parts' })).toBeVisible();
    await expect(canvas.queryByRole('grid')).toBeNull();
  },
};

/** The list could not be fetched: §8's message, translated, with Retry. */
export const FetchFailed: Story = {
  tags: ['!autodocs', 'no-visual'],
  render: () => (
    <MyOrders
      request={{ error: new Error('Failed to fetch orders'), isPending: false, isRefetching: false, refetch }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    refetch.mockClear();
    await expect(canvas.getByText('Failed to fetch orders')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(refetch).toHaveBeenCalledTimes(1);
    // The tabs wait for counts.
    await expect(canvas.getByRole('tab', { name: 'All …' })).toBeVisible();
  },
};

/** The filters alone: a status and keyword from the URL are selected and filled in. */
export const FiltersFromTheUrl: Story = {
  tags: ['!autodocs', 'no-visual'],
  render: () => (
    <OrderListFilters
      filters={readOrderListParams(new URLSearchParams('status=delivered&q=AB-41'))}
      onChange={onChange}
      tabs={['all', 'delivered']}
    >
      <p>Orders</p>
    </OrderListFilters>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'All …' })).toHaveAttribute('aria-selected', 'false');
    await expect(canvas.getByRole('tab', { name: 'Delivered …' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('searchbox', { name: 'Search orders' })).toHaveValue('AB-41');
  },
};
