export {
  COUNT_BADGE_BUMP_MS,
  COUNT_BADGE_MAX,
  CountBadge,
  type CountBadgeProps,
  formatCount,
} from './CountBadge';
