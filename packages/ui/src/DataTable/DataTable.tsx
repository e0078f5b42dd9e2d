import { type CSSProperties, type ReactNode, type Ref, useMemo, useState } from 'react';
import {
  Collection,
  type Key,
  type Selection,
  type SortDescriptor,
  Table,
  TableBody,
  TableHeader,
  VisuallyHidden,
} from 'react-aria-components';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { EmptyState } from '../EmptyState/EmptyState';
import { formatNumber } from '../i18n/format';
import { useLanguage } from '../i18n/I18nProvider';
import { useLaterUiTranslation } from '../i18n/laterStrings';
import { Pagination, paginationRange } from '../Pagination/Pagination';
import { Select } from '../Select/Select';
import { SelectItem } from '../Select/SelectItem';
import { Skeleton } from '../Skeleton/Skeleton';
import { Switch } from '../Switch/Switch';
import { StyledCell, StyledColumn, StyledDataTable, StyledRow } from './DataTable.styles';

export type { SortDescriptor } from 'react-aria-components';

/** §9: order lists 5/10/25, admin tables 5/10/25/50. */
export const DEFAULT_PAGE_SIZE_OPTIONS = [5, 10, 25] as const;
/** §9 skeleton rows. */
export const SKELETON_ROWS = 8;

export interface DataTableColumn<T> {
  /** Column id; also the row property shown and sorted on when `cell` / `sortValue` are not given. */
  key: string;
  /** Header content. */
  header: ReactNode;
  /** Header text for type-to-select and when `header` is not a string. */
  textValue?: string;
  /** Cell content; default the row's `key` property as text. */
  cell?: (row: T) => ReactNode;
  /** Value compared when sorting on the client; default the row's `key` property. */
  sortValue?: (row: T) => string | number | Date | null | undefined;
  sortable?: boolean;
  /** Default start; numbers and money usually `end`. Logical, so it mirrors in right-to-left layouts. */
  align?: 'start' | 'center' | 'end';
  /** CSS length or px number. */
  width?: number | string;
  /** The column that names the row for assistive technology (default: the first column). */
  isRowHeader?: boolean;
}

export interface BulkActionContext<T> {
  /** Every selected key (across pages). */
  keys: Set<Key>;
  /** The selected rows that are in `rows`. */
  rows: T[];
  /** Clears the selection. */
  clear: () => void;
}

export interface DataTableProps<T extends object> {
  /** Accessible name of the table (required: a grid needs a name). */
  'aria-label': string;
  columns: ReadonlyArray<DataTableColumn<T>>;
  /** All rows (client-side paging and sorting) or, with `total`, only the current page (server-driven). */
  rows: ReadonlyArray<T>;
  /** Row id; default `row.id`. */
  getRowId?: (row: T) => Key;
  /**
   * Server-driven mode: the number of rows on the server. `rows` is then the current page, already sorted; the
   * table only reports `onSortChange`, `onPageChange` and `onPageSizeChange`.
   */
  total?: number;

  sortDescriptor?: SortDescriptor;
  defaultSortDescriptor?: SortDescriptor;
  onSortChange?: (descriptor: SortDescriptor) => void;

  /** Default `none`; `multiple` adds checkboxes and the bulk-actions bar. */
  selectionMode?: 'none' | 'single' | 'multiple';
  selectedKeys?: Iterable<Key>;
  defaultSelectedKeys?: Iterable<Key>;
  onSelectionChange?: (keys: Set<Key>) => void;
  /** Action buttons of the bulk-actions bar shown while rows are selected (e.g. a danger "Delete"). */
  bulkActions?: (context: BulkActionContext<T>) => ReactNode;

  /** Show the footer with paging, rows-per-page and the Dense switch (default true). */
  paginate?: boolean;
  /** 1-based page. */
  page?: number;
  defaultPage?: number;
  onPageChange?: (page: number) => void;
  pageSize?: number;
  /** Default the first option (§9: 5 for order lists; pass 10 for admin tables). */
  defaultPageSize?: number;
  onPageSizeChange?: (size: number) => void;
  /** Rows-per-page choices (default 5/10/25; admin tables 5/10/25/50). An empty list hides the select. */
  pageSizeOptions?: ReadonlyArray<number>;

  /** Compact rows. */
  dense?: boolean;
  defaultDense?: boolean;
  onDenseChange?: (dense: boolean) => void;
  /** Show the Dense switch in the footer (default true). */
  showDenseToggle?: boolean;

  /** Shows skeleton rows (default 8) instead of data. */
  isLoading?: boolean;
  skeletonRows?: number;
  /** The current search, so the empty state can say "No results found for …". */
  searchQuery?: string;
  /** Replaces the built-in empty state. */
  emptyState?: ReactNode;

  /** Row press (open the detail). */
  onRowAction?: (row: T) => void;
  /** Makes rows links (RAC `href`; use a RouterProvider for client-side navigation). */
  getRowHref?: (row: T) => string | undefined;

  /** Content above the table (tabs, search, filters). */
  toolbar?: ReactNode;
  /** Minimum table width before it scrolls sideways (CSS length or px, default 40rem). */
  minWidth?: number | string;
  /**
   * Below 600 px of its own width: `scroll` (default) keeps the table and scrolls it sideways; `cards` shows each row
   * as a card of "header: value" lines, so a phone sees every column without scrolling (the headers stay for screen
   * readers; sort from a wider screen or the toolbar).
   */
  narrowLayout?: 'scroll' | 'cards';
  className?: string;
  style?: CSSProperties;
  ref?: Ref<HTMLDivElement>;
}

/** A column's header as text: for type-to-select, and the label of its value in the `cards` layout. */
const columnLabel = (column: DataTableColumn<never>) =>
  column.textValue ?? (typeof column.header === 'string' ? column.header : undefined);

const length = (value: number | string | undefined) => (typeof value === 'number' ? `${value}px` : value);

const defaultRowId = (row: object): Key => {
  const id = (row as { id?: unknown }).id;
  return typeof id === 'string' || typeof id === 'number' ? id : String(id);
};

function readKey<T>(row: T, key: string): unknown {
  return row && typeof row === 'object' ? (row as Record<string, unknown>)[key] : undefined;
}

function defaultCell(value: unknown): ReactNode {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string' || typeof value === 'number') return value;
  if (typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString();
  return '';
}

/**
 * Sorts rows on the client by a column (its `sortValue` or the row's property). Empty values go last in both
 * directions; strings compare in the language's order with numbers in numeric order ("Order 2" before "Order 10").
 */
export function sortRows<T>(
  rows: ReadonlyArray<T>,
  columns: ReadonlyArray<DataTableColumn<T>>,
  descriptor: SortDescriptor | undefined,
  locale = 'en',
): T[] {
  const column = descriptor ? columns.find((c) => c.key === descriptor.column) : undefined;
  if (!descriptor || !column) return [...rows];
  const collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
  const sortKeyOf = (row: T) => {
    const v = column.sortValue ? column.sortValue(row) : readKey(row, column.key);
    if (v instanceof Date) return v.getTime();
    return v;
  };
  const direction = descriptor.direction === 'descending' ? -1 : 1;
  return rows
    .map((row, index) => ({ row, index, value: sortKeyOf(row) }))
    .sort((a, b) => {
      const emptyA = a.value === null || a.value === undefined || a.value === '' || Number.isNaN(a.value);
      const emptyB = b.value === null || b.value === undefined || b.value === '' || Number.isNaN(b.value);
      if (emptyA || emptyB) return emptyA === emptyB ? a.index - b.index : emptyA ? 1 : -1;
      let result: number;
      if (typeof a.value === 'number' && typeof b.value === 'number') result = a.value - b.value;
      else result = collator.compare(String(a.value), String(b.value));
      return result === 0 ? a.index - b.index : result * direction;
    })
    .map((entry) => entry.row);
}

/** A value that is controlled when `value` is given, otherwise owned here. */
function useControllable<V>(value: V | undefined, initial: V, onChange?: (next: V) => void) {
  const [own, setOwn] = useState(initial);
  const current = value !== undefined ? value : own;
  const set = (next: V) => {
    if (value === undefined) setOwn(next);
    onChange?.(next);
  };
  return [current, set] as const;
}

const SortArrow = () => (
  <svg data-part="sort-icon" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
    <path d="M4 12l1.41 1.41L11 7.83V20h2V7.83l5.58 5.59L20 12l-8-8-8 8Z" />
  </svg>
);

/**
 * The §2 admin/order table on react-aria-components `Table`: typed columns, sorting (controlled or not; on the
 * client for arrays, reported for server-driven data), multiple selection with a bulk-actions bar ("3 selected"),
 * rows per page with `Pagination` ("Showing x - y of n"), a Dense switch, 8 skeleton rows while loading, a
 * not-found state (search-aware), row actions or links, and sideways scrolling on small screens. Keyboard: arrow
 * keys move between rows and cells, Space selects, Enter runs the row action.
 */
export function DataTable<T extends object>({
  'aria-label': ariaLabel,
  columns,
  rows,
  getRowId = defaultRowId,
  total,
  sortDescriptor: sortProp,
  defaultSortDescriptor,
  onSortChange,
  selectionMode = 'none',
  selectedKeys: selectedProp,
  defaultSelectedKeys,
  onSelectionChange,
  bulkActions,
  paginate = true,
  page: pageProp,
  defaultPage = 1,
  onPageChange,
  pageSize: pageSizeProp,
  pageSizeOptions = DEFAULT_PAGE_SIZE_OPTIONS,
  defaultPageSize,
  onPageSizeChange,
  dense: denseProp,
  defaultDense = false,
  onDenseChange,
  showDenseToggle = true,
  isLoading = false,
  skeletonRows = SKELETON_ROWS,
  searchQuery,
  emptyState,
  onRowAction,
  getRowHref,
  toolbar,
  minWidth = '40rem',
  narrowLayout = 'scroll',
  className,
  style,
  ref,
}: DataTableProps<T>) {
  const { t } = useLaterUiTranslation();
  const { language, locale } = useLanguage();
  const serverDriven = total !== undefined;

  const [sort, setSort] = useControllable<SortDescriptor | undefined>(
    sortProp,
    defaultSortDescriptor,
    (descriptor) => {
      if (descriptor) onSortChange?.(descriptor);
    },
  );
  const [selectedList, setSelected] = useControllable<Set<Key>>(
    selectedProp === undefined ? undefined : new Set(selectedProp),
    new Set(defaultSelectedKeys ?? []),
    onSelectionChange,
  );
  const [page, setPage] = useControllable(pageProp, defaultPage, onPageChange);
  const [pageSize, setPageSize] = useControllable(
    pageSizeProp,
    defaultPageSize ?? pageSizeOptions[0] ?? 10,
    onPageSizeChange,
  );
  const [dense, setDense] = useControllable(denseProp, defaultDense, onDenseChange);

  const sorted = useMemo(
    () => (serverDriven ? [...rows] : sortRows(rows, columns, sort, locale)),
    [serverDriven, rows, columns, sort, locale],
  );
  const count = serverDriven ? Math.max(0, total) : sorted.length;
  const range = paginationRange(page, pageSize, count);
  const pageRows =
    !paginate || serverDriven ? sorted : sorted.slice((range.page - 1) * pageSize, range.page * pageSize);
  const pageKeys = pageRows.map(getRowId);

  // RAC sees only this page's keys; selections on other pages are kept when this page changes.
  const visibleSelection = new Set(pageKeys.filter((key) => selectedList.has(key)));
  const changeSelection = (next: Selection) => {
    const onPage = next === 'all' ? new Set(pageKeys) : next;
    if (selectionMode === 'single') {
      setSelected(new Set(onPage));
      return;
    }
    const merged = new Set([...selectedList].filter((key) => !pageKeys.includes(key)));
    for (const key of onPage) merged.add(key);
    setSelected(merged);
  };
  const clear = () => setSelected(new Set());
  const selectedRows = rows.filter((row) => selectedList.has(getRowId(row)));
  const n = (value: number) => formatNumber(value, language);
  const multiple = selectionMode === 'multiple';
  const rowById = new Map(pageRows.map((row) => [getRowId(row), row]));
  const rowHeaderKey = (columns.find((c) => c.isRowHeader) ?? columns[0])?.key;

  const renderEmpty = () => {
    if (isLoading) {
      return (
        <div data-part="loading">
          <VisuallyHidden>{t('dataTable.loading')}</VisuallyHidden>
          <div data-part="skeleton-rows" aria-hidden="true">
            {Array.from({ length: Math.max(0, skeletonRows) }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders that never reorder.
              <div data-part="skeleton-row" key={i}>
                {multiple ? <Skeleton variant="rect" width="1.125rem" height="1.125rem" /> : null}
                {columns.map((column) => (
                  <Skeleton key={column.key} />
                ))}
              </div>
            ))}
          </div>
        </div>
      );
    }
    if (emptyState) return emptyState;
    const query = searchQuery?.trim();
    return (
      <EmptyState
        variant="plain"
        headingLevel={3}
        title={query ? t('dataTable.notFound') : t('dataTable.noData')}
        message={query ? t('dataTable.noResults', { query }) : null}
      />
    );
  };

  return (
    <StyledDataTable
      ref={ref}
      className={className}
      style={{ ...style, '--_min-width': length(minWidth) } as CSSProperties}
      data-dense={dense || undefined}
      data-loading={isLoading || undefined}
      data-narrow={narrowLayout}
    >
      {toolbar ? <div data-part="toolbar">{toolbar}</div> : null}
      {multiple && selectedList.size > 0 ? (
        <div data-part="bulk-bar">
          <span data-part="selected-count">
            {t('dataTable.selected', { count: selectedList.size, value: n(selectedList.size) })}
          </span>
          <div data-part="bulk-actions">
            {bulkActions ? bulkActions({ keys: new Set(selectedList), rows: selectedRows, clear }) : null}
            <Button variant="ghost" size="small" onPress={clear}>
              {t('dataTable.clearSelection')}
            </Button>
          </div>
        </div>
      ) : null}
      <div data-part="scroller" aria-busy={isLoading || undefined}>
        <Table
          aria-label={ariaLabel}
          data-part="table"
          selectionMode={isLoading ? 'none' : selectionMode}
          selectionBehavior="toggle"
          selectedKeys={visibleSelection}
          onSelectionChange={changeSelection}
          sortDescriptor={sort}
          onSortChange={(descriptor) => {
            setSort(descriptor);
            if (range.page !== 1) setPage(1);
          }}
          onRowAction={
            onRowAction
              ? (key) => {
                  const row = rowById.get(key);
                  if (row) onRowAction(row);
                }
              : undefined
          }
        >
          <TableHeader>
            {multiple ? (
              <StyledColumn data-part="selection-column" data-selection>
                <Checkbox slot="selection" />
              </StyledColumn>
            ) : null}
            <Collection items={columns.map((column) => ({ ...column, id: column.key }))}>
              {(column) => (
                <StyledColumn
                  id={column.key}
                  isRowHeader={column.key === rowHeaderKey}
                  allowsSorting={Boolean(column.sortable)}
                  textValue={columnLabel(column)}
                  data-align={column.align ?? 'start'}
                  style={column.width === undefined ? undefined : { inlineSize: length(column.width) }}
                >
                  {({ allowsSorting, sortDirection }) => (
                    <span data-part="column-header">
                      <span data-part="column-label">{column.header}</span>
                      {allowsSorting ? (
                        <span data-part="sort" data-direction={sortDirection ?? 'none'}>
                          <SortArrow />
                        </span>
                      ) : null}
                    </span>
                  )}
                </StyledColumn>
              )}
            </Collection>
          </TableHeader>
          <TableBody
            items={isLoading ? [] : pageRows.map((row) => ({ row, id: getRowId(row) }))}
            dependencies={[columns, multiple, dense]}
            renderEmptyState={renderEmpty}
          >
            {({ row, id }) => (
              <StyledRow
                id={id}
                href={getRowHref?.(row)}
                data-clickable={onRowAction || getRowHref ? true : undefined}
              >
                {multiple ? (
                  <StyledCell data-part="selection-cell">
                    <Checkbox slot="selection" />
                  </StyledCell>
                ) : null}
                {columns.map((column) => (
                  <StyledCell
                    key={column.key}
                    data-align={column.align ?? 'start'}
                    data-label={columnLabel(column)}
                  >
                    {column.cell ? column.cell(row) : defaultCell(readKey(row, column.key))}
                  </StyledCell>
                ))}
              </StyledRow>
            )}
          </TableBody>
        </Table>
      </div>
      {paginate ? (
        <div data-part="footer">
          {showDenseToggle ? (
            <Switch isSelected={dense} onChange={setDense}>
              {t('dataTable.dense')}
            </Switch>
          ) : null}
          {pageSizeOptions.length > 0 ? (
            <Select
              data-part="page-size"
              label={t('dataTable.rowsPerPage')}
              items={pageSizeOptions.map((size) => ({ id: size, name: n(size) }))}
              value={pageSize}
              onChange={(size) => {
                if (typeof size !== 'number' || size === pageSize) return;
                setPageSize(size);
                if (range.page !== 1) setPage(1);
              }}
            >
              {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
            </Select>
          ) : null}
          <Pagination
            page={range.page}
            pageSize={pageSize}
            total={count}
            onChange={setPage}
            isDisabled={isLoading}
          />
        </div>
      ) : showDenseToggle ? (
        <div data-part="footer">
          <Switch isSelected={dense} onChange={setDense}>
            {t('dataTable.dense')}
          </Switch>
        </div>
      ) : null}
    </StyledDataTable>
  );
}
