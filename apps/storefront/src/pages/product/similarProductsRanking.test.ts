import { describe, expect, it } from 'vitest';
import { rankSimilarProducts, SIMILAR_DEFAULT_COUNT, similarProductsQuery } from './similarProductsRanking';

const item = (id: number, name: string, price: number, partCategory = 'Brakes') => ({
  id,
  name,
  price,
  partCategory,
});
const current = item(1, 'Brake Pad Set Toyota Corolla', 200);

describe('similarProductsQuery', () => {
  it('asks for the category with twice the wanted count', () => {
    expect(similarProductsQuery(current)).toMatchObject({ category: ['Brakes'], limit: 20 });
    expect(similarProductsQuery(current, 4)).toMatchObject({ limit: 8 });
    expect(SIMILAR_DEFAULT_COUNT).toBe(10);
  });

  it('never asks beyond the API page limit', () => {
    expect(similarProductsQuery(current, 80).limit).toBe(100);
  });
});

describe('rankSimilarProducts', () => {
  it('leaves the product itself out', () => {
    expect(rankSimilarProducts(current, [current, item(2, 'Brake Disc', 100)]).map((p) => p.id)).toEqual([2]);
  });

  it('puts the same category before name and price', () => {
    const ranked = rankSimilarProducts(current, [
      item(2, 'Brake Pad Set Toyota Corolla Rear', 200, 'Suspension'),
      item(3, 'Wiper blade', 900),
    ]);
    expect(ranked.map((p) => p.id)).toEqual([3, 2]);
  });

  it('then prefers names containing one another, then more shared words', () => {
    const ranked = rankSimilarProducts(current, [
      item(2, 'Rotor', 200),
      item(3, 'Brake Pad Set', 900),
      item(4, 'Toyota Corolla brake hose', 500),
      item(5, 'Corolla mirror', 500),
    ]);
    expect(ranked.map((p) => p.id)).toEqual([3, 4, 5, 2]);
  });

  it('then the closest price, either way, and the id on ties', () => {
    const ranked = rankSimilarProducts(current, [
      item(2, 'Caliper', 260),
      item(3, 'Rotor', 150),
      item(4, 'Drum', 240),
      item(5, 'Shoe', 160),
    ]);
    expect(ranked.map((p) => p.id)).toEqual([4, 5, 3, 2]);
  });

  it('keeps at most the requested count', () => {
    const many = Array.from({ length: 15 }, (_, i) => item(i + 2, `Part ${i}`, 100 + i));
    expect(rankSimilarProducts(current, many)).toHaveLength(10);
    expect(rankSimilarProducts(current, many, 3)).toHaveLength(3);
  });
});
