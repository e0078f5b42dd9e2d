import { browserStorage, type PersistedAtom, persistedAtom, type StorageLike } from '@abossey/sdk';
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

export interface SettingsAtomOptions {
  /** localStorage key. Default `settings` (§1). */
  key?: string;
  /** What the settings start as when nothing valid is stored, and what is stored by removing the key. */
  defaults?: Readonly<Settings>;
  /** Read and write `storage`. Default true. */
  persist?: boolean;
  /** Where the settings persist. Default the page's localStorage (the apps: the SDK's `cookieStorage()`, ADR 0024). */
  storage?: StorageLike | undefined;
}

/**
 * The display settings as a jotai atom (the SDK's `persistedAtom`): localStorage[key] read when the atom is created,
 * each stored field checked (invalid ones fall back to `defaults`, §8), written on every change (the key removed when
 * they equal the defaults), other tabs' changes followed while it is mounted; storage failures are logged and ignored.
 * In memory when `persist` is false, or on a server (no window) unless given a storage: nothing is read at import.
 */
export function settingsAtom({
  key = SETTINGS_STORAGE_KEY,
  defaults = defaultSettings,
  persist = true,
  storage,
}: SettingsAtomOptions = {}): PersistedAtom<Settings> {
  return persistedAtom<Settings>({
    key,
    initial: { ...defaults },
    parse: (raw) => sanitizeSettings(raw, defaults),
    // A given storage is kept on a server (a server render passes the request's cookies); the default is the page's.
    storage: persist
      ? (storage ?? (typeof window !== 'undefined' ? browserStorage() : undefined))
      : undefined,
    equals: sameSettings,
  });
}
