import { describe, expect, it } from 'vitest';
import ar from '../../locales/pages/ar.json';
import cn from '../../locales/pages/cn.json';
import en from '../../locales/pages/en.json';
import fr from '../../locales/pages/fr.json';
import vi from '../../locales/pages/vi.json';
import { ALL_PAGE_KEYS, PRIVACY, STORAGE_KEYS, TERMS } from './content';

type Tree = { [key: string]: string | Tree };
const flatten = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : flatten(value, `${prefix}${key}.`),
  );
const get = (tree: Tree, key: string) =>
  key.split('.').reduce<string | Tree | undefined>((node, part) => (node as Tree | undefined)?.[part], tree);

/** Proper names, written the same as in English (the site's name moved to the `shell` namespace: none left). */
const PROPER_NAMES: Record<string, readonly string[]> = {};

describe('pages namespace', () => {
  it('en holds exactly the keys the pages read', () => {
    const keys = flatten(en);
    expect([...ALL_PAGE_KEYS].sort()).toEqual([...keys].sort());
    for (const key of keys) expect(String(get(en, key)).trim(), key).not.toBe('');
  });

  it('the legal pages are dated June 27, 2025 and name every browser storage key', () => {
    expect(en.common.lastUpdated).toBe('Last updated: June 27, 2025');
    expect(Object.keys(en.privacy.sections.storage.keys)).toEqual([...STORAGE_KEYS]);
    expect(PRIVACY.sections.length).toBeGreaterThan(5);
    expect(TERMS.sections.length).toBeGreaterThan(5);
  });

  it('the terms carry the §9 terms', () => {
    const terms = flatten(en)
      .filter((key) => key.startsWith('terms.'))
      .map((key) => String(get(en, key)))
      .join('\n');
    expect(terms).toContain('within 30 days of purchase');
    expect(terms).toContain('18 or over');
    expect(terms).toContain('non-refundable unless the Refund Policy says otherwise');
    expect(terms).toContain('10%');
    expect(terms).toContain('laws of the Republic of Ghana');
  });
});

describe.each(Object.entries({ fr, vi, cn, ar }))('pages strings in %s', (lng, strings) => {
  it('has the same keys as en, nested the same way', () => {
    expect(flatten(strings)).toEqual(flatten(en));
  });

  it('is translated, not copied from English (proper names aside)', () => {
    const copied = flatten(en).filter(
      (key) => !PROPER_NAMES[lng]?.includes(key) && get(strings, key) === get(en, key),
    );
    expect(copied).toEqual([]);
    for (const key of flatten(strings)) expect(String(get(strings, key)).trim(), key).not.toBe('');
  });

  it('keeps the date, the §9 numbers and the act', () => {
    const all = flatten(strings).map((key) => String(get(strings, key)));
    expect(all.some((s) => s.includes('2025') && s.includes('27'))).toBe(true);
    expect(all.some((s) => s.includes('30'))).toBe(true);
    expect(all.some((s) => s.includes('18'))).toBe(true);
    expect(all.some((s) => s.includes('10'))).toBe(true);
    expect(all.some((s) => s.includes('843'))).toBe(true);
  });
});
