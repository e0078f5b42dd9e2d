import { PRODUCT_LIST_MAX_LIMIT, type Product, type ProductListQuery } from '@abossey/sdk';

/** §7: ten similar products unless asked otherwise. */
export const SIMILAR_DEFAULT_COUNT = 10;

type Candidate = Pick<Product, 'id' | 'name' | 'price' | 'partCategory'>;

/** §7: `GET /products` by the product's category, twice as many as wanted (one of them may be the product itself). */
export function similarProductsQuery(product: Candidate, count = SIMILAR_DEFAULT_COUNT): ProductListQuery {
  return {
    category: [product.partCategory],
    limit: Math.min(count * 2, PRODUCT_LIST_MAX_LIMIT),
    sort: 'featured',
  };
}

const words = (name: string) =>
  new Set(
    name
      .toLocaleLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((word) => word.length > 1),
  );

/** How much of one name is contained in the other: whole containment first, then the number of shared words. */
function nameContainment(a: string, b: string): number {
  const x = a.toLocaleLowerCase().trim();
  const y = b.toLocaleLowerCase().trim();
  if (x && y && (x.includes(y) || y.includes(x))) return Number.MAX_SAFE_INTEGER;
  const own = words(a);
  let shared = 0;
  for (const word of words(b)) if (own.has(word)) shared++;
  return shared;
}

/**
 * §7 ranking of similar products: the current product left out; same category first, then name containment, then
 * the closest price; the id keeps the order stable. At most `count`.
 */
export function rankSimilarProducts<P extends Candidate>(
  current: Candidate,
  candidates: readonly P[],
  count = SIMILAR_DEFAULT_COUNT,
): P[] {
  const category = current.partCategory.toLocaleLowerCase();
  return candidates
    .filter((candidate) => candidate.id !== current.id)
    .map((candidate) => ({
      candidate,
      sameCategory: candidate.partCategory.toLocaleLowerCase() === category ? 1 : 0,
      containment: nameContainment(current.name, candidate.name),
      distance: Math.abs(candidate.price - current.price),
    }))
    .sort(
      (a, b) =>
        b.sameCategory - a.sameCategory ||
        b.containment - a.containment ||
        a.distance - b.distance ||
        a.candidate.id - b.candidate.id,
    )
    .slice(0, Math.max(0, count))
    .map(({ candidate }) => candidate);
}
