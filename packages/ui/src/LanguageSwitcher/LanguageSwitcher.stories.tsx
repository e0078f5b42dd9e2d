import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentType, useEffect, useState } from 'react';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { createI18n } from '../i18n/createI18n';
import { I18nProvider, useLanguage } from '../i18n/I18nProvider';
import { languages } from '../i18n/languages';
import { SettingsProvider } from '../Settings/Settings';
import { ToastRegion } from '../Toast/Toast';
import { createToaster, type Toaster } from '../Toast/toastStore';
import { LanguageSwitcher, type LanguageSwitcherProps } from './LanguageSwitcher';

/**
 * Each story gets its own i18next instance (so switching never changes the language of other stories) and its own
 * toasts, inside a SettingsProvider block that follows the language's direction.
 */
const withOwnLanguage: Decorator = (Story, context) => {
  const locale = (context.globals as { locale?: string }).locale ?? 'en';
  return <OwnLanguage key={locale} locale={locale} story={Story} />;
};

function OwnLanguage({ locale, story: Story }: { locale: string; story: ComponentType }) {
  const [i18n] = useState(() => createI18n({ lng: locale, persist: false }));
  return (
    <I18nProvider i18n={i18n}>
      <SettingsProvider scope="element" persist={false} style={{ padding: 16, minBlockSize: 420 }}>
        <Story />
      </SettingsProvider>
    </I18nProvider>
  );
}

function useStoryToaster(): Toaster {
  const [toaster] = useState(createToaster);
  useEffect(() => () => toaster.dismiss(), [toaster]);
  return toaster;
}

const meta = {
  title: 'Shell/LanguageSwitcher',
  component: LanguageSwitcher,
  tags: ['autodocs'],
  decorators: [withOwnLanguage],
  args: { onChange: fn(), onDirectionChange: fn() },
  render: function WithToasts(args) {
    const toaster = useStoryToaster();
    return (
      <>
        <LanguageSwitcher {...args} toaster={toaster} />
        <ToastRegion toaster={toaster} />
      </>
    );
  },
  parameters: {
    docs: {
      description: {
        component:
          'The §1 language menu: the button shows the current language in its own name (no flags); the menu lists English, Français, Tiếng Việt, 简体中文, العربية, Deutsch, Español and English (Ghana). Choosing one switches i18next (stored under `i18nextLng`) and shows a loading toast, then "Language has been changed!" or "Error changing language!", in the chosen language (German, Spanish and English (Ghana) fall back to English). Arabic turns the layout right-to-left. `toaster` plugs in a toast store (default the shared `toast`; `null` for none); `changeLanguage` replaces the switch itself.',
      },
    },
  },
} satisfies Meta<typeof LanguageSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const themeRoot = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-ab-theme]') as HTMLElement;
const toastRegion = (canvasElement: HTMLElement) =>
  canvasElement.ownerDocument.querySelector('[data-part="toast-region"]');

/** Switch to French: the toasts speak French, and so does the button. */
export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Language: English' });
    await userEvent.click(button);
    await expect(await body(canvasElement).findByRole('menu')).toBeInTheDocument();
    // A second press on the button closes the menu.
    await userEvent.click(button);
    await waitFor(() => expect(body(canvasElement).queryByRole('menu')).toBeNull());
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    const menu = await body(canvasElement).findByRole('menu');
    await expect(within(menu).getAllByRole('menuitemradio')).toHaveLength(languages.length);
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'Français' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Langue : Français' })).toBeVisible());
    await expect(args.onChange).toHaveBeenCalledWith('fr');
    await waitFor(() => expect(body(canvasElement).queryByRole('menu')).toBeNull());
    const region = await body(canvasElement).findByRole('region', { name: 'Notifications' });
    await waitFor(() => expect(within(region).getByText('La langue a été changée !')).toBeVisible());
  },
};

/** The open menu: eight languages, each in its own name, the current one checked. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Language: English' });
    await expect(button).toHaveTextContent('English');
    await userEvent.click(button);
    // react-aria names the menu after its trigger.
    const menu = await body(canvasElement).findByRole('menu', { name: 'Language: English' });
    await expect(
      within(menu)
        .getAllByRole('menuitemradio')
        .map((item) => item.textContent),
    ).toEqual([
      'English',
      'Français',
      'Tiếng Việt',
      '简体中文',
      'العربية',
      'Deutsch',
      'Español',
      'English (Ghana)',
    ]);
    await expect(within(menu).getByRole('menuitemradio', { name: 'English' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(within(menu).getByText('简体中文')).toHaveAttribute('lang', 'zh-CN');
    await expect(within(menu).getByText('العربية')).toHaveAttribute('dir', 'rtl');
    await expect(within(menu).getByText('English (Ghana)')).toBeVisible();
  },
};

/**
 * From the keyboard, like a menu button: Enter (or ArrowUp / ArrowDown) opens the menu on the current language,
 * Escape closes it and focus goes back to the button. Choosing the current language changes nothing.
 */
export const KeyboardAndFocus: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Language: English' });
    const english = () => body(canvasElement).getByRole('menuitemradio', { name: 'English' });
    await expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(english()).toHaveFocus());
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(button).toHaveAttribute('aria-controls', body(canvasElement).getByRole('menu').id);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    // Choosing the language already in use closes the menu, with no toast and no change.
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(english()).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body(canvasElement).queryByRole('menu')).not.toBeInTheDocument());
    await expect(toastRegion(canvasElement)).toBeNull();
    await expect(args.onChange).not.toHaveBeenCalled();
    await waitFor(() => expect(button).toHaveFocus());

    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(english()).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(button).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(english()).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/** Choosing Arabic makes the layout right-to-left; the toast is in Arabic. */
export const SwitchToArabic: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Language: English' }));
    await userEvent.click(await body(canvasElement).findByRole('menuitemradio', { name: 'العربية' }));
    await waitFor(() => expect(themeRoot(canvasElement)).toHaveAttribute('dir', 'rtl'));
    await expect(themeRoot(canvasElement)).toHaveAttribute('lang', 'ar');
    await expect(args.onDirectionChange).toHaveBeenCalledWith('rtl');
    await waitFor(() => expect(body(canvasElement).getByRole('status')).toHaveTextContent('تم تغيير اللغة!'));
  },
};

/** The switch fails: the error toast, in the chosen language; the language stays; the error is logged. */
export const ChangeFails: Story = {
  args: { changeLanguage: fn(() => Promise.reject(new Error('Unknown translation file'))) },
  // The failure is the story: the switcher reports it with console.error, as it should.
  parameters: { consoleErrors: { allow: [/Could not change the language/] } },
  beforeEach: () => {
    const spy = spyOn(console, 'error');
    return () => spy.mockRestore();
  },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Language: English' }));
    await userEvent.click(await body(canvasElement).findByRole('menuitemradio', { name: 'Tiếng Việt' }));
    await waitFor(() =>
      expect(body(canvasElement).getByRole('alert')).toHaveTextContent('Lỗi khi thay đổi ngôn ngữ!'),
    );
    await expect(args.changeLanguage).toHaveBeenCalledWith('vi');
    await waitFor(() =>
      expect(console.error).toHaveBeenCalledWith(
        '[abossey/ui] Could not change the language',
        expect.any(Error),
      ),
    );
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(within(canvasElement).getByRole('button', { name: 'Language: English' })).toBeVisible();
  },
};

/** A secondary (outlined) trigger, e.g. for a footer. */
export const Secondary: Story = { args: { variant: 'secondary', size: 'medium' } };

/** Bad input: no languages to offer, so the button is disabled. */
export const NoLanguages: Story = {
  args: { languages: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Language: English' })).toBeDisabled();
  },
};

export const Dark: Story = { ...Open, globals: { colorScheme: 'dark' } };

/** Started in Arabic: right-to-left, the button reads العربية. */
export const RightToLeftArabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(themeRoot(canvasElement)).toHaveAttribute('dir', 'rtl');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'اللغة: العربية' }));
    await expect(await body(canvasElement).findByRole('menuitemradio', { name: 'العربية' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  },
};

/** `finish` lets `GatedSwitcher`'s language change finish; set while one waits. */
const pendingSwitch: { finish?: () => void } = {};

/** The switcher with the instance's own change held back until the story lets it finish. */
function GatedSwitcher(args: LanguageSwitcherProps) {
  const { changeLanguage } = useLanguage();
  const toaster = useStoryToaster();
  return (
    <>
      <LanguageSwitcher
        {...args}
        toaster={toaster}
        changeLanguage={async (code) => {
          await new Promise<void>((resolve) => {
            pendingSwitch.finish = resolve;
          });
          await changeLanguage(code);
        }}
      />
      <ToastRegion toaster={toaster} />
    </>
  );
}

/**
 * Behaviour: offering fewer languages; from Arabic, choosing Deutsch (untranslated) shows the loading toast and
 * then the success toast in English, and the layout goes back to left-to-right.
 */
export const FromArabicToDeutsch: Story = {
  tags: ['!autodocs', 'no-visual'],
  globals: { locale: 'ar' },
  args: { languages: languages.filter((l) => ['en', 'ar', 'de'].includes(l.code)) },
  render: (args) => <GatedSwitcher {...args} />,
  play: async ({ args, canvasElement }) => {
    await expect(themeRoot(canvasElement)).toHaveAttribute('dir', 'rtl');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'اللغة: العربية' }));
    const menu = await body(canvasElement).findByRole('menu');
    await expect(within(menu).getAllByRole('menuitemradio')).toHaveLength(3);
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'Deutsch' }));
    const region = await body(canvasElement).findByRole('region', { name: /.+/ });
    await waitFor(() => expect(within(region).getByText('Loading...')).toBeVisible());
    await waitFor(() => expect(pendingSwitch.finish).toBeDefined());
    pendingSwitch.finish?.();
    pendingSwitch.finish = undefined;
    await waitFor(() => expect(within(region).getByText('Language has been changed!')).toBeVisible());
    await expect(within(canvasElement).getByRole('button', { name: 'Language: Deutsch' })).toBeVisible();
    await waitFor(() => expect(themeRoot(canvasElement)).toHaveAttribute('dir', 'ltr'));
    await expect(themeRoot(canvasElement)).toHaveAttribute('lang', 'de');
    await expect(args.onChange).toHaveBeenCalledWith('de');
    await expect(args.onDirectionChange).toHaveBeenLastCalledWith('ltr');
  },
};
