export {
  humanizeStatus,
  orderStatuses,
  orderStatusTone,
  type StatusTone,
  statusToneByKeyword,
} from './orderStatus';
export { StatusBadge, type StatusBadgeProps } from './StatusBadge';
