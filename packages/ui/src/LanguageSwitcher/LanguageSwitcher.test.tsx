import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../i18n/createI18n';
import { I18nProvider } from '../i18n/I18nProvider';
import { SettingsProvider } from '../Settings/Settings';
import { ToastRegion } from '../Toast/Toast';
import { createToaster } from '../Toast/toastStore';
import { expectNoAxeViolations } from '../test/axe';
import { renderWithProviders } from '../test/render';
import { LanguageSwitcher } from './LanguageSwitcher';

const toastMessages = (toaster: ReturnType<typeof createToaster>) =>
  toaster.getToasts().map((item) => [item.type, item.message]);

describe('LanguageSwitcher', { timeout: 60_000 }, () => {
  // The overlay loads on first open (React.lazy); load its module once up front so no test waits on a transform.
  beforeAll(() => import('./LanguageMenu'));

  it('shows the current language and lists the eight §1 languages in their own names', async () => {
    const { user } = renderWithProviders(<LanguageSwitcher toaster={null} />, { lng: 'fr' });
    const button = screen.getByRole('button', { name: 'Langue : Français' });
    expect(button).toHaveTextContent('Français');
    await user.click(button);
    // react-aria names the menu after its trigger.
    const menu = await screen.findByRole('menu', { name: 'Langue : Français' });
    const items = within(menu).getAllByRole('menuitemradio');
    expect(items.map((item) => item.textContent)).toEqual([
      'English',
      'Français',
      'Tiếng Việt',
      '简体中文',
      'العربية',
      'Deutsch',
      'Español',
      'English (Ghana)',
    ]);
    expect(within(menu).getByRole('menuitemradio', { name: 'Français' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(within(menu).getByText('简体中文')).toHaveAttribute('lang', 'zh-CN');
  });

  it('changes the language, then a loading and a success toast in the chosen language', async () => {
    const toaster = createToaster();
    const onChange = vi.fn();
    const { user, i18n } = renderWithProviders(<LanguageSwitcher toaster={toaster} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Language: English' }));
    const seen: unknown[] = [];
    toaster.subscribe(() => seen.push(...toastMessages(toaster)));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Français' }));
    await waitFor(() => expect(toastMessages(toaster)).toEqual([['success', 'La langue a été changée !']]));
    expect(seen).toEqual([
      ['loading', 'Chargement...'],
      ['success', 'La langue a été changée !'],
    ]);
    expect(i18n.language).toBe('fr');
    expect(onChange).toHaveBeenCalledWith('fr');
    expect(screen.getByRole('button', { name: 'Langue : Français' })).toBeInTheDocument();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('stores the choice under i18nextLng when the instance persists', async () => {
    const i18n = createI18n({ lng: 'en' });
    const user = userEvent.setup();
    render(
      <I18nProvider i18n={i18n}>
        <LanguageSwitcher toaster={null} />
      </I18nProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Language: English' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Tiếng Việt' }));
    await waitFor(() => expect(localStorage.getItem('i18nextLng')).toBe('vi'));
  });

  it('untranslated languages (Deutsch) toast in English', async () => {
    const toaster = createToaster();
    const { user, i18n } = renderWithProviders(<LanguageSwitcher toaster={toaster} />, { lng: 'ar' });
    await user.click(screen.getByRole('button', { name: 'اللغة: العربية' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Deutsch' }));
    await waitFor(() => expect(toastMessages(toaster)).toEqual([['success', 'Language has been changed!']]));
    expect(i18n.language).toBe('de');
  });

  it('a failure shows the error toast in the chosen language and keeps the language', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const toaster = createToaster();
    const changeLanguage = vi.fn().mockRejectedValue(new Error('load failed'));
    const onChange = vi.fn();
    const { user, i18n } = renderWithProviders(
      <LanguageSwitcher toaster={toaster} changeLanguage={changeLanguage} onChange={onChange} />,
    );
    await user.click(screen.getByRole('button', { name: 'Language: English' }));
    await user.click(await screen.findByRole('menuitemradio', { name: '简体中文' }));
    await waitFor(() => expect(toastMessages(toaster)).toEqual([['error', '更改语言时出错！']]));
    expect(changeLanguage).toHaveBeenCalledWith('cn');
    expect(onChange).not.toHaveBeenCalled();
    expect(i18n.language).toBe('en');
    expect(error).toHaveBeenCalled();
  });

  it('choosing the current language does nothing', async () => {
    const toaster = createToaster();
    const { user } = renderWithProviders(<LanguageSwitcher toaster={toaster} />);
    await user.click(screen.getByRole('button', { name: 'Language: English' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'English' }));
    expect(toaster.getToasts()).toEqual([]);
  });

  it('Arabic switches the layout to right-to-left (with SettingsProvider), and back', async () => {
    const i18n = createI18n({ lng: 'en', persist: false });
    const toaster = createToaster();
    const onDirectionChange = vi.fn();
    const user = userEvent.setup();
    render(
      <I18nProvider i18n={i18n}>
        <SettingsProvider persist={false}>
          <LanguageSwitcher toaster={toaster} onDirectionChange={onDirectionChange} />
          <ToastRegion toaster={toaster} />
        </SettingsProvider>
      </I18nProvider>,
    );
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    await user.click(screen.getByRole('button', { name: 'Language: English' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'العربية' }));
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(onDirectionChange).toHaveBeenLastCalledWith('rtl');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('تم تغيير اللغة!'));
    await user.click(screen.getByRole('button', { name: 'اللغة: العربية' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'English' }));
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'ltr'));
    expect(onDirectionChange).toHaveBeenLastCalledWith('ltr');
  });

  it('can offer fewer languages; keyboard opens the menu', async () => {
    const { user } = renderWithProviders(
      <LanguageSwitcher
        toaster={null}
        languages={[
          {
            code: 'en',
            label: 'English',
            englishLabel: 'English',
            dir: 'ltr',
            locale: 'en',
            numberLocale: 'en',
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
        ]}
      />,
    );
    await user.tab();
    await user.keyboard('{Enter}');
    expect(await screen.findAllByRole('menuitemradio')).toHaveLength(2);
  });

  it('opens from the keyboard like a menu button, on the current language', async () => {
    const { user } = renderWithProviders(<LanguageSwitcher toaster={null} />, { lng: 'vi' });
    const button = screen.getByRole('button', { name: 'Ngôn ngữ: Tiếng Việt' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.tab();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menuitemradio', { name: 'Tiếng Việt' })).toHaveFocus());
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-controls', screen.getByRole('menu').id);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(button).toHaveAttribute('aria-expanded', 'false');
    // (Focus going back to the button is checked in Chromium: the KeyboardAndFocus story.)
  });

  it('ArrowUp and ArrowDown on the button open the menu too (on the current language)', async () => {
    const { user } = renderWithProviders(<LanguageSwitcher toaster={null} />, { lng: 'fr' });
    await user.tab();
    await user.keyboard('{ArrowUp}');
    await waitFor(() => expect(screen.getByRole('menuitemradio', { name: 'Français' })).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    screen.getByRole('button', { name: 'Langue : Français' }).focus();
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('menuitemradio', { name: 'Français' })).toHaveFocus());
  });

  it('a second press on the button closes the menu', async () => {
    const { user } = renderWithProviders(<LanguageSwitcher toaster={null} />);
    const button = screen.getByRole('button', { name: 'Language: English' });
    await user.click(button);
    await screen.findByRole('menu');
    await user.click(button);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('has no axe violations (closed and open)', async () => {
    const { container, user } = renderWithProviders(<LanguageSwitcher toaster={null} />);
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'Language: English' }));
    await screen.findByRole('menu');
    await expectNoAxeViolations(document.body);
  });
});
