import type { Direction } from '../i18n/languages';
import { type ColorScheme, type Contrast, colorSchemes, contrasts } from '../theme/roles';
import { DEFAULT_PRIMARY_COLOR, fontFamilies, type PrimaryColor, primaryColors } from '../theme/tokens';

/** §1: the display settings live in localStorage under this key (one JSON object). */
export const SETTINGS_STORAGE_KEY = 'settings';

const directions = ['ltr', 'rtl'] as const satisfies readonly Direction[];
export const navLayouts = ['vertical', 'horizontal', 'mini'] as const;
export type NavLayout = (typeof navLayouts)[number];
export const navColors = ['integrate', 'apparent'] as const;
export type NavColor = (typeof navColors)[number];

/**
 * Font choices: Public Sans ships with the package (`@abossey/ui/fonts.css`); `System` is the platform's own UI
 * font. Each maps to a full CSS stack with the same fallbacks (Arabic and Chinese included).
 */
export const fontFamilyStacks = {
  'Public Sans': fontFamilies.sans,
  System: fontFamilies.sans.replace(/^'Public Sans',\s*/, ''),
} as const;
export type FontFamily = keyof typeof fontFamilyStacks;
export const fontFamilyOptions = Object.keys(fontFamilyStacks) as FontFamily[];

/** The §1 display settings. */
export interface Settings {
  /** Default light. */
  colorScheme: ColorScheme;
  /** Default ltr. Arabic is always right-to-left, whatever this says. */
  direction: Direction;
  /** Default `default`. */
  contrast: Contrast;
  /** Default vertical. For the app shell; the theme does not use it. */
  navLayout: NavLayout;
  /** Default blue. */
  primaryColor: PrimaryColor;
  /** Default integrate. For the app shell; the theme does not use it. */
  navColor: NavColor;
  /** Content limited to 1200 px. Default true. */
  compactLayout: boolean;
  /** Default Public Sans. */
  fontFamily: FontFamily;
}

export type SettingKey = keyof Settings;

/** §1 defaults. */
export const defaultSettings: Readonly<Settings> = {
  colorScheme: 'light',
  direction: 'ltr',
  contrast: 'default',
  navLayout: 'vertical',
  primaryColor: DEFAULT_PRIMARY_COLOR,
  navColor: 'integrate',
  compactLayout: true,
  fontFamily: 'Public Sans',
};

const oneOf =
  <T extends string>(options: readonly T[]) =>
  (value: unknown): value is T =>
    typeof value === 'string' && (options as readonly string[]).includes(value);

const validators: { [K in SettingKey]: (value: unknown) => value is Settings[K] } = {
  colorScheme: oneOf(colorSchemes),
  direction: oneOf(directions),
  contrast: oneOf(contrasts),
  navLayout: oneOf(navLayouts),
  primaryColor: oneOf(primaryColors),
  navColor: oneOf(navColors),
  compactLayout: (value): value is boolean => typeof value === 'boolean',
  fontFamily: oneOf(fontFamilyOptions),
};

export const settingKeys = Object.keys(validators) as SettingKey[];

/**
 * Reads settings from anything (a parsed stored value, a partial update): each valid field is kept, every missing
 * or invalid one falls back to `fallback` (§8), unknown fields are dropped.
 */
export function sanitizeSettings(input: unknown, fallback: Readonly<Settings> = defaultSettings): Settings {
  const source = input && typeof input === 'object' ? (input as Record<string, unknown>) : {};
  const out = { ...fallback };
  for (const key of settingKeys) {
    const value = source[key];
    if (validators[key](value)) (out as Record<SettingKey, unknown>)[key] = value;
  }
  return out;
}

export const sameSettings = (a: Readonly<Settings>, b: Readonly<Settings>): boolean =>
  settingKeys.every((key) => a[key] === b[key]);

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    // Merely touching localStorage throws in sandboxed iframes and with storage disabled.
    return undefined;
  }
}

/** The stored settings over `fallback`. §8: read failures (and unreadable JSON) are logged and ignored. */
export function readStoredSettings(
  key: string = SETTINGS_STORAGE_KEY,
  fallback: Readonly<Settings> = defaultSettings,
): Settings {
  try {
    const raw = storage()?.getItem(key);
    return raw ? sanitizeSettings(JSON.parse(raw), fallback) : { ...fallback };
  } catch (error) {
    console.warn('[abossey/ui] Could not read the stored settings', error);
    return { ...fallback };
  }
}

/** Stores the settings; the key is removed when they equal the defaults. §8: write failures are logged and ignored. */
export function storeSettings(
  settings: Readonly<Settings>,
  key: string = SETTINGS_STORAGE_KEY,
  defaults: Readonly<Settings> = defaultSettings,
): void {
  try {
    const store = storage();
    if (!store) return;
    if (sameSettings(settings, defaults)) store.removeItem(key);
    else store.setItem(key, JSON.stringify(settings));
  } catch (error) {
    console.warn('[abossey/ui] Could not store the settings', error);
  }
}
