/**
 * The visitor's display settings as the server reads them: the `settings` cookie the apps write (the SDK's
 * `cookieStorage()`, ADR 0024), and the `<html>` attributes the ui `ThemeProvider scope="document"` sets from them, so
 * the HTML the server sends paints in the visitor's scheme, contrast and direction before any script runs.
 *
 * Every value is checked against the known set (the SDK's `colorSchemes`, `contrasts`, `primaryColors` and
 * `textDirections`, the very lists the ui theme uses); unknown or malformed values fall back to the §1 defaults one by
 * one, so cookie text never reaches the HTML.
 */
import {
  type ColorScheme,
  type Contrast,
  colorSchemes,
  contrasts,
  DEFAULT_PRIMARY_COLOR,
  type PrimaryColor,
  primaryColors,
  readCookie,
  type TextDirection,
  textDirections,
} from '@abossey/sdk';
import type { HeadLanguage } from './head-strings.js';

const SETTINGS_COOKIE = 'settings';
/** A settings cookie longer than this is ignored unread (the apps write about 200 characters). */
const SETTINGS_COOKIE_LIMIT = 1024;

export interface DisplaySettings {
  colorScheme: ColorScheme;
  contrast: Contrast;
  primaryColor: PrimaryColor;
  direction: TextDirection;
  compactLayout: boolean;
}

/** §1 defaults (the ui's `defaultSettings`). */
export const defaultDisplaySettings: Readonly<DisplaySettings> = {
  colorScheme: 'light',
  contrast: 'default',
  primaryColor: DEFAULT_PRIMARY_COLOR,
  direction: 'ltr',
  compactLayout: true,
};

const oneOf = <T extends string>(options: readonly T[], value: unknown): T | undefined =>
  typeof value === 'string' && (options as readonly string[]).includes(value) ? (value as T) : undefined;

/** The `settings` cookie's JSON object, or `{}` (absent, too long, not JSON, not an object). */
function settingsCookieFields(header: string | undefined): Record<string, unknown> {
  const raw = readCookie(header, SETTINGS_COOKIE);
  let parsed: unknown;
  if (raw && raw.length <= SETTINGS_COOKIE_LIMIT) {
    try {
      parsed = JSON.parse(raw);
    } catch {
      parsed = undefined;
    }
  }
  return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
}

/** The display settings of a `Cookie` header: each valid field of the `settings` cookie's JSON, else its default. */
export function displaySettingsFromCookie(header: string | undefined): DisplaySettings {
  const source = settingsCookieFields(header);
  const d = defaultDisplaySettings;
  return {
    colorScheme: oneOf(colorSchemes, source.colorScheme) ?? d.colorScheme,
    contrast: oneOf(contrasts, source.contrast) ?? d.contrast,
    primaryColor: oneOf(primaryColors, source.primaryColor) ?? d.primaryColor,
    direction: oneOf(textDirections, source.direction) ?? d.direction,
    compactLayout: typeof source.compactLayout === 'boolean' ? source.compactLayout : d.compactLayout,
  };
}

/**
 * The fields a server render reads from the `settings` cookie: the ui's `settingKeys` (`Settings` in
 * packages/ui/src/Settings/settingsStore.ts), which the ui checks itself; the API knows the values of five of them.
 */
const RENDERED_SETTING_KEYS = [
  'colorScheme',
  'compactLayout',
  'contrast',
  'direction',
  'fontFamily',
  'navColor',
  'navLayout',
  'primaryColor',
] as const;

/**
 * The part of a `Cookie` header a server-rendered page depends on: the `settings` cookie's rendered fields that hold a
 * short string or a boolean, as one canonical JSON text ('' for none). Two visitors with the same text get the same
 * page, so it keys the page cache; the page is rendered from it alone (`settingsCookie`), never from the raw header,
 * so no other cookie can make a page differ from its key.
 */
export function renderedSettings(header: string | undefined): string {
  const source = settingsCookieFields(header);
  const kept: Record<string, string | boolean> = {};
  for (const key of RENDERED_SETTING_KEYS) {
    const value = source[key];
    if (typeof value === 'boolean' || (typeof value === 'string' && value.length <= 64)) kept[key] = value;
  }
  return Object.keys(kept).length > 0 ? JSON.stringify(kept) : '';
}

/** A `Cookie` header holding only `renderedSettings`' text (undefined for none). */
export const settingsCookie = (settings: string): string | undefined =>
  settings ? `${SETTINGS_COOKIE}=${encodeURIComponent(settings)}` : undefined;

/** `hreflang`/`<html lang>` of each app language (the app's `cn` is Chinese, Simplified). */
export const LANGUAGE_TAGS: Record<HeadLanguage, string> = {
  en: 'en',
  fr: 'fr',
  vi: 'vi',
  cn: 'zh-CN',
  ar: 'ar',
};

/**
 * The `<html>` attributes of a page in `lng` with `settings`, as the ui sets them after hydration: `lang` (BCP 47),
 * `dir` (Arabic is always rtl, other languages follow the direction setting), `data-lng` (the app's language code,
 * which the apps' i18n starts in on a first visit: `serverLanguage()` in the ui), and `themeAttributes()`'s
 * `data-color-scheme`, `data-contrast`, `data-primary`, `data-density` (always `comfortable` in the apps) and
 * `data-compact`. Every value comes from a fixed set.
 */
export function htmlAttributes(lng: HeadLanguage, settings: DisplaySettings): [string, string][] {
  return [
    ['lang', LANGUAGE_TAGS[lng]],
    ['dir', lng === 'ar' ? 'rtl' : settings.direction],
    ['data-lng', lng],
    ['data-color-scheme', settings.colorScheme],
    ['data-contrast', settings.contrast],
    ['data-primary', settings.primaryColor],
    ['data-density', 'comfortable'],
    ['data-compact', String(settings.compactLayout)],
  ];
}

/** `html` with its `<html>` tag's attributes of those names replaced by `attributes` (others, e.g. `data-app`, kept). */
export function setHtmlAttributes(html: string, attributes: readonly [string, string][]): string {
  const names = new Set(attributes.map(([name]) => name));
  return html.replace(/<html\b([^>]*)>/i, (_whole, existing: string) => {
    const rest = existing.replace(/\s([\w-]+)(="[^"]*")?/g, (attribute: string, name: string) =>
      names.has(name.toLowerCase()) ? '' : attribute,
    );
    const written = attributes.map(([name, value]) => ` ${name}="${value.replace(/[&<>"']/g, '')}"`).join('');
    return `<html${written}${rest}>`;
  });
}
