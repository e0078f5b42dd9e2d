/**
 * @abossey/widgets — embeddable parts search, product card and cart for partner garages (issue 7).
 * The custom-element names are fixed now so host pages and docs can rely on them.
 */
export const WIDGET_TAGS = {
  search: 'abossey-search',
  productCard: 'abossey-product-card',
  cart: 'abossey-cart',
} as const;

export type WidgetName = keyof typeof WIDGET_TAGS;
