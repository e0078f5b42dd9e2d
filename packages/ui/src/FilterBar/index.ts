export { FilterBar, type FilterBarProps } from './FilterBar';
export { FilterBarPlaceholder, type FilterBarPlaceholderProps } from './FilterBarPlaceholder';
export {
  type ConditionFilter,
  countActiveFilters,
  EMPTY_PRODUCT_FILTERS,
  type FilterLoading,
  type FilterOption,
  type FilterOptions,
  type MultiFilterKey,
  multiFilterKeys,
  normalizeFilters,
  type ProductFilterValue,
} from './filters';
