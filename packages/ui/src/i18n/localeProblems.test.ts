import { describe, expect, it } from 'vitest';
import { localeProblems } from './localeProblems';

const all = (tree: Record<string, unknown>, overrides: Record<string, unknown> = {}) =>
  Object.fromEntries(
    ['en', 'fr', 'vi', 'cn', 'ar'].map((lng) => [`./shop/${lng}.json`, overrides[lng] ?? tree]),
  );

describe('localeProblems', () => {
  const en = { title: 'Shops', count_one: '{{count}} shop', count_other: '{{count}} shops' };
  const translated = (word: string) => ({
    title: word,
    count_one: '{{count}} x',
    count_other: '{{count}} y',
  });

  it('finds nothing wrong in complete, translated files', () => {
    const files = {
      ...all(en),
      './shop/fr.json': translated('Boutiques'),
      './shop/vi.json': translated('Cửa hàng'),
      './shop/cn.json': { title: '商店', count_other: '{{count}} 家商店' },
      './shop/ar.json': translated('المتاجر'),
    };
    expect(localeProblems(files)).toEqual([]);
  });

  it('names missing languages, missing and extra keys, placeholders and copied English', () => {
    const files = {
      './shop/en.json': en,
      './shop/fr.json': { title: 'Shops', count_other: '{{n}} boutiques', extra: 'x' },
      './shop/vi.json': translated('Cửa hàng'),
      './shop/ar.json': { count_other: '{{count}} متاجر' },
    };
    expect(localeProblems(files)).toEqual([
      'shop/fr: extra extra',
      'shop/fr: title is copied from English',
      'shop/fr: placeholders of count_other',
      'shop/cn: no cn.json',
      'shop/ar: missing title',
    ]);
  });

  it('accepts words listed as the same in a language', () => {
    const files = { ...all(translated('x')), './shop/en.json': translated('x') };
    expect(localeProblems(files)).toHaveLength(4);
    expect(
      localeProblems(files, {
        sameAsEnglish: { fr: ['shop:title'], vi: ['shop:title'], cn: ['shop:title'], ar: ['shop:title'] },
      }),
    ).toEqual([]);
  });
});
