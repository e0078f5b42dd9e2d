export { CART_BADGE_MAX, Cart, type CartProps, type CheckoutDetail, formatBadge } from './Cart';
export { type CartOptions, cartAttributes, mountCart } from './mount';
