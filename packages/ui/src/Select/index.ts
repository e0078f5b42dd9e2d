export { Select, type SelectProps } from './Select';
export { SelectItem, type SelectItemProps } from './SelectItem';
