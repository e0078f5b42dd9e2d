import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import ar from '../locales/ar.json';
import en from '../locales/en.json';
import { loadMessages, translator, WIDGET_LANGS } from './i18n';

describe('widget catalogues', () => {
  it('match the storefront wording they are copied from (sync-locales --check)', () => {
    expect(() =>
      execFileSync(
        process.execPath,
        [join(import.meta.dirname, '../../scripts/sync-locales.mjs'), '--check'],
        {
          stdio: 'pipe',
        },
      ),
    ).not.toThrow();
  });

  it('translate every English text in all five languages', async () => {
    const base = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');
    const wanted = new Set(Object.keys(en).map(base));
    for (const lang of WIDGET_LANGS) {
      const messages = (await loadMessages(lang)) as Record<string, string>;
      const present = new Set(Object.keys(messages).map(base));
      expect(
        [...wanted].filter((key) => !present.has(key)),
        lang,
      ).toEqual([]);
      if (lang !== 'en') expect(messages.productMissing, lang).not.toBe(en.productMissing);
    }
  });
});

describe('label in name (WCAG 2.5.3)', () => {
  it('keeps the visible Remove inside the spoken "Remove … from cart" in every language', async () => {
    for (const lang of WIDGET_LANGS) {
      const messages = await loadMessages(lang);
      expect(messages.remove, lang).toContain(messages.removeShort);
    }
  });
});

describe('translator', () => {
  it('fills placeholders', () => {
    const t = translator('en', en);
    expect(t('noResults', { query: 'brake' })).toBe('No results found for "brake"');
    expect(`${t('notFound')} - ${t('noResults', { query: 'x' })}`).toBe(
      'Not found - No results found for "x"',
    );
  });

  it('chooses the plural form of the language', () => {
    expect(translator('en', en)('items', { count: 1 })).toBe('1 item');
    expect(translator('en', en)('items', { count: 3 })).toBe('3 items');
    const t = translator('ar', ar);
    expect(t('items', { count: 2 })).toBe(ar.items_two);
    expect(t('items', { count: 3 })).toBe(ar.items_few.replace('{{count}}', '3'));
  });
});
