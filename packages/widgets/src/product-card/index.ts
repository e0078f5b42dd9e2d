export { mountProductCard, type ProductCardOptions, productCardAttributes } from './mount';
export { type AddToCartDetail, LOW_STOCK_THRESHOLD, ProductCard, type ProductCardProps } from './ProductCard';
