import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '../i18n/createI18n';
import { I18nProvider } from '../i18n/I18nProvider';
import { expectNoAxeViolations } from '../test/axe';
import { type SettingsContextValue, SettingsProvider, useSettings } from './Settings';
import { SettingsDrawer } from './SettingsDrawer';
import { SettingsPanel } from './SettingsPanel';
import {
  defaultSettings,
  readStoredSettings,
  SETTINGS_STORAGE_KEY,
  sanitizeSettings,
  storeSettings,
} from './settingsStore';

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
  return { ...result, i18n, user: userEvent.setup() };
}

function withProvider(children: ReactNode, props: Partial<Parameters<typeof SettingsProvider>[0]> = {}) {
  return (
    <SettingsProvider {...props}>
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

  it('reads localStorage["settings"]; broken JSON is logged and ignored', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify({ colorScheme: 'dark', compactLayout: false }));
    expect(readStoredSettings()).toEqual({ ...defaultSettings, colorScheme: 'dark', compactLayout: false });
    localStorage.setItem(SETTINGS_STORAGE_KEY, '{not json');
    expect(readStoredSettings()).toEqual(defaultSettings);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('storage failures are logged and ignored', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(() => storeSettings({ ...defaultSettings, colorScheme: 'dark' })).not.toThrow();
    expect(readStoredSettings()).toEqual(defaultSettings);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('removes the key when the settings equal the defaults', () => {
    storeSettings({ ...defaultSettings, navColor: 'apparent' });
    expect(JSON.parse(localStorage.getItem('settings') ?? '{}')).toMatchObject({ navColor: 'apparent' });
    storeSettings(defaultSettings);
    expect(localStorage.getItem('settings')).toBeNull();
  });
});

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

describe('SettingsPanel', { timeout: 60_000 }, () => {
  it('every control changes its setting; reset is enabled only when something differs', async () => {
    const { user } = renderWithProviders(withProvider(<SettingsPanel />));
    const reset = screen.getByRole('button', { name: 'Reset' });
    expect(reset).toBeDisabled();

    await user.click(screen.getByRole('switch', { name: 'Dark mode' }));
    expect(captured?.settings.colorScheme).toBe('dark');
    expect(reset).toBeEnabled();
    await user.click(screen.getByRole('switch', { name: 'High contrast' }));
    expect(captured?.settings.contrast).toBe('high');
    await user.click(screen.getByRole('switch', { name: 'Right to left' }));
    expect(captured?.settings.direction).toBe('rtl');
    const compact = screen.getByRole('switch', { name: 'Compact' });
    expect(compact).toBeChecked();
    expect(compact).toHaveAccessibleDescription('Limits the content width to 1200 px');
    await user.click(compact);
    expect(captured?.settings.compactLayout).toBe(false);

    const nav = screen.getByRole('group', { name: 'Navigation' });
    expect(nav).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Mini' }));
    expect(captured?.settings.navLayout).toBe('mini');
    await user.click(screen.getByRole('radio', { name: 'Apparent' }));
    expect(captured?.settings.navColor).toBe('apparent');

    const presets = screen.getByRole('radiogroup', { name: 'Primary color' });
    expect(presets).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Blue' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Purple' }));
    expect(captured?.settings.primaryColor).toBe('purple');
    expect(html()).toHaveAttribute('data-primary', 'purple');
    await user.click(screen.getByRole('radio', { name: 'System font' }));
    expect(captured?.settings.fontFamily).toBe('System');

    await user.click(reset);
    expect(captured?.settings).toEqual(defaultSettings);
    expect(reset).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Dark mode' })).not.toBeChecked();
  });

  it('hide leaves settings out', () => {
    renderWithProviders(withProvider(<SettingsPanel hide={['fontFamily', 'navLayout', 'navColor']} />));
    expect(screen.queryByRole('radiogroup', { name: 'Font' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Navigation' })).not.toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Primary color' })).toBeInTheDocument();
  });

  it('in Arabic the direction switch is on, disabled and explains why; labels are translated', () => {
    renderWithProviders(withProvider(<SettingsPanel />), { lng: 'ar' });
    const rtl = screen.getByRole('switch', { name: 'من اليمين إلى اليسار' });
    expect(rtl).toBeChecked();
    expect(rtl).toBeDisabled();
    expect(rtl).toHaveAccessibleDescription('تحدده اللغة');
    expect(screen.getByRole('radio', { name: 'أخضر' })).toBeInTheDocument();
  });

  it('translates (French)', () => {
    renderWithProviders(withProvider(<SettingsPanel />), { lng: 'fr' });
    expect(screen.getByRole('switch', { name: 'Mode sombre' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réinitialiser' })).toBeDisabled();
  });

  it('has no axe violations', async () => {
    const { container } = renderWithProviders(withProvider(<SettingsPanel />));
    await expectNoAxeViolations(container);
  });
});

describe('SettingsDrawer', { timeout: 60_000 }, () => {
  it('is a 360 px dialog titled Settings with the controls and Reset in its footer', async () => {
    const onOpenChange = vi.fn();
    const { user } = renderWithProviders(withProvider(<SettingsDrawer isOpen onOpenChange={onOpenChange} />));
    const dialog = screen.getByRole('dialog', { name: 'Settings' });
    expect(dialog.closest('[style*="--_drawer-width"]')?.getAttribute('style')).toContain('360px');
    const reset = within(dialog).getByRole('button', { name: 'Reset' });
    expect(reset).toBeDisabled();
    expect(reset.closest('[data-part="actions"]')).not.toBeNull();
    expect(within(dialog).getAllByRole('button', { name: 'Reset' })).toHaveLength(1);
    await user.click(within(dialog).getByRole('switch', { name: 'Dark mode' }));
    expect(html()).toHaveAttribute('data-color-scheme', 'dark');
    expect(reset).toBeEnabled();
    await user.click(reset);
    expect(html()).toHaveAttribute('data-color-scheme', 'light');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('translates the title (Vietnamese)', () => {
    renderWithProviders(withProvider(<SettingsDrawer isOpen />), { lng: 'vi' });
    expect(screen.getByRole('dialog', { name: 'Cài đặt' })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    renderWithProviders(withProvider(<SettingsDrawer isOpen hide={['fontFamily']} />));
    await expectNoAxeViolations(document.body);
  });
});
