import { describe, expect, it } from 'vitest';

type Tree = { [key: string]: string | Tree };

/** Every namespace folder, as the app loads them (`src/i18n/index.ts`). */
const files = import.meta.glob<Tree>('./*/*.json', { eager: true, import: 'default' });
const namespaces = [...new Set(Object.keys(files).map((path) => path.split('/')[1] as string))].sort();
const load = (ns: string, lng: string) => files[`./${ns}/${lng}.json`];

const flatten = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : flatten(value, `${prefix}${key}.`),
  );
const base = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');
const get = (tree: Tree, key: string) =>
  key.split('.').reduce<string | Tree | undefined>((node, part) => (node as Tree | undefined)?.[part], tree);
const placeholders = (tree: Tree, key: string) =>
  [...String(get(tree, key)).matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();

/**
 * Words that really are the same in a language ('Stock' is French too) and proper names ('Abossey' in Latin script),
 * as `namespace:key`.
 */
const SAME_AS_ENGLISH: Record<string, readonly string[]> = {
  fr: ['storefront:product.stock', 'pages:common.siteName'],
  vi: ['pages:common.siteName'],
  cn: ['pages:common.siteName'],
};

it('finds the namespaces, each in all five languages', () => {
  expect(namespaces).toContain('storefront');
  for (const ns of namespaces)
    for (const lng of ['en', 'fr', 'vi', 'cn', 'ar'])
      expect(load(ns, lng), `${ns}/${lng}.json`).toBeDefined();
});

describe.each(namespaces)('namespace %s', (ns) => {
  const en = load(ns, 'en') as Tree;
  it.each(['fr', 'vi', 'cn', 'ar'])(
    '%s has every key of en (plural forms aside), no extra ones, same placeholders',
    (lng) => {
      const strings = load(ns, lng) as Tree;
      const own = new Set(flatten(strings).map(base));
      const english = new Set(flatten(en).map(base));
      expect([...english].filter((key) => !own.has(key))).toEqual([]);
      expect([...own].filter((key) => !english.has(key))).toEqual([]);
      for (const key of flatten(en).filter((k) => base(k) === k))
        expect(placeholders(strings, key), key).toEqual(placeholders(en, key));
    },
  );

  it.each(['fr', 'vi', 'cn', 'ar'])('%s is translated, not copied from English', (lng) => {
    const strings = load(ns, lng) as Tree;
    const own = new Set(flatten(strings));
    const same = flatten(en).filter(
      (key) =>
        placeholders(en, key).length === 0 &&
        !(ns === 'storefront' && key === 'brand') &&
        !SAME_AS_ENGLISH[lng]?.includes(`${ns}:${key}`) &&
        own.has(key) &&
        get(strings, key) === get(en, key),
    );
    expect(same).toEqual([]);
  });
});
