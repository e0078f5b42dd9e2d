export {
  OrderList,
  type OrderListPage,
  type OrderListProps,
  type OrderListRequest,
} from './OrderList';
export { OrderListFilters, type OrderListFiltersProps, type OrderListTab } from './OrderListFilters';
export { OrderTable, type OrderTableProps } from './OrderTable';
export { type OrderColumns, useOrderColumns } from './useOrderColumns';
