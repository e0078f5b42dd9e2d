/**
 * @abossey/ui — tokens, theme and display settings, i18n, accessible primitives and commerce components.
 * Fonts: `import '@abossey/ui/fonts.css'` once at an app's entry (Public Sans, shipped with the package).
 */

// Client-side routing for every ui link (e.g. ProductCard `href`): wrap the app in
// `<RouterProvider navigate={navigate} useHref={useHref}>` (react-router's hooks).
export { RouterProvider } from 'react-aria-components';
export * from './Avatar';
export * from './Badge';
export * from './Button';
export * from './Checkbox';
export * from './Chip';
export * from './ComboBox';
export * from './CountBadge';
export * from './EmptyState';
export * from './ErrorPanel';
export * from './Field';
export * from './i18n';
export * from './Money';
export * from './MultiSelect';
export * from './NumberField';
export * from './Pagination';
export * from './PasswordField';
export * from './ProductCard';
export * from './RadioGroup';
export * from './Select';
export * from './Skeleton';
export * from './Stars';
export * from './StatusBadge';
export * from './Switch';
export * from './Tabs';
export * from './TextField';
export * from './theme';
