/**
 * §5 rules for `PUT /business/{id}/transfer-ownership`, shared by the client and the server. Plain code, no zod: the
 * client checks them before any call, and its resources stay free of schemas (issue 9, docs/adr/0009).
 */
export const INVALID_TRANSFER_IDS = 'Invalid user IDs provided for transfer';

const asUserId = (value: unknown): number | undefined => {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? value : undefined;
  if (typeof value === 'string' && /^\s*\d{1,15}\s*$/.test(value)) return Number(value);
  return undefined;
};

/**
 * §5: both user ids must be numeric. `transferFromUserId` is 0 when unknown; `transferToUserId` must name a user.
 * Returns the ids, or undefined when they are not valid.
 */
export function parseTransferUserIds(input: {
  transferFromUserId?: unknown;
  transferToUserId?: unknown;
}): { from: number; to: number } | undefined {
  const from = asUserId(input.transferFromUserId ?? 0);
  const to = asUserId(input.transferToUserId);
  if (from === undefined || to === undefined || to === 0) return undefined;
  return { from, to };
}
