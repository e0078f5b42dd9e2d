import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  changeBrowserState,
  clearSearch,
  keptParams,
  pastEndPage,
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

  it('keeps the other parameters of a state as hidden fields of a GET form, without the page (issue 23)', () => {
    const state = read('q=pads&sort=newest&make=Kia&make=Honda&condition=Used&page=4');
    expect(keptParams(state, ['sort'])).toEqual([
      ['q', 'pads'],
      ['make', 'Kia'],
      ['make', 'Honda'],
      ['condition', 'Used'],
    ]);
    expect(keptParams(state, ['make', 'model', 'year', 'category', 'part', 'condition'])).toEqual([
      ['q', 'pads'],
      ['sort', 'newest'],
    ]);
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

describe('empty results and pages past the end (issue 25)', () => {
  it('finds the last page when the page asked for lies past it', () => {
    // 350 products, 30 a page: 12 pages; ?page=999 answers no products.
    expect(pastEndPage({ page: 999, total: 350, shown: 0 }, 30)).toBe(12);
    expect(pastEndPage({ page: 13, total: 350, shown: 0 }, 30)).toBe(12);
    // The last page itself, a page with products, or nothing at all to page through: not past the end.
    expect(pastEndPage({ page: 12, total: 350, shown: 20 }, 30)).toBeNull();
    expect(pastEndPage({ page: 5, total: 0, shown: 0 }, 30)).toBeNull();
    expect(pastEndPage({ page: 1, total: 0, shown: 0 }, 30)).toBeNull();
  });

  it('clears the search words but keeps the filters and sort, from page 1', () => {
    const state = read('q=pads&make=Toyota&sort=price-asc&page=3');
    const cleared = clearSearch(state);
    expect(cleared.q).toBe('');
    expect(cleared.make).toEqual(['Toyota']);
    expect(cleared.sort).toBe(state.sort);
    expect(cleared.page).toBe(1);
  });
});
