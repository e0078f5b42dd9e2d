export { OrderTimeline, type OrderTimelineEntry, type OrderTimelineProps } from './OrderTimeline';
export { orderTimelineEntries } from './orderTimelineEntries';
