import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import first from '../locales/en.json';
import later from '../locales/en.later.json';
import { createI18n } from './createI18n';
import { I18nProvider } from './I18nProvider';
import { useLaterUiTranslation } from './laterStrings';
import { createLazyI18n } from './lazyI18n';

type Strings = { [key: string]: string | Strings };
const keysOf = (tree: Strings, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A later string's key: its group's prefix when the whole group is later, else one of its keys. */
const laterKey = Object.entries(later as Strings)
  .map(([group, strings]) =>
    group in first
      ? `(?:${keysOf(strings as Strings, `${group}.`)
          .map(escapeRegExp)
          .join('|')})['\`]`
      : `${escapeRegExp(group)}\\.`,
  )
  .join('|');
// ui reads its keys with `t`, and keys also travel as strings; the apps read ui keys with `tu` (their own `t` has
// namespaces with the same group names, e.g. `settings`).
const uiUse = new RegExp(`['\`](?:${laterKey})`);
const appUse = new RegExp(`\\btu\\(\\s*['\`](?:${laterKey})`);
const withoutComments = (code: string) => code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..');
const sources = ['packages/ui/src', 'apps/storefront/src', 'apps/console/src'].flatMap((dir) =>
  readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !/\.(test|stories)\.tsx?$/.test(f) && !f.startsWith('theme'))
    .map((f) => join(dir, f)),
);
const read = (file: string) => withoutComments(readFileSync(join(root, file), 'utf8'));

const Title = () => <h1>{useLaterUiTranslation().t('searchDialog.title')}</h1>;

describe('the later English ui strings', () => {
  it('share no key with the first-page file', () => {
    const firstKeys = new Set(keysOf(first as Strings));
    expect(keysOf(later as Strings).filter((key) => firstKeys.has(key))).toEqual([]);
  });

  it('are read only through useLaterUiTranslation', () => {
    const users = sources.filter((file) => (file.startsWith('apps/') ? appUse : uiUse).test(read(file)));
    expect(users.length).toBeGreaterThan(30);
    const wrong = users.filter((file) => {
      const code = readFileSync(join(root, file), 'utf8');
      return (
        /useUiTranslation\(|useTranslation\(UI_NAMESPACE/.test(code) ||
        !code.includes('useLaterUiTranslation')
      );
    });
    expect(wrong).toEqual([]);
  });

  it('are in createI18n from the start and join a lazy instance when a component asks', async () => {
    expect(createI18n({ lng: 'en', persist: false }).t('confirmDialog.cancel', { ns: 'ui' })).toBe('Cancel');
    const { i18n, ready } = createLazyI18n({ lng: 'en', persist: false });
    await ready;
    expect(i18n.exists('searchDialog.button', { ns: 'ui' })).toBe(true);
    expect(i18n.exists('searchDialog.title', { ns: 'ui' })).toBe(false);
    render(
      <I18nProvider i18n={i18n.cloneInstance()}>
        <Title />
      </I18nProvider>,
    );
    // The clone added them to the store it shares with its parent.
    expect(screen.getByRole('heading').textContent).toBe(later.searchDialog.title);
    expect(i18n.t('searchDialog.button', { ns: 'ui' })).toBe(first.searchDialog.button);
    expect(i18n.exists('searchDialog.title', { ns: 'ui' })).toBe(true);
  });
});
