/**
 * @abossey/ui — tokens, theme and display settings, i18n, accessible primitives and commerce components.
 * Fonts: `import '@abossey/ui/fonts.css'` once at an app's entry (Public Sans, shipped with the package).
 */

// Client-side routing for every ui link (e.g. ProductCard `href`): wrap the app in
// `<RouterProvider navigate={navigate} useHref={useHref}>` (react-router's hooks).
export { RouterProvider } from 'react-aria-components';
export * from './Badge';
export * from './Button';
export * from './i18n';
export * from './Money';
export * from './ProductCard';
export * from './Stars';
export * from './theme';
