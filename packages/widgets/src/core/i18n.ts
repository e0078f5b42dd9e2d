import en from '../locales/en.json';

/**
 * The widgets' message catalogues (en, fr, vi, cn, ar): a few dozen texts, most copied from ui's and the
 * storefront's catalogues by `scripts/sync-locales.mjs` so the wording matches the marketplace. English ships with
 * every widget; another language is one small chunk loaded when a widget asks for it.
 */
export type Messages = typeof en;
type MessageKey = {
  [K in keyof Messages]: K extends `${infer Base}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}`
    ? Base
    : K;
}[keyof Messages];

export const WIDGET_LANGS = ['en', 'fr', 'vi', 'cn', 'ar'] as const;
export type WidgetLang = (typeof WIDGET_LANGS)[number];

export const isWidgetLang = (value: unknown): value is WidgetLang =>
  typeof value === 'string' && (WIDGET_LANGS as readonly string[]).includes(value);

/** BCP 47 tag for `lang` attributes and Intl (the app code `cn` is Chinese, Simplified). */
export const localeOf = (lang: WidgetLang) => (lang === 'cn' ? 'zh-CN' : lang);
export const dirOf = (lang: WidgetLang) => (lang === 'ar' ? 'rtl' : 'ltr');

const loaders: Record<Exclude<WidgetLang, 'en'>, () => Promise<{ default: Messages }>> = {
  fr: () => import('../locales/fr.json'),
  vi: () => import('../locales/vi.json'),
  cn: () => import('../locales/cn.json'),
  ar: () => import('../locales/ar.json'),
};
const loaded: Partial<Record<WidgetLang, Messages>> = { en };

/** The catalogue of `lang` if it is already here (English always is). */
export const messagesNow = (lang: WidgetLang): Messages | undefined => loaded[lang];

/** Loads the catalogue of `lang` (once). A chunk that fails to load falls back to English. */
export async function loadMessages(lang: WidgetLang): Promise<Messages> {
  const ready = loaded[lang];
  if (ready) return ready;
  try {
    const messages = (await loaders[lang as Exclude<WidgetLang, 'en'>]()).default;
    loaded[lang] = messages;
    return messages;
  } catch {
    return en;
  }
}

export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

/** `t(key, values)`: `{{name}}` placeholders, and `_one`/`_other`… plural forms chosen by Intl for `count`/`value`. */
export function translator(lang: WidgetLang, messages: Messages): Translate {
  const plural = new Intl.PluralRules(localeOf(lang));
  const table = messages as Record<string, string>;
  return (key, values = {}) => {
    const count = values.count ?? values.value;
    let text = table[key];
    if (text === undefined && typeof count === 'number')
      text = table[`${key}_${plural.select(count)}`] ?? table[`${key}_other`];
    return (text ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
  };
}
