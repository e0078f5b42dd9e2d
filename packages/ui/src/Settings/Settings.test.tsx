import { cookieStorage, readCookie } from '@abossey/sdk';
import { act, render } from '@testing-library/react';
import { createStore } from 'jotai/vanilla';
import type { ReactElement, ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '../i18n/createI18n';
import { I18nProvider } from '../i18n/I18nProvider';
import { type SettingsContextValue, SettingsProvider, useSettings } from './Settings';
import { defaultSettings, SETTINGS_STORAGE_KEY, sanitizeSettings, settingsAtom } from './settingsStore';

const html = () => document.documentElement;

let captured: SettingsContextValue | undefined;
function Capture() {
  captured = useSettings();
  return null;
}

/**
 * Like `renderWithProviders`, without its ThemeProvider: SettingsProvider renders the ThemeProvider itself, and
 * two document-scope providers would both write `<html>`.
 */
function renderWithProviders(ui: ReactElement, { lng = 'en' }: { lng?: string } = {}) {
  const i18n = createI18n({ lng, persist: false });
  const result = render(
    <I18nProvider i18n={i18n}>
      <main>{ui}</main>
    </I18nProvider>,
  );
  return { ...result, i18n };
}

function withProvider(children: ReactNode, props: Partial<Parameters<typeof SettingsProvider>[0]> = {}) {
  return (
    <SettingsProvider scope="document" {...props}>
      <Capture />
      {children}
    </SettingsProvider>
  );
}

describe('settings store', { timeout: 20_000 }, () => {
  it('has the §1 defaults', () => {
    expect(defaultSettings).toEqual({
      colorScheme: 'light',
      direction: 'ltr',
      contrast: 'default',
      navLayout: 'vertical',
      primaryColor: 'blue',
      navColor: 'integrate',
      compactLayout: true,
      fontFamily: 'Public Sans',
    });
  });

  it('keeps valid fields and falls back per field for invalid ones, dropping unknown fields', () => {
    expect(
      sanitizeSettings({
        colorScheme: 'dark',
        direction: 'sideways',
        contrast: 'high',
        navLayout: 'mini',
        primaryColor: 'pink',
        navColor: 42,
        compactLayout: 'yes',
        fontFamily: 'Comic Sans',
        extra: true,
      }),
    ).toEqual({ ...defaultSettings, colorScheme: 'dark', contrast: 'high', navLayout: 'mini' });
    expect(sanitizeSettings(null)).toEqual(defaultSettings);
    expect(sanitizeSettings('dark')).toEqual(defaultSettings);
  });

  // The settings' atom, read and written in a jotai store of its own, as the provider does.
  const stored = (options?: Parameters<typeof settingsAtom>[0]) => {
    const store = createStore();
    const settings = settingsAtom(options);
    return {
      get: () => store.get(settings),
      set: (next: typeof defaultSettings) => store.set(settings, next),
    };
  };

  it('reads localStorage["settings"]; broken JSON is logged and ignored', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify({ colorScheme: 'dark', compactLayout: false }));
    expect(stored().get()).toEqual({ ...defaultSettings, colorScheme: 'dark', compactLayout: false });
    localStorage.setItem(SETTINGS_STORAGE_KEY, '{not json');
    expect(stored().get()).toEqual(defaultSettings);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('persists in the storage the app passes (the apps: the settings cookie the server reads)', () => {
    cookieStorage().setItem('settings', JSON.stringify({ colorScheme: 'dark' }));
    const settings = stored({ storage: cookieStorage() });
    expect(settings.get()).toEqual({ ...defaultSettings, colorScheme: 'dark' });
    settings.set({ ...defaultSettings, colorScheme: 'dark', contrast: 'high' });
    expect(JSON.parse(readCookie(document.cookie, 'settings') ?? '{}')).toEqual({
      ...defaultSettings,
      colorScheme: 'dark',
      contrast: 'high',
    });
    expect(localStorage.getItem('settings')).toBeNull();
    settings.set({ ...defaultSettings });
    expect(readCookie(document.cookie, 'settings')).toBeNull();
  });

  it('persist: false and a missing window (server rendering) keep them in memory', () => {
    localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify({ colorScheme: 'dark' }));
    const memory = stored({ persist: false });
    expect(memory.get()).toEqual(defaultSettings);
    memory.set({ ...defaultSettings, navColor: 'apparent' });
    expect(JSON.parse(localStorage.getItem('settings') ?? '{}')).toEqual({ colorScheme: 'dark' });
    vi.stubGlobal('window', undefined);
    try {
      expect(stored().get()).toEqual(defaultSettings);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('storage failures are logged and ignored', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const settings = stored();
    expect(settings.get()).toEqual(defaultSettings);
    expect(() => settings.set({ ...defaultSettings, colorScheme: 'dark' })).not.toThrow();
    expect(settings.get().colorScheme).toBe('dark');
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('removes the key when the settings equal the defaults', () => {
    const settings = stored();
    settings.set({ ...defaultSettings, navColor: 'apparent' });
    expect(JSON.parse(localStorage.getItem('settings') ?? '{}')).toMatchObject({ navColor: 'apparent' });
    settings.set({ ...defaultSettings });
    expect(localStorage.getItem('settings')).toBeNull();
  });
});

// The provider's programmatic contract (update / reset / canReset, storage, other tabs, language changes) on
// <html>, where Storybook's own ThemeProvider sits; the panel and drawer are checked by the stories.
describe('SettingsProvider / useSettings', { timeout: 20_000 }, () => {
  it('settings used outside provider throws a clear error', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Capture />)).toThrow(/useSettings must be used within a SettingsProvider/);
  });

  it('starts from storage and applies the theme to <html>', () => {
    localStorage.setItem(
      'settings',
      JSON.stringify({ colorScheme: 'dark', contrast: 'high', primaryColor: 'red', compactLayout: false }),
    );
    renderWithProviders(withProvider(null));
    expect(html()).toHaveAttribute('data-color-scheme', 'dark');
    expect(html()).toHaveAttribute('data-contrast', 'high');
    expect(html()).toHaveAttribute('data-primary', 'red');
    expect(html()).toHaveAttribute('data-compact', 'false');
    expect(captured?.canReset).toBe(true);
  });

  it('update writes storage and the theme; invalid values are ignored; reset clears', () => {
    renderWithProviders(withProvider(null));
    expect(captured?.canReset).toBe(false);
    act(() => captured?.update({ colorScheme: 'dark', fontFamily: 'System' }));
    expect(html()).toHaveAttribute('data-color-scheme', 'dark');
    expect(html().style.getPropertyValue('--ab-font-family')).toMatch(/^system-ui/);
    expect(JSON.parse(localStorage.getItem('settings') ?? '{}')).toMatchObject({
      colorScheme: 'dark',
      fontFamily: 'System',
    });
    // @ts-expect-error: an invalid value, as untyped callers could pass.
    act(() => captured?.update({ primaryColor: 'pink' }));
    expect(captured?.settings.primaryColor).toBe('blue');
    act(() => captured?.reset());
    expect(captured?.settings).toEqual(defaultSettings);
    expect(captured?.canReset).toBe(false);
    expect(localStorage.getItem('settings')).toBeNull();
    expect(html()).toHaveAttribute('data-color-scheme', 'light');
  });

  it('direction: the setting applies in ltr languages; Arabic is always rtl', () => {
    const { i18n } = renderWithProviders(withProvider(null));
    act(() => captured?.update({ direction: 'rtl' }));
    expect(html()).toHaveAttribute('dir', 'rtl');
    act(() => captured?.update({ direction: 'ltr' }));
    expect(html()).toHaveAttribute('dir', 'ltr');
    act(() => {
      void i18n.changeLanguage('ar');
    });
    expect(html()).toHaveAttribute('dir', 'rtl');
    expect(captured?.isDirectionFromLanguage).toBe(true);
    expect(captured?.settings.direction).toBe('ltr');
  });

  it('persist={false} never touches storage; defaultSettings overrides the defaults', () => {
    localStorage.setItem('settings', JSON.stringify({ colorScheme: 'dark' }));
    const onChange = vi.fn();
    renderWithProviders(
      withProvider(null, { persist: false, defaultSettings: { navLayout: 'mini' }, onChange }),
    );
    expect(captured?.settings).toEqual({ ...defaultSettings, navLayout: 'mini' });
    act(() => captured?.update({ navLayout: 'horizontal' }));
    expect(onChange).toHaveBeenCalledWith({ ...defaultSettings, navLayout: 'horizontal' });
    expect(JSON.parse(localStorage.getItem('settings') ?? '{}')).toEqual({ colorScheme: 'dark' });
    act(() => captured?.reset());
    expect(captured?.settings.navLayout).toBe('mini');
  });

  it('follows changes made in another tab', () => {
    renderWithProviders(withProvider(null, { storageKey: 'abossey-settings' }));
    act(() => {
      localStorage.setItem('abossey-settings', JSON.stringify({ navColor: 'apparent' }));
      window.dispatchEvent(new StorageEvent('storage', { key: 'abossey-settings' }));
    });
    expect(captured?.settings.navColor).toBe('apparent');
  });
});
