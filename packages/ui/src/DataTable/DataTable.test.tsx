import { describe, expect, it } from 'vitest';
import { sortRows } from './DataTable';

describe('sortRows', () => {
  it('sorts strings numerically, numbers, dates, and puts empty values last', () => {
    const rows = [{ v: 'Order 10' }, { v: '' }, { v: 'Order 2' }, { v: 'order 1' }];
    const cols = [{ key: 'v', header: 'V' }];
    expect(sortRows(rows, cols, { column: 'v', direction: 'ascending' }).map((r) => r.v)).toEqual([
      'order 1',
      'Order 2',
      'Order 10',
      '',
    ]);
    expect(sortRows(rows, cols, { column: 'v', direction: 'descending' }).map((r) => r.v)).toEqual([
      'Order 10',
      'Order 2',
      'order 1',
      '',
    ]);
    const dated = [{ d: new Date('2025-02-01') }, { d: new Date('2024-01-01') }];
    expect(
      sortRows(dated, [{ key: 'd', header: 'D' }], {
        column: 'd',
        direction: 'ascending',
      })[0]?.d.getFullYear(),
    ).toBe(2024);
    expect(sortRows(rows, cols, undefined)).toEqual(rows);
  });
});
