import { describe, expect, it } from 'vitest';

type Tree = { [key: string]: string | Tree };

/** The console's one namespace (`console`), a file per language. */
const files = import.meta.glob<Tree>('./*.json', { eager: true, import: 'default' });
const load = (lng: string) => files[`./${lng}.json`] as Tree;

const flatten = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : flatten(value, `${prefix}${key}.`),
  );
const base = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');
const get = (tree: Tree, key: string) =>
  key.split('.').reduce<string | Tree | undefined>((node, part) => (node as Tree | undefined)?.[part], tree);
const placeholders = (tree: Tree, key: string) =>
  [...String(get(tree, key)).matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();

/** Words that really are the same in a language (French 'Description', 'Console'). */
const SAME_AS_ENGLISH: Record<string, readonly string[]> = {
  fr: ['brandTag', 'shopForm.description', 'productForm.description'],
};

const en = load('en');

it('has all five languages', () => {
  for (const lng of ['en', 'fr', 'vi', 'cn', 'ar']) expect(files[`./${lng}.json`], lng).toBeDefined();
});

describe.each(['fr', 'vi', 'cn', 'ar'])('%s', (lng) => {
  const strings = load(lng);

  it('has every key of en (plural forms aside), no extra ones, same placeholders', () => {
    const own = new Set(flatten(strings).map(base));
    const english = new Set(flatten(en).map(base));
    expect([...english].filter((key) => !own.has(key))).toEqual([]);
    expect([...own].filter((key) => !english.has(key))).toEqual([]);
    for (const key of flatten(en).filter((k) => base(k) === k))
      expect(placeholders(strings, key), key).toEqual(placeholders(en, key));
  });

  it('is translated, not copied from English', () => {
    const same = flatten(en).filter(
      (key) =>
        placeholders(en, key).length === 0 &&
        !SAME_AS_ENGLISH[lng]?.includes(key) &&
        get(strings, key) === get(en, key),
    );
    expect(same).toEqual([]);
  });
});
