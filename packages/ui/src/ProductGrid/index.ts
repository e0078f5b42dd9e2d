export { PRODUCT_GRID_DEFAULT_SKELETONS, ProductGrid, type ProductGridProps } from './ProductGrid';
