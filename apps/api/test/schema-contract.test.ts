import { ORDER_STATUSES, PAYMENT_STATUSES } from '@abossey/sdk';
import { describe, expect, it } from 'vitest';
import { orderStatuses, paymentStatuses } from '../src/db/schema.js';

// schema.ts keeps its own copy because drizzle-kit loads it without the workspace's source condition;
// this keeps the database's CHECK constraint and the wire contract from drifting apart.
describe('database schema and wire contract', () => {
  it('allow the same order statuses', () => {
    expect([...orderStatuses].sort()).toEqual([...ORDER_STATUSES].sort());
  });
  it('allow the same payment statuses', () => {
    expect([...paymentStatuses].sort()).toEqual([...PAYMENT_STATUSES].sort());
  });
});
