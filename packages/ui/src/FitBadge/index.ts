export { type Fit, FitBadge, type FitBadgeProps } from './FitBadge';
