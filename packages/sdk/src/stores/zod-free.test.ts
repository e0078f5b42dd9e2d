import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The modules the storefront's first page runs must not load zod or a schema module (a schema module in a chunk brings
 * all its top-level schemas and zod with it: about 10 KB gzip, issue 9, docs/adr/0009). Type-only imports are erased
 * and allowed. `npm run size` measures the result; this names the culprit when one of these modules regresses.
 */
const firstPageModules = [
  'stores/cart.ts',
  'stores/wishlist.ts',
  'stores/garage.ts',
  'stores/guards.ts',
  'stores/persisted.ts',
  'stores/session.ts',
  'domain/garage-limits.ts',
  'domain/order-limits.ts',
  'domain/product-options.ts',
  'domain/partner-ref.ts',
  'domain/money.ts',
  'domain/service-charge.ts',
  'domain/user-profile.ts',
];

describe('first-page SDK modules are zod-free', () => {
  it.each(firstPageModules)('%s', (path) => {
    const source = readFileSync(new URL(`../${path}`, import.meta.url), 'utf8');
    const valueImports = [...source.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+'([^']+)'/gms)].map(
      (match) => match[1],
    );
    expect(valueImports.filter((from) => /(^zod|\/zod\.js$|\/schemas\/)/.test(from ?? ''))).toEqual([]);
  });
});
