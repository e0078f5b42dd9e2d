import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  changeBrowserState,
  productQuery,
  readBrowserState,
  resetFilters,
  writeBrowserState,
} from './browserParams';

const read = (query: string) => readBrowserState(new URLSearchParams(query));

describe('product browser URL state', () => {
  it('reads the defaults from an empty query: A-Z, page 1, no filters', () => {
    expect(read('')).toEqual({
      q: '',
      sort: 'name',
      make: [],
      model: [],
      year: [],
      category: [],
      part: [],
      condition: null,
      page: 1,
    });
  });

  it('reads repeated filters, drops duplicates and nonsense', () => {
    const state = read(
      'q=+brake+pads+&sort=price_desc&make=Toyota&make=Honda&make=Toyota&year=2015&year=abc&year=1700&condition=Used&page=3&part=',
    );
    expect(state).toMatchObject({
      q: 'brake pads',
      sort: 'price_desc',
      make: ['Toyota', 'Honda'],
      year: [2015],
      part: [],
      condition: 'Used',
      page: 3,
    });
    expect(read('sort=cheapest&condition=Broken&page=-2')).toMatchObject({
      sort: 'name',
      condition: null,
      page: 1,
    });
  });

  it('writes back only what differs from the defaults, and round-trips', () => {
    const state = read('q=filter&make=Kia&year=2019&condition=Brand+New&page=2');
    const written = writeBrowserState(state).toString();
    expect(written).toBe('q=filter&make=Kia&year=2019&condition=Brand+New&page=2');
    expect(read(written)).toEqual(state);
    expect(writeBrowserState(read('')).toString()).toBe('');
  });

  it('goes back to page 1 on a new search or filter, and resets all filters at once', () => {
    const state = read('make=Kia&model=Rio&condition=Used&page=4');
    expect(changeBrowserState(state, { q: 'mirror' })).toMatchObject({ q: 'mirror', page: 1, make: ['Kia'] });
    expect(activeFilterCount(state)).toBe(3);
    const reset = resetFilters(state);
    expect(activeFilterCount(reset)).toBe(0);
    expect(reset.page).toBe(1);
  });

  it('builds the API query with 30 per page and only the filters in use', () => {
    expect(productQuery(read('make=Kia&page=2'))).toEqual({
      sort: 'name',
      make: ['Kia'],
      page: 2,
      limit: 30,
    });
  });
});
