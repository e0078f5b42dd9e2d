import type { OrderTimelineEntry } from './OrderTimeline';

/** A delivered order's history, oldest first (as the API sends it). */
export const deliveredHistory: OrderTimelineEntry[] = [
  { status: 'pending_payment', createdAt: '2025-03-05T09:12:00.000Z', note: null, changedBy: null },
  {
    status: 'pending_delivery',
    createdAt: '2025-03-05T10:40:00.000Z',
    note: 'Payment confirmed by MTN MoMo.',
  },
  {
    status: 'order_picked',
    createdAt: '2025-03-06T08:05:00.000Z',
    note: 'Picked up at Abossey Okai.',
    changedBy: { name: 'Kwame Mensah' },
  },
  {
    status: 'delivered',
    createdAt: '2025-03-06T15:30:00.000Z',
    note: 'Delivered to the buyer in East Legon.',
  },
];
