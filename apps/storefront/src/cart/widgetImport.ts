/**
 * The storefront side of the embeddable widgets (issue 7).
 *
 * - A partner garage's widget checkout opens `/shop/product/checkout?add=<productId>:<qty>,…&ref=<ref>`: the lines are
 *   read from the URL (malformed parts ignored, quantities capped by the SDK cart rules), each product is fetched from
 *   the API (name, price, stock and shop come from the database, never from the URL), added to the cart store and
 *   the URL is replaced without `add`/`ref` so a reload does not add them twice.
 * - Any page opened with `?ref=<ref>` (a search result opens `/shop/product/<id>?ref=…`) stores the ref in the cart
 *   state; checkout sends it with the order so the garage is credited. A malformed ref is ignored.
 */
import { ApiError, type CartStore, MAX_LINE_QUANTITY, NetworkError, ORDER_MAX_LINES } from '@abossey/sdk';
import { type CartableProduct, cartLineOf } from './cartLine';

export interface WidgetLine {
  productId: number;
  quantity: number;
}

/**
 * `add=12:2,15:1` → lines. A part that is not `<positive id>:<positive whole quantity>` is skipped; the same product
 * twice adds up; a quantity is capped at the cart's line maximum; at most `ORDER_MAX_LINES` products are read.
 */
export function parseAddParam(value: string | null | undefined): WidgetLine[] {
  if (!value) return [];
  const byId = new Map<number, number>();
  for (const part of value.split(',')) {
    const match = /^\s*(\d{1,9}):(\d{1,9})\s*$/.exec(part);
    if (!match) continue;
    const productId = Number(match[1]);
    const quantity = Number(match[2]);
    if (productId < 1 || quantity < 1) continue;
    if (!byId.has(productId) && byId.size >= ORDER_MAX_LINES) continue;
    byId.set(productId, Math.min((byId.get(productId) ?? 0) + quantity, MAX_LINE_QUANTITY));
  }
  return [...byId].map(([productId, quantity]) => ({ productId, quantity }));
}

interface ImportedLine {
  id: number;
  name: string;
  quantity: number;
}

export interface ImportResult {
  /** Lines put in the cart, with the quantity the cart holds after the import (capped by stock). */
  added: ImportedLine[];
  /** Products that do not exist any more or are sold out: by name when known, else by id. */
  unavailable: { id: number; name: string | null }[];
  /** True when some products could not be read (network, server): the buyer may try again. */
  failed: boolean;
}

/**
 * Reads each product (`fetchProduct`, the SDK's `products.retrieve`), adds the available ones to `cart` and reports
 * what happened. A 404 or a stock of 0 makes a line unavailable; another error marks the import as failed.
 */
export async function importWidgetLines(
  lines: readonly WidgetLine[],
  cart: CartStore,
  fetchProduct: (id: number) => Promise<CartableProduct>,
): Promise<ImportResult> {
  const result: ImportResult = { added: [], unavailable: [], failed: false };
  const read = await Promise.all(
    lines.map(async (line) => {
      try {
        return { line, product: await fetchProduct(line.productId) };
      } catch (error) {
        const gone = error instanceof ApiError && !(error instanceof NetworkError) && error.status === 404;
        return { line, product: null, gone };
      }
    }),
  );
  for (const entry of read) {
    const { line, product } = entry;
    if (!product) {
      if ('gone' in entry && entry.gone) result.unavailable.push({ id: line.productId, name: null });
      else result.failed = true;
      continue;
    }
    const cartLine = cartLineOf(product);
    if (cartLine.available === 0) {
      result.unavailable.push({ id: product.id, name: product.name });
      continue;
    }
    cart.add({ ...cartLine, quantity: line.quantity });
    const held = cart.get().items.find((item) => item.id === product.id)?.quantity ?? line.quantity;
    result.added.push({ id: product.id, name: product.name, quantity: held });
  }
  return result;
}

/** The query string without the widget parameters (`add`, `ref`), `?`-prefixed, or '' when nothing is left. */
export function withoutWidgetParams(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('add');
  params.delete('ref');
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
