export {
  type CheckoutTotalsProps,
  OrderTotals,
  type OrderTotalsProps,
  type OrderViewTotalsProps,
} from './OrderTotals';
