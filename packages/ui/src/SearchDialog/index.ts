export { SearchButton, type SearchButtonProps } from './SearchButton';
export { SearchDialog, type SearchDialogProps } from './SearchDialog';
export {
  defaultProductHref,
  defaultShopHref,
  SearchPanel,
  type SearchPanelProps,
  type SearchSelection,
  signInHref,
} from './SearchPanel';
export {
  filterSearchResults,
  type SearchProduct,
  type SearchResults,
  type SearchShop,
  type SearchSuggestionItem,
  searchWords,
} from './searchFilter';
export {
  SEARCH_DEBOUNCE_MS,
  type SearchFn,
  type SearchState,
  useDebouncedSearch,
} from './useDebouncedSearch';
