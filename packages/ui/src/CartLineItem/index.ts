export { CartLineItem, type CartLineItemData, type CartLineItemProps, lineTotal } from './CartLineItem';
