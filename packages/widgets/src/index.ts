/**
 * @abossey/widgets — embeddable parts search, product card and cart for partner garages (issue 7). This is the
 * React build (for Storybook and React apps); `dist/embed/abossey.js` is the same source for any web page, with
 * React mapped to preact/compat (docs/adr/0007-widget-embed-build.md).
 */
export const WIDGET_TAGS = {
  search: 'abossey-search',
  productCard: 'abossey-product-card',
  cart: 'abossey-cart',
} as const;

export type WidgetName = keyof typeof WIDGET_TAGS;

export * from './cart';
export { type FetchLike, parseVehicle, type Vehicle, WidgetApiError } from './core/api';
export {
  checkoutUrl,
  createWidgetCart,
  sharedCart,
  WIDGET_CART_KEY,
  type WidgetCart,
} from './core/cartStore';
export type { WidgetProps } from './core/frame';
export { WIDGET_LANGS, type WidgetLang } from './core/i18n';
export {
  type CommonOptions,
  WIDGET_EVENTS,
  type WidgetEventHandler,
  type WidgetEventName,
  type WidgetInstance,
} from './core/mount';
export { WIDGET_THEMES, type WidgetTheme } from './core/theme';
export * from './product-card';
export * from './search';
