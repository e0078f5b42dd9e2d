import type { LoadableLanguage } from '@abossey/ui';
import type { ResourceKey } from 'i18next';

/**
 * The route namespaces' files (`resources.ts` loads this module with the first of them): each one's English and
 * other languages, one chunk per file. The glob spells out `ROUTE_NAMESPACES` (namespaces.ts).
 */
const routeFiles = import.meta.glob<ResourceKey>(
  '../locales/{auth,checkout,garage,orders,pages,product,shop}/*.json',
  { import: 'default' },
);

export async function loadRouteNamespace(lng: 'en' | LoadableLanguage, ns: string): Promise<ResourceKey> {
  const load = routeFiles[`../locales/${ns}/${lng}.json`];
  if (!load) throw new Error(`No strings for namespace ${ns} in ${lng}.`);
  return load();
}
