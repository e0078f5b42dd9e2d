/**
 * @abossey/ui — tokens, theme and display settings, i18n, accessible primitives and commerce components.
 * Fonts: `import '@abossey/ui/fonts.css'` once at an app's entry (Public Sans, shipped with the package).
 */

// The rich-text editor is not here: import it from '@abossey/ui/rich-text-editor' (lazily) to keep tiptap out of
// bundles that never edit text.
export * from './AccountDrawer';
export * from './AddressCard';
export * from './AppShell';
export * from './Avatar';
export * from './AvatarUpload';
export * from './Badge';
export * from './Breadcrumbs';
export * from './Button';
export * from './Carousel';
export * from './CartLineItem';
export * from './Checkbox';
export * from './Chip';
export * from './ComboBox';
export * from './CommandPalette';
export * from './ConfirmDialog';
export * from './CountBadge';
export * from './DataTable';
export * from './DateRangeFilter';
export * from './Delivery';
export * from './Dialog';
export * from './Drawer';
export * from './DropZone';
export * from './EmptyState';
export * from './ErrorPage';
export * from './ErrorPanel';
export * from './Field';
export * from './FilterBar';
export * from './FilterDrawer';
export * from './FilterForm';
export * from './FitBadge';
export * from './Footer';
export * from './FullScreenToggle';
export * from './Header';
export * from './IconButton';
export * from './i18n';
export * from './images';
// Client-side routing for every ui link (e.g. ProductCard `href`): wrap the app in
// `<RouterProvider navigate={navigate} useHref={useHref}>` (react-router's hooks).
export { RouterProvider } from './internal/router';
export * from './LanguageSwitcher';
export * from './LazyOverlay';
export * from './lazyWhenVisible';
export * from './Markdown';
export * from './Menu';
export * from './Money';
export * from './MultiSelect';
export * from './NavigationProgress';
export * from './NavMenu';
export * from './NotificationsDrawer';
export * from './NumberField';
export * from './OrderDetail';
export * from './OrderList';
export * from './OrderTimeline';
export * from './OrderTotals';
export * from './Pagination';
export * from './PasswordField';
export * from './Popover';
export * from './ProductCard';
export * from './ProductGrid';
export * from './ProgressBar';
export * from './RadioGroup';
export * from './Rating';
export * from './RatingLine';
export * from './RatingSummary';
export * from './ReviewsPanel';
export * from './SearchBox';
export * from './SearchDialog';
export * from './Select';
export * from './Settings';
export * from './ShopContact';
export * from './Skeleton';
export * from './SortSelect';
export * from './Stars';
export * from './StatusBadge';
export * from './Switch';
export * from './Tabs';
export * from './TextField';
export * from './Toast';
export * from './Tooltip';
export * from './theme';
export * from './VehicleCompatibilityList';
