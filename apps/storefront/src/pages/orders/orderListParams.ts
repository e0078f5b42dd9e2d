import type { OrderStatus } from '@abossey/sdk';

/*
 * "My orders" reads and writes its URL state with the SDK's order-list params (shared with the console's lists);
 * only the buyer's own rule lives here.
 */

/**
 * The statuses in which a buyer may delete their own order — the server's rule (`DELETE /orders/:id`, services/
 * orders.ts `BUYER_DELETABLE`): nothing has been shipped yet, or it was cancelled. The server still decides; this
 * only hides a button that would be refused.
 */
const BUYER_DELETABLE_STATUSES: readonly OrderStatus[] = ['pending', 'pending_payment', 'cancelled'];
export const canBuyerDelete = (status: OrderStatus) => BUYER_DELETABLE_STATUSES.includes(status);
