export { FILTER_DRAWER_WIDTH, FilterDrawer, type FilterDrawerProps } from './FilterDrawer';
