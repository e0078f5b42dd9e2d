import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { renderWithProviders } from '../test/render';
import { DataTable, type DataTableColumn, sortRows } from './DataTable';

interface Order {
  id: string;
  code: string;
  customer: string;
  total: number;
}

const orders: Order[] = Array.from({ length: 12 }, (_, i) => ({
  id: `o${i + 1}`,
  code: `Order ${String(i + 1).padStart(3, '0')}`,
  customer: ['Kofi', 'Ama', 'Yaw', 'Esi'][i % 4] as string,
  total: (i * 37) % 100,
}));

const columns: DataTableColumn<Order>[] = [
  { key: 'code', header: 'Order', sortable: true },
  { key: 'customer', header: 'Customer', sortable: true },
  { key: 'total', header: 'Total', sortable: true, align: 'end', cell: (o) => `GH₵ ${o.total}` },
];

const bodyRows = () => screen.getAllByRole('row').slice(1);
const firstCells = () => bodyRows().map((row) => within(row).getAllByRole('rowheader')[0]?.textContent);

describe('sortRows', () => {
  it('sorts strings numerically, numbers, dates, and puts empty values last', () => {
    const rows = [{ v: 'Order 10' }, { v: '' }, { v: 'Order 2' }, { v: 'order 1' }];
    const cols = [{ key: 'v', header: 'V' }];
    expect(sortRows(rows, cols, { column: 'v', direction: 'ascending' }).map((r) => r.v)).toEqual([
      'order 1',
      'Order 2',
      'Order 10',
      '',
    ]);
    expect(sortRows(rows, cols, { column: 'v', direction: 'descending' }).map((r) => r.v)).toEqual([
      'Order 10',
      'Order 2',
      'order 1',
      '',
    ]);
    const dated = [{ d: new Date('2025-02-01') }, { d: new Date('2024-01-01') }];
    expect(
      sortRows(dated, [{ key: 'd', header: 'D' }], {
        column: 'd',
        direction: 'ascending',
      })[0]?.d.getFullYear(),
    ).toBe(2024);
    expect(sortRows(rows, cols, undefined)).toEqual(rows);
  });
});

describe('DataTable', { timeout: 60_000 }, () => {
  it('renders a named grid with the first page, summary and rows per page', () => {
    renderWithProviders(<DataTable aria-label="Orders" columns={columns} rows={orders} />);
    const table = screen.getByRole('grid', { name: 'Orders' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Order', 'Customer', 'Total']);
    expect(bodyRows()).toHaveLength(5);
    expect(screen.getByText('Showing 1 - 5 of 12')).toBeInTheDocument();
    expect(screen.getByText('GH₵ 37')).toBeInTheDocument();
  });

  it('sorts on the client when a column header is pressed, and reports the sort', async () => {
    const onSortChange = vi.fn();
    const { user } = renderWithProviders(
      <DataTable aria-label="Orders" columns={columns} rows={orders} onSortChange={onSortChange} />,
    );
    await user.click(screen.getByRole('columnheader', { name: 'Order' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ column: 'code', direction: 'ascending' });
    expect(screen.getByRole('columnheader', { name: 'Order' })).toHaveAttribute('aria-sort', 'ascending');
    expect(firstCells()[0]).toBe('Order 001');
    await user.click(screen.getByRole('columnheader', { name: 'Order' }));
    expect(firstCells()[0]).toBe('Order 012');
  });

  it('pages with the Pagination buttons and changes rows per page', async () => {
    const onPageSizeChange = vi.fn();
    const { user } = renderWithProviders(
      <DataTable
        aria-label="Orders"
        columns={columns}
        rows={orders}
        pageSizeOptions={[5, 10, 25, 50]}
        onPageSizeChange={onPageSizeChange}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('Showing 6 - 10 of 12')).toBeInTheDocument();
    expect(firstCells()[0]).toBe('Order 006');
    await user.click(screen.getByRole('button', { name: /Rows per page/ }));
    await user.click(screen.getByRole('option', { name: '10' }));
    expect(onPageSizeChange).toHaveBeenCalledWith(10);
    expect(screen.getByText('Showing 1 - 10 of 12')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(10);
  });

  it('selects rows, keeps selections across pages and shows the bulk bar with actions', async () => {
    const onSelectionChange = vi.fn();
    const onDelete = vi.fn();
    const { user } = renderWithProviders(
      <DataTable
        aria-label="Orders"
        columns={columns}
        rows={orders}
        selectionMode="multiple"
        onSelectionChange={onSelectionChange}
        bulkActions={({ rows, clear }) => (
          <button
            type="button"
            onClick={() => {
              onDelete(rows.map((r) => r.id));
              clear();
            }}
          >
            Delete
          </button>
        )}
      />,
    );
    expect(document.querySelector('[data-part="bulk-bar"]')).toBeNull();
    const checkboxes = () => screen.getAllByRole('checkbox');
    await user.click(checkboxes()[1] as HTMLElement);
    expect(screen.getByText('1 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select All' }));
    expect(screen.getByText('6 selected')).toBeInTheDocument();
    expect(onSelectionChange).toHaveBeenLastCalledWith(new Set(['o1', 'o6', 'o7', 'o8', 'o9', 'o10']));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledWith(['o1', 'o6', 'o7', 'o8', 'o9', 'o10']);
    expect(document.querySelector('[data-part="bulk-bar"]')).toBeNull();
  });

  it('toggles dense rows with the switch', async () => {
    const onDenseChange = vi.fn();
    const { user, container } = renderWithProviders(
      <DataTable aria-label="Orders" columns={columns} rows={orders} onDenseChange={onDenseChange} />,
    );
    await user.click(screen.getByRole('switch', { name: 'Dense' }));
    expect(onDenseChange).toHaveBeenCalledWith(true);
    expect(container.querySelector('[data-dense]')).not.toBeNull();
  });

  it('shows 8 skeleton rows and a loading message while loading', () => {
    const { container } = renderWithProviders(
      <DataTable aria-label="Orders" columns={columns} rows={orders} isLoading />,
    );
    expect(screen.getByRole('grid').closest('[aria-busy="true"]')).not.toBeNull();
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(container.querySelectorAll('[data-part="skeleton-row"]')).toHaveLength(8);
    expect(screen.queryByText('Order 001')).toBeNull();
  });

  it('shows "No data", or the search-aware not-found state', () => {
    const { rerender } = renderWithProviders(<DataTable aria-label="Orders" columns={columns} rows={[]} />);
    expect(screen.getByRole('heading', { name: 'No data' })).toBeInTheDocument();
    expect(screen.getByText('Showing 0 - 0 of 0')).toBeInTheDocument();
    rerender(<DataTable aria-label="Orders" columns={columns} rows={[]} searchQuery="brake pads" />);
    expect(screen.getByRole('heading', { name: 'Not found' })).toBeInTheDocument();
    expect(screen.getByText(/No results found for “brake pads”/)).toBeInTheDocument();
  });

  it('runs the row action with the row', async () => {
    const onRowAction = vi.fn();
    const { user } = renderWithProviders(
      <DataTable aria-label="Orders" columns={columns} rows={orders} onRowAction={onRowAction} />,
    );
    await user.click(screen.getByText('Order 003'));
    expect(onRowAction).toHaveBeenCalledWith(orders[2]);
  });

  it('server-driven: shows rows as given and reports page changes', async () => {
    const onPageChange = vi.fn();
    const onSortChange = vi.fn();
    const { user } = renderWithProviders(
      <DataTable
        aria-label="Orders"
        columns={columns}
        rows={orders.slice(5, 10).reverse()}
        total={120}
        page={2}
        onPageChange={onPageChange}
        onSortChange={onSortChange}
      />,
    );
    expect(screen.getByText('Showing 6 - 10 of 120')).toBeInTheDocument();
    expect(firstCells()[0]).toBe('Order 010');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
    await user.click(screen.getByRole('columnheader', { name: 'Customer' }));
    expect(onSortChange).toHaveBeenCalledWith({ column: 'customer', direction: 'ascending' });
    expect(onPageChange).toHaveBeenLastCalledWith(1);
    expect(firstCells()[0]).toBe('Order 010');
  });

  it('speaks French', () => {
    renderWithProviders(<DataTable aria-label="Commandes" columns={columns} rows={[]} searchQuery="x" />, {
      lng: 'fr',
    });
    expect(screen.getByRole('heading', { name: 'Introuvable' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Compact' })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = renderWithProviders(
      <DataTable aria-label="Orders" columns={columns} rows={orders} selectionMode="multiple" />,
    );
    await expectNoAxeViolations(container);
  });
});
