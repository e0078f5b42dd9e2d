export { SortForm, type SortFormProps } from './SortForm';
export { DEFAULT_PRODUCT_SORT, SortSelect, type SortSelectProps } from './SortSelect';
export { SortSelectPlaceholder, type SortSelectPlaceholderProps } from './SortSelectPlaceholder';
