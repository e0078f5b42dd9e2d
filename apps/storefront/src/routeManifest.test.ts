import { readFileSync } from 'node:fs';
import { storefrontRoutes } from '@abossey/sdk';
import { describe, expect, it } from 'vitest';

/**
 * The server answers 404 for a path no route of the manifest (`@abossey/sdk` routes.ts) knows, so every route of the
 * router must be in it: a route added here and forgotten there would be a page that answers 404.
 */
describe('route manifest', () => {
  it('lists every path of the router', () => {
    const source = readFileSync(new URL('./routes.tsx', import.meta.url), 'utf8');
    const paths = [...source.matchAll(/\bpath: '([^']+)'/g)].map((m) => m[1]).filter((path) => path !== '*');
    expect(paths.length).toBeGreaterThan(20);
    for (const path of paths) expect(storefrontRoutes as readonly string[], path).toContain(path);
  });
});
