export { ProductCard, type ProductCardProduct, type ProductCardProps } from './ProductCard';
export { ProductCardSkeleton, type ProductCardSkeletonProps } from './ProductCardSkeleton';
export { LOW_STOCK_THRESHOLD, type StockLevel, stockLevel } from './stock';
