import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Money } from '../Money/Money';
import { StatusBadge } from '../StatusBadge/StatusBadge';
import { DataTable, type DataTableColumn } from './DataTable';

interface OrderRow {
  id: string;
  code: string;
  customer: string;
  createdAt: string;
  status: string;
  total: number;
}

const customers = ['Kofi Mensah', 'Ama Owusu', 'Yaw Boateng', 'Esi Asante', 'Kwame Nkrumah Jnr'];
const statuses = ['pending_payment', 'pending_delivery', 'delivered', 'cancelled', 'completed'];
const orders: OrderRow[] = Array.from({ length: 23 }, (_, i) => ({
  id: `ord-${i + 1}`,
  code: `Order ${String(i + 1).padStart(3, '0')}`,
  customer: customers[i % customers.length] as string,
  createdAt: new Date(Date.UTC(2025, 5, 27 - i)).toISOString(),
  status: statuses[i % statuses.length] as string,
  total: Math.round(((i * 7919) % 250000) + 99) / 100,
}));

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: 'short', year: 'numeric' });

const orderColumns: DataTableColumn<OrderRow>[] = [
  { key: 'code', header: 'Order', sortable: true, width: 140 },
  { key: 'customer', header: 'Customer', sortable: true },
  {
    key: 'createdAt',
    header: 'Date',
    sortable: true,
    cell: (o) => dateFormat.format(new Date(o.createdAt)),
    sortValue: (o) => new Date(o.createdAt),
  },
  { key: 'status', header: 'Status', cell: (o) => <StatusBadge status={o.status} /> },
  { key: 'total', header: 'Total', sortable: true, align: 'end', cell: (o) => <Money value={o.total} /> },
];

const meta = {
  title: 'Components/DataTable',
  component: DataTable,
  tags: ['autodocs'],
  args: {
    'aria-label': 'Orders',
    columns: orderColumns as DataTableColumn<object>[],
    rows: orders,
    selectionMode: 'multiple',
    defaultSortDescriptor: { column: 'createdAt', direction: 'descending' },
    onRowAction: fn(),
    onSortChange: fn(),
    onSelectionChange: fn(),
    onPageChange: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          'The §2 admin and order tables on react-aria-components `Table`: typed column definitions (key, header, cell, sortable, align, width), sorting (controlled or not; on the client for arrays, reported for server data), multiple selection kept across pages with a bulk-actions bar ("3 selected"), rows per page (§9: 5/10/25, admin 5/10/25/50) with `Pagination`, a Dense switch, 8 skeleton rows while loading, a not-found state aware of the search, row actions or links, and on small screens sideways scrolling or, with `narrowLayout="cards"`, one card per row. Pass `total` for server-driven paging.',
      },
    },
  },
} satisfies Meta<typeof DataTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The text of each body row's row header (the Order column), top to bottom. */
const rowHeaders = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

/** The admin order list: newest first, 5 per page, selectable with a bulk Delete. */
export const Playground: Story = {
  render: function OrdersTable(args) {
    const [rows, setRows] = useState(orders);
    return (
      <DataTable
        {...args}
        rows={rows}
        bulkActions={({ keys, clear }) => (
          <Button
            variant="danger"
            size="small"
            onPress={() => {
              setRows((current) => current.filter((row) => !keys.has(row.id)));
              clear();
            }}
          >
            Delete
          </Button>
        )}
      />
    );
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('grid', { name: 'Orders' });
    // After the selection column: the columns' headers, in order.
    await expect(
      within(grid)
        .getAllByRole('columnheader')
        .slice(1)
        .map((header) => header.textContent),
    ).toEqual(['Order', 'Customer', 'Date', 'Status', 'Total']);
    await expect(within(grid).getAllByRole('row')).toHaveLength(6);
    await expect(canvas.getByText('Showing 1 - 5 of 23')).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select All' }));
    await expect(canvas.getByText('5 selected')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    await expect(canvas.getByText('Showing 1 - 5 of 18')).toBeVisible();
    await userEvent.click(canvas.getByText('Order 010'));
    await expect(args.onRowAction).toHaveBeenCalledWith(expect.objectContaining({ id: 'ord-10' }));
  },
};

/** Sorting by a column header; the arrow shows the direction. */
export const Sorting: Story = {
  args: { selectionMode: 'none', defaultSortDescriptor: undefined },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const byTotal = [...orders].sort((a, b) => a.total - b.total);
    const total = canvas.getByRole('columnheader', { name: 'Total' });
    await userEvent.click(total);
    await expect(total).toHaveAttribute('aria-sort', 'ascending');
    await expect(args.onSortChange).toHaveBeenCalledWith({ column: 'total', direction: 'ascending' });
    // Sorted on the client: the cheapest order comes first.
    await expect(rowHeaders(canvasElement)[0]).toBe(byTotal[0]?.code);
    await userEvent.click(total);
    await expect(total).toHaveAttribute('aria-sort', 'descending');
    await expect(rowHeaders(canvasElement)[0]).toBe(byTotal.at(-1)?.code);
  },
};

/** Keyboard: Tab into the grid, arrows move between rows, Enter opens the row, Space selects it. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('grid').contains(canvasElement.ownerDocument.activeElement)).toBe(true);
    await userEvent.keyboard('{ArrowDown}');
    const rows = canvas.getAllByRole('row');
    const focused = rows.indexOf(canvasElement.ownerDocument.activeElement as HTMLElement);
    await expect(focused).toBeGreaterThan(0);
    await userEvent.keyboard('{Enter}');
    await expect(args.onRowAction).toHaveBeenCalledTimes(1);
    await userEvent.keyboard(' ');
    await expect(canvas.getByText('1 selected')).toBeVisible();
  },
};

/** Admin users table: rows per page 5/10/25/50, default 10 (§2, §9). */
export const AdminPageSizes: Story = {
  args: {
    pageSizeOptions: [5, 10, 25, 50],
    defaultPageSize: 10,
    selectionMode: 'none',
    onPageSizeChange: fn(),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Showing 1 - 10 of 23')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Rows per page/ }));
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.getByRole('option', { name: '25' })).toBeVisible());
    await userEvent.click(body.getByRole('option', { name: '25' }));
    await expect(args.onPageSizeChange).toHaveBeenCalledWith(25);
    await expect(canvas.getByText('Showing 1 - 23 of 23')).toBeVisible();
  },
};

export const Dense: Story = {
  args: { defaultDense: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch', { name: 'Dense' })).toBeChecked();
  },
};

/** Loading: 8 skeleton rows under the real header. */
export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelectorAll('[data-part="skeleton-row"]')).toHaveLength(8);
    await expect(canvas.getByText('Loading…')).toBeInTheDocument();
    await expect(canvas.getByRole('grid').closest('[aria-busy="true"]')).not.toBeNull();
    await expect(canvas.queryByText('Order 001')).toBeNull();
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No data' })).toBeVisible();
    await expect(within(canvasElement).getByText('Showing 0 - 0 of 0')).toBeVisible();
  },
};

/** Search-aware not-found state, with the page's own search box in the toolbar slot. */
export const SearchNoResults: Story = {
  render: function Searchable(args) {
    const [query, setQuery] = useState('brake pads');
    const rows = useMemo(
      () => orders.filter((o) => `${o.code} ${o.customer}`.toLowerCase().includes(query.toLowerCase())),
      [query],
    );
    return (
      <DataTable
        {...args}
        rows={rows}
        searchQuery={query}
        toolbar={
          <input
            aria-label="Search Order Id or Customer..."
            placeholder="Search Order Id or Customer..."
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
        }
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Not found' })).toBeVisible();
    await expect(canvas.getByText(/No results found for “brake pads”/)).toBeVisible();
    await userEvent.clear(canvas.getByRole('textbox'));
    await userEvent.type(canvas.getByRole('textbox'), 'ama');
    await expect(canvas.getByText('Showing 1 - 5 of 5')).toBeVisible();
  },
};

/** Server-driven: `rows` is the current page; the table reports page and sort changes. */
export const ServerDriven: Story = {
  render: function Server(args) {
    const [page, setPage] = useState(1);
    const size = 5;
    return (
      <DataTable
        {...args}
        selectionMode="none"
        rows={orders.slice((page - 1) * size, page * size)}
        total={orders.length}
        page={page}
        pageSize={size}
        pageSizeOptions={[]}
        onPageChange={(next) => {
          args.onPageChange?.(next);
          setPage(next);
        }}
      />
    );
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Last page' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(5);
    await expect(canvas.getByText('Showing 21 - 23 of 23')).toBeVisible();
    await expect(canvas.getByText('Order 023')).toBeVisible();
  },
};

/** Bad input: very long text, missing values, GH₵ 0.00 and GH₵ 9,999,999.99. */
export const LongTextAndMoneyExtremes: Story = {
  args: {
    selectionMode: 'none',
    defaultSortDescriptor: undefined,
    rows: [
      {
        id: 'long',
        code: 'Order 000000000000000000000000001',
        customer:
          'Nana Akosua Serwaa Boakye-Danquah Oforiwaa of Abossey Okai Spare Parts Market Association, Accra',
        createdAt: '2025-06-27T10:00:00Z',
        status: 'pending_replacement',
        total: 9999999.99,
      },
      {
        id: 'zero',
        code: 'Order 002',
        customer: '',
        createdAt: '2025-06-26T10:00:00Z',
        status: 'pending',
        total: 0,
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('GH₵ 9,999,999.99')).toBeVisible();
    await expect(canvas.getByText('GH₵ 0.00')).toBeVisible();
  },
};

/** On a phone the table scrolls sideways inside its frame. */
export const NarrowScroll: Story = {
  decorators: [(Story) => <div style={{ maxInlineSize: 360 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const scroller = canvasElement.querySelector('[data-part="scroller"]') as HTMLElement;
    await expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
  },
};

/** `narrowLayout="cards"` (the buyer's My orders): under 600 px of width each row is a card of "header: value" lines. */
export const NarrowCards: Story = {
  args: { narrowLayout: 'cards', selectionMode: 'none' },
  decorators: [(Story) => <div style={{ maxInlineSize: 360 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const scroller = canvasElement.querySelector('[data-part="scroller"]') as HTMLElement;
    await expect(scroller.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth);
    const row = within(canvasElement).getAllByRole('row')[1] as HTMLElement;
    const cells = within(row).getAllByRole('gridcell');
    // Each value is labelled with its column's header, and the last one (Total) is on screen, not scrolled away.
    await expect(getComputedStyle(cells[0] as HTMLElement, '::before').content).toContain('Customer');
    const total = cells.at(-1) as HTMLElement;
    await expect(total.getBoundingClientRect().right).toBeLessThanOrEqual(
      scroller.getBoundingClientRect().right,
    );
    // The headers still name the columns for screen readers.
    await expect(within(canvasElement).getByRole('columnheader', { name: /Total/ })).toBeInTheDocument();
  },
};

export const Dark: Story = { globals: { colorScheme: 'dark' } };

export const HighContrast: Story = { globals: { contrast: 'high' } };

export const Arabic: Story = {
  args: { 'aria-label': 'الطلبات' },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('switch', { name: 'مضغوط' })).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: /تحديد الكل|Select All/ }));
    await expect(canvas.getByText('5 عناصر محددة')).toBeVisible();
  },
};

/** Receives the rows of the bulk Delete in `PagingSelectionAndDense`. */
const deleteRows = fn();

/**
 * Behaviour: client-side paging; a selection is kept across pages and the bulk action receives every selected row;
 * clearing hides the bulk bar; the Dense switch reports and applies dense rows.
 */
export const PagingSelectionAndDense: Story = {
  tags: ['!autodocs', 'no-visual'],
  args: { defaultSortDescriptor: undefined, onDenseChange: fn() },
  render: (args) => (
    <DataTable
      {...args}
      bulkActions={({ rows, clear }) => (
        <Button
          variant="danger"
          size="small"
          onPress={() => {
            deleteRows((rows as OrderRow[]).map((row) => row.id));
            clear();
          }}
        >
          Delete
        </Button>
      )}
    />
  ),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    deleteRows.mockClear();
    await expect(canvasElement.querySelector('[data-part="bulk-bar"]')).toBeNull();
    await userEvent.click(canvas.getAllByRole('checkbox')[1] as HTMLElement);
    await expect(canvas.getByText('1 selected')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(canvas.getByText('Showing 6 - 10 of 23')).toBeVisible();
    await expect(rowHeaders(canvasElement)[0]).toBe('Order 006');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select All' }));
    await expect(canvas.getByText('6 selected')).toBeVisible();
    const chosen = ['ord-1', 'ord-6', 'ord-7', 'ord-8', 'ord-9', 'ord-10'];
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(new Set(chosen));
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    await expect(deleteRows).toHaveBeenCalledWith(chosen);
    await expect(canvasElement.querySelector('[data-part="bulk-bar"]')).toBeNull();

    await userEvent.click(canvas.getByRole('switch', { name: 'Dense' }));
    await expect(args.onDenseChange).toHaveBeenCalledWith(true);
    await expect(canvasElement.querySelector('[data-dense]')).not.toBeNull();
  },
};

/**
 * Behaviour, server-driven: the rows stay as given (not sorted here); Next page and a sort are only reported, and a
 * sort asks for page 1.
 */
export const ServerDrivenSorting: Story = {
  tags: ['!autodocs', 'no-visual'],
  args: { selectionMode: 'none', defaultSortDescriptor: undefined },
  render: (args) => <DataTable {...args} rows={orders.slice(5, 10).reverse()} total={120} page={2} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Showing 6 - 10 of 120')).toBeVisible();
    await expect(rowHeaders(canvasElement)[0]).toBe('Order 010');
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(3);
    await userEvent.click(canvas.getByRole('columnheader', { name: 'Customer' }));
    await expect(args.onSortChange).toHaveBeenCalledWith({ column: 'customer', direction: 'ascending' });
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
    await expect(rowHeaders(canvasElement)[0]).toBe('Order 010');
  },
};
