export { mountSearch, type SearchOptions, searchAttributes } from './mount';
export { SEARCH_DEBOUNCE_MS, Search, type SearchProps, type SearchSelectDetail } from './Search';
