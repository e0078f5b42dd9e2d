import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createI18n, UI_NAMESPACE, uiResources } from './createI18n';
import { type TranslatedLanguage, translatedLanguages } from './languages';

const PLURAL = /_(zero|one|two|few|many|other)$/;
type Strings = { [key: string]: string | Strings };

function flatten(tree: Strings, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const strings = Object.fromEntries(
  translatedLanguages.map((lng) => [lng, flatten(uiResources[lng] as Strings)]),
) as Record<TranslatedLanguage, Map<string, string>>;

const i18n = createI18n({ lng: 'en', persist: false });
/** The plural suffixes i18next will look up for a language (`_one`, `_other`, ... from Intl.PluralRules). */
const pluralSuffixes = (lng: string): string[] => i18n.services.pluralResolver.getSuffixes(lng);

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();

/** Every key in en, with plural keys reduced to their base. */
const enBases = new Map<string, { plural: boolean; sample: string }>();
for (const [key, value] of strings.en) {
  const base = key.replace(PLURAL, '');
  enBases.set(base, { plural: base !== key, sample: value });
}

describe.each(translatedLanguages)('ui strings in %s', (lng) => {
  const own = strings[lng];

  it('has every key that en has (plural keys in every form the language needs)', () => {
    const missing: string[] = [];
    for (const [base, { plural }] of enBases) {
      if (!plural) {
        if (!own.has(base)) missing.push(base);
        continue;
      }
      for (const suffix of pluralSuffixes(lng))
        if (!own.has(`${base}${suffix}`)) missing.push(`${base}${suffix}`);
    }
    expect(missing).toEqual([]);
  });

  it('has no keys that en does not have', () => {
    const extra = [...own.keys()].filter((key) => !enBases.has(key.replace(PLURAL, '')));
    expect(extra).toEqual([]);
  });

  it('has no empty strings and keeps the same placeholders as en', () => {
    const problems: string[] = [];
    for (const [key, value] of own) {
      if (!value.trim()) problems.push(`${key} is empty`);
      const base = key.replace(PLURAL, '');
      const en = enBases.get(base);
      if (!en) continue;
      const expected = placeholders(en.sample).filter((p) => p !== 'count');
      const actual = placeholders(value).filter((p) => p !== 'count');
      // Arabic may spell out small counts ("one rating"), so {{value}} is optional in those plural forms.
      const optional = lng === 'ar' && /_(zero|one|two)$/.test(key);
      const missing = expected.filter((p) => !actual.includes(p) && !optional);
      const unknown = actual.filter((p) => !expected.includes(p));
      if (missing.length || unknown.length)
        problems.push(`${key}: {{${missing.concat(unknown).join('}}, {{')}}}`);
    }
    expect(problems).toEqual([]);
  });
});

describe.each(translatedLanguages.filter((lng) => lng !== 'en'))('ui strings in %s', (lng) => {
  it('are actually translated (not a copy of en)', () => {
    const own = strings[lng];
    const same = [...own].filter(([key, value]) => strings.en.get(key) === value);
    expect(same.length).toBeLessThan(own.size / 4);
  });
});

describe('ui source uses only keys that exist', () => {
  const srcDir = join(dirname(fileURLToPath(import.meta.url)), '..');
  const files = readdirSync(srcDir, { recursive: true, encoding: 'utf8' }).filter(
    (f) => /\.tsx?$/.test(f) && !/\.(test|stories)\.tsx?$/.test(f),
  );
  const used = new Set<string>();
  for (const file of files) {
    const code = readFileSync(join(srcDir, file), 'utf8');
    for (const m of code.matchAll(/\bt\(\s*'([\w.]+)'/g)) used.add(m[1] as string);
    // Keys passed around as strings (not straight into t()); src/theme names colour roles the same way
    // ('rating.empty' is a token there), so it is left out of this guess.
    if (file.startsWith('theme')) continue;
    for (const m of code.matchAll(/'((?:product|productCard|rating|button)\.[\w.]+)'/g))
      used.add(m[1] as string);
  }

  it('finds the keys it checks', () => {
    expect(used.size).toBeGreaterThan(10);
  });

  it.each([...used].sort())('%s exists in en', (key) => {
    expect(enBases.has(key), `${key} is missing from locales/en.json`).toBe(true);
  });

  it('the namespace is ui', () => {
    expect(UI_NAMESPACE).toBe('ui');
  });
});
