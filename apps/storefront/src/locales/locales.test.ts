import { describe, expect, it } from 'vitest';
import ar from './ar.json';
import cn from './cn.json';
import en from './en.json';
import fr from './fr.json';
import vi from './vi.json';

type Tree = { [key: string]: string | Tree };
const flatten = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : flatten(value, `${prefix}${key}.`),
  );
const base = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');
const placeholders = (tree: Tree, key: string) => {
  const value = key
    .split('.')
    .reduce<string | Tree | undefined>((node, part) => (node as Tree)?.[part], tree);
  return [...String(value).matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();
};

/** Words that really are the same in a language ('Stock' is French too). */
const SAME_AS_ENGLISH: Record<string, readonly string[]> = { fr: ['product.stock'] };

describe.each(Object.entries({ fr, vi, cn, ar }))('storefront strings in %s', (lng, strings) => {
  it('has every key of en (plural forms aside) and no extra ones, with the same placeholders', () => {
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
        key !== 'brand' &&
        !SAME_AS_ENGLISH[lng]?.includes(key) &&
        flatten(strings).includes(key),
    );
    const get = (tree: Tree, key: string) =>
      key.split('.').reduce<string | Tree | undefined>((node, part) => (node as Tree)?.[part], tree);
    expect(same.filter((key) => get(strings, key) === get(en, key))).toEqual([]);
  });
});
