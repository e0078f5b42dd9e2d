import { describe, expect, it } from 'vitest';
import {
  changeProductFilters,
  isFiltered,
  managedProductQuery,
  readProductFilters,
  sortDescriptorOf,
  sortOfDescriptor,
  writeProductFilters,
} from './productFilters';

const read = (query: string) => readProductFilters(new URLSearchParams(query));
const defaults = {
  q: '',
  shop: undefined,
  stock: undefined,
  status: undefined,
  category: undefined,
  make: undefined,
  condition: undefined,
  sort: 'name',
  page: 1,
  limit: 10,
};

describe('products index filters ↔ URL', () => {
  it('reads the defaults from a bare URL, and writes them as nothing', () => {
    expect(read('')).toEqual(defaults);
    expect(writeProductFilters(read('')).toString()).toBe('');
    expect(isFiltered(read(''))).toBe(false);
  });

  it('round-trips every filter', () => {
    const filters = {
      q: 'brake pads',
      shop: 4,
      stock: 'low' as const,
      status: 'archived' as const,
      category: 'Engine & Oil',
      make: 'Mercedes-Benz',
      condition: 'Used' as const,
      sort: 'stock_desc' as const,
      page: 3,
      limit: 25,
    };
    expect(read(writeProductFilters(filters).toString())).toEqual(filters);
    expect(isFiltered(filters)).toBe(true);
  });

  it('falls back on values the page does not offer', () => {
    expect(
      read('shop=abc&stock=some&status=hidden&sort=cheap&page=-1&limit=7&condition=old&category=%20&make='),
    ).toEqual(defaults);
  });

  it('starts on page 1 when anything but the page changes', () => {
    const on3 = { ...read('page=3'), page: 3 };
    expect(changeProductFilters(on3, { stock: 'out' }).page).toBe(1);
    expect(changeProductFilters(on3, { page: 4 }).page).toBe(4);
  });

  it('asks the server for the shop as businessId, and leaves out what is not chosen', () => {
    expect(managedProductQuery(read('q=pads&shop=4&stock=out&status=active'))).toEqual({
      page: 1,
      limit: 10,
      sort: 'name',
      q: 'pads',
      businessId: 4,
      stock: 'out',
      status: 'active',
    });
    expect(managedProductQuery(read('category=Brakes&make=Toyota&condition=Brand%20New'))).toMatchObject({
      category: 'Brakes',
      make: 'Toyota',
      condition: 'Brand New',
    });
    expect(isFiltered(read('make=Toyota'))).toBe(true);
    expect(isFiltered(read('status=archived'))).toBe(true);
    expect(managedProductQuery(read(''))).toEqual({ page: 1, limit: 10, sort: 'name' });
  });

  it('maps column header sorts to orders and back', () => {
    expect(sortDescriptorOf('price_desc')).toEqual({ column: 'price', direction: 'descending' });
    expect(sortDescriptorOf('newest')).toBeUndefined();
    expect(sortOfDescriptor('stock', 'ascending')).toBe('stock_asc');
    expect(sortOfDescriptor('name', 'descending')).toBe('name_desc');
    expect(sortOfDescriptor('shop', 'ascending')).toBe('name');
  });
});
