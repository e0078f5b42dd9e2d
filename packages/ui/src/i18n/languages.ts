/**
 * §1 interface languages. Five are translated (en, fr, vi, cn, ar; fallback en). The language list also offers
 * German, Spanish and English (Ghana), which show English text until they are translated.
 */

export const translatedLanguages = ['en', 'fr', 'vi', 'cn', 'ar'] as const;
export type TranslatedLanguage = (typeof translatedLanguages)[number];

export const languageCodes = ['en', 'fr', 'vi', 'cn', 'ar', 'de', 'es', 'en-GH'] as const;
export type LanguageCode = (typeof languageCodes)[number];

export const FALLBACK_LANGUAGE: TranslatedLanguage = 'en';

export type Direction = 'ltr' | 'rtl';

export interface LanguageInfo {
  code: LanguageCode;
  /** The language's own name, as the language list shows it. */
  label: string;
  /** English name, for people who cannot read the label. */
  englishLabel: string;
  dir: Direction;
  /** BCP 47 tag for `<html lang>`, react-aria and Intl (the app code `cn` is Chinese, Simplified). */
  locale: string;
  /** Locale for Intl number formatting (Arabic keeps Latin digits, matching GH₵ amounts). */
  numberLocale: string;
  /** False for list entries that fall back to English text. */
  translated: boolean;
}

export const languages: readonly LanguageInfo[] = [
  {
    code: 'en',
    label: 'English',
    englishLabel: 'English',
    dir: 'ltr',
    locale: 'en',
    numberLocale: 'en-GH',
    translated: true,
  },
  {
    code: 'fr',
    label: 'Français',
    englishLabel: 'French',
    dir: 'ltr',
    locale: 'fr',
    numberLocale: 'fr',
    translated: true,
  },
  {
    code: 'vi',
    label: 'Tiếng Việt',
    englishLabel: 'Vietnamese',
    dir: 'ltr',
    locale: 'vi',
    numberLocale: 'vi',
    translated: true,
  },
  {
    code: 'cn',
    label: '简体中文',
    englishLabel: 'Chinese',
    dir: 'ltr',
    locale: 'zh-CN',
    numberLocale: 'zh-CN',
    translated: true,
  },
  {
    code: 'ar',
    label: 'العربية',
    englishLabel: 'Arabic',
    dir: 'rtl',
    locale: 'ar',
    numberLocale: 'ar-u-nu-latn',
    translated: true,
  },
  {
    code: 'de',
    label: 'Deutsch',
    englishLabel: 'German',
    dir: 'ltr',
    locale: 'de',
    numberLocale: 'de',
    translated: false,
  },
  {
    code: 'es',
    label: 'Español',
    englishLabel: 'Spanish',
    dir: 'ltr',
    locale: 'es',
    numberLocale: 'es',
    translated: false,
  },
  {
    code: 'en-GH',
    label: 'English (Ghana)',
    englishLabel: 'English (Ghana)',
    dir: 'ltr',
    locale: 'en-GH',
    numberLocale: 'en-GH',
    translated: false,
  },
];

const byCode = new Map<string, LanguageInfo>(languages.map((l) => [l.code, l]));

/**
 * Maps anything a browser or storage may hold (`fr-FR`, `zh-Hans-CN`, `EN-gh`, `"ar"`) to a supported code;
 * undefined when nothing matches.
 */
export function matchLanguage(input: string | null | undefined): LanguageCode | undefined {
  if (!input) return undefined;
  const raw = input.trim().replace(/^"|"$/g, '');
  const exact = languageCodes.find((code) => code.toLowerCase() === raw.toLowerCase());
  if (exact) return exact;
  const base = raw.split(/[-_]/)[0]?.toLowerCase() ?? '';
  if (base === 'zh') return 'cn';
  return languageCodes.find((code) => code === base);
}

/** Like `matchLanguage`, falling back to English. */
export const resolveLanguage = (input: string | null | undefined): LanguageCode =>
  matchLanguage(input) ?? FALLBACK_LANGUAGE;

export function getLanguage(code: string | null | undefined): LanguageInfo {
  return byCode.get(resolveLanguage(code)) ?? byCode.get(FALLBACK_LANGUAGE)!;
}

export const directionOf = (code: string | null | undefined): Direction => getLanguage(code).dir;
