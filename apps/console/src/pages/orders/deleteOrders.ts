/**
 * Bulk delete (§2, §8): one `DELETE /orders/:id` per order, all attempted even when some fail, so the caller can
 * say 'Failed to delete one or more orders' and still drop the ones that went.
 */
export async function deleteOrders<T extends { id: number }>(
  orders: readonly T[],
  remove: (id: number) => Promise<unknown>,
): Promise<{ deleted: number[]; failed: number[] }> {
  const results = await Promise.allSettled(orders.map((o) => remove(o.id)));
  const deleted: number[] = [];
  const failed: number[] = [];
  results.forEach((r, i) => {
    const id = orders[i]?.id;
    if (id !== undefined) (r.status === 'fulfilled' ? deleted : failed).push(id);
  });
  return { deleted, failed };
}
