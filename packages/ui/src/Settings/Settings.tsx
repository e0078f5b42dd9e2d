import type { StorageLike } from '@abossey/sdk';
import { createStore } from 'jotai/vanilla';
import {
  type CSSProperties,
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { useLanguage } from '../i18n/I18nProvider';
import type { Direction } from '../i18n/languages';
import { type Density, ThemeProvider } from '../theme/ThemeProvider';
import {
  fontFamilyStacks,
  SETTINGS_STORAGE_KEY,
  type Settings,
  sameSettings,
  sanitizeSettings,
  settingsAtom,
  defaultSettings as specDefaults,
} from './settingsStore';

export interface SettingsContextValue {
  /** The current settings (always complete and valid). */
  settings: Settings;
  /** Changes some settings; invalid values are ignored. */
  update: (patch: Partial<Settings>) => void;
  /** Back to the defaults (and clears the stored value). */
  reset: () => void;
  /** True when any setting differs from the defaults. */
  canReset: boolean;
  /** What `reset` goes back to. */
  defaults: Readonly<Settings>;
  /** The direction in effect: rtl for a right-to-left language (Arabic), else `settings.direction`. */
  direction: Direction;
  /** True while the language fixes the direction (Arabic), so the direction setting has no effect. */
  isDirectionFromLanguage: boolean;
}

const SettingsContext = createContext<SettingsContextValue | null>(null);

/**
 * The display settings of the nearest `SettingsProvider`. §8: throws outside one, since a settings control without
 * a store would silently do nothing.
 */
export function useSettings(): SettingsContextValue {
  const context = useContext(SettingsContext);
  if (!context) {
    throw new Error('useSettings must be used within a SettingsProvider (settings used outside provider).');
  }
  return context;
}

/** The settings of the nearest `SettingsProvider`, or null (for components that work with and without one). */
export const useOptionalSettings = (): SettingsContextValue | null => useContext(SettingsContext);

export interface SettingsProviderProps {
  children?: ReactNode;
  /** Overrides of the §1 defaults: what the settings start as and what `reset` restores. */
  defaultSettings?: Partial<Settings>;
  /** localStorage key. Default `settings` (§1). */
  storageKey?: string;
  /** Read and write `storage`. Default true; Storybook and tests may pass false. */
  persist?: boolean;
  /**
   * Where the settings persist. Default the page's localStorage; the apps pass the SDK's `cookieStorage()` so the
   * server can send the first paint in them (ADR 0024). Pass one object (a module constant): a new one re-reads it.
   */
  storage?: StorageLike | undefined;
  /** Control density, passed to the ThemeProvider (not a §1 setting). */
  density?: Density;
  /** ThemeProvider scope: `element` (default: its own subtree) or `document` (the app owns the page: `<html>`). */
  scope?: 'document' | 'element';
  /** Element scope only. */
  className?: string;
  /** Element scope only. */
  style?: CSSProperties;
  /** Called after every change (for analytics or a server copy). */
  onChange?: (settings: Settings) => void;
}

/**
 * Holds the §1 display settings (colorScheme, direction, contrast, navLayout, primaryColor, navColor,
 * compactLayout, fontFamily), keeps them in localStorage under `settings` (invalid stored fields fall back to the
 * defaults one by one; storage failures are logged and ignored, §8), follows changes made in other tabs, and renders
 * the `ThemeProvider` with them. Place it inside `I18nProvider`: a right-to-left language (Arabic) always gets a
 * right-to-left layout.
 */
export function SettingsProvider({
  children,
  defaultSettings: overrides,
  storageKey = SETTINGS_STORAGE_KEY,
  persist = true,
  storage,
  density,
  scope,
  className,
  style,
  onChange,
}: SettingsProviderProps) {
  const overridesKey = JSON.stringify(overrides ?? {});
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by value, so an inline object does not reset the memo.
  const defaults = useMemo(() => sanitizeSettings(overrides, specDefaults), [overridesKey]);
  // Each provider keeps its settings' atom in a jotai store of its own (no state shared between server requests);
  // the atom reads storage when created (during the first render), writes it on change and follows other tabs.
  const [store] = useState(createStore);
  const atom = useMemo(
    () => settingsAtom({ key: storageKey, defaults, persist, storage }),
    [storageKey, defaults, persist, storage],
  );
  // React's own store hook rather than jotai/react's `useAtomValue` (about 1.5 KB of the first page, issue 23): the
  // atom is synchronous, and `store.sub` mounts it (its storage and other-tab listeners) as `useAtomValue` did.
  const subscribe = useCallback((onChange: () => void) => store.sub(atom, onChange), [store, atom]);
  const read = useCallback(() => store.get(atom), [store, atom]);
  const settings = useSyncExternalStore(subscribe, read, read);
  const language = useLanguage();
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  // From the store's current value, so two updates in one event both apply.
  const update = useCallback(
    (patch: Partial<Settings>) => {
      const previous = store.get(atom);
      store.set(atom, sanitizeSettings({ ...previous, ...patch }, previous));
    },
    [store, atom],
  );

  const reset = useCallback(() => store.set(atom, { ...defaults }), [store, atom, defaults]);

  // Tell `onChange` after each change (not on mount: nothing changed yet).
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    onChangeRef.current?.(settings);
  }, [settings]);

  const isDirectionFromLanguage = language.dir === 'rtl';
  const direction: Direction = isDirectionFromLanguage ? 'rtl' : settings.direction;

  const value = useMemo<SettingsContextValue>(
    () => ({
      settings,
      update,
      reset,
      canReset: !sameSettings(settings, defaults),
      defaults,
      direction,
      isDirectionFromLanguage,
    }),
    [settings, update, reset, defaults, direction, isDirectionFromLanguage],
  );

  return (
    <SettingsContext.Provider value={value}>
      <ThemeProvider
        colorScheme={settings.colorScheme}
        contrast={settings.contrast}
        primaryColor={settings.primaryColor}
        compactLayout={settings.compactLayout}
        direction={direction}
        fontFamily={
          settings.fontFamily === specDefaults.fontFamily ? undefined : fontFamilyStacks[settings.fontFamily]
        }
        density={density}
        scope={scope}
        className={className}
        style={style}
      >
        {children}
      </ThemeProvider>
    </SettingsContext.Provider>
  );
}
