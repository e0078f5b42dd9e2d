export { Select, type SelectProps } from './Select';
export { SelectItem, type SelectItemProps } from './SelectItem';
export { SelectPlaceholder, type SelectPlaceholderProps } from './SelectPlaceholder';
