export {
  type BulkActionContext,
  DataTable,
  type DataTableColumn,
  type DataTableProps,
  DEFAULT_PAGE_SIZE_OPTIONS,
  SKELETON_ROWS,
  type SortDescriptor,
  sortRows,
} from './DataTable';
