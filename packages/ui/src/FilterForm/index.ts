export { FilterForm, type FilterFormProps } from './FilterForm';
export { filtersFromFormData } from './formFilters';
