import type { ProductSort } from '@abossey/sdk';

/** §2 default sort: A-Z (the SDK's `name`). */
export const DEFAULT_PRODUCT_SORT: ProductSort = 'name';

export const sortLabelKeys = {
  featured: 'sortSelect.featured',
  newest: 'sortSelect.newest',
  price_asc: 'sortSelect.priceAsc',
  price_desc: 'sortSelect.priceDesc',
  name: 'sortSelect.name',
} as const satisfies Record<ProductSort, string>;
