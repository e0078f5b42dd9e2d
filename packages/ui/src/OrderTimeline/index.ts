export { OrderTimeline, type OrderTimelineEntry, type OrderTimelineProps } from './OrderTimeline';
