/**
 * The product list's filter row and sort select, loaded after the first paint (issue 9): with their selects, list
 * boxes, popovers and chips they are about 44 KB gzip of react-aria that the first paint does not need.
 * AllProductsPage imports this module lazily on wide screens and shows same-size plain forms meanwhile; nothing imports it statically.
 */
export { FilterBar, SortSelect } from '@abossey/ui';
