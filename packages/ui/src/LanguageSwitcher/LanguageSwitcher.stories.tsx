import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentType, useEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createI18n } from '../i18n/createI18n';
import { I18nProvider } from '../i18n/I18nProvider';
import { languages } from '../i18n/languages';
import { SettingsProvider } from '../Settings/Settings';
import { ToastRegion } from '../Toast/Toast';
import { createToaster, type Toaster } from '../Toast/toastStore';
import { LanguageSwitcher } from './LanguageSwitcher';

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

/** Switch to French: the toasts speak French, and so does the button. */
export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Language: English' }));
    const menu = await body(canvasElement).findByRole('menu');
    await expect(within(menu).getAllByRole('menuitemradio')).toHaveLength(languages.length);
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'Français' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Langue : Français' })).toBeVisible());
    await expect(args.onChange).toHaveBeenCalledWith('fr');
    const region = await body(canvasElement).findByRole('region', { name: 'Notifications' });
    await waitFor(() => expect(within(region).getByText('La langue a été changée !')).toBeVisible());
  },
};

/** The open menu: eight languages, each in its own name, the current one checked. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Language: English' }));
    const menu = await body(canvasElement).findByRole('menu');
    await expect(within(menu).getByRole('menuitemradio', { name: 'English' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(within(menu).getByText('العربية')).toHaveAttribute('dir', 'rtl');
    await expect(within(menu).getByText('English (Ghana)')).toBeVisible();
  },
};

/**
 * From the keyboard, like a menu button: Enter (or ArrowUp / ArrowDown) opens the menu on the current language,
 * Escape closes it and focus goes back to the button.
 */
export const KeyboardAndFocus: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Language: English' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(body(canvasElement).getByRole('menuitemradio', { name: 'English' })).toHaveFocus(),
    );
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() =>
      expect(body(canvasElement).getByRole('menuitemradio', { name: 'English' })).toHaveFocus(),
    );
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
    await expect(args.onDirectionChange).toHaveBeenCalledWith('rtl');
    await waitFor(() => expect(body(canvasElement).getByRole('status')).toHaveTextContent('تم تغيير اللغة!'));
  },
};

/** The switch fails: the error toast, in the chosen language; the language stays. */
export const ChangeFails: Story = {
  args: { changeLanguage: () => Promise.reject(new Error('Unknown translation file')) },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Language: English' }));
    await userEvent.click(await body(canvasElement).findByRole('menuitemradio', { name: 'Tiếng Việt' }));
    await waitFor(() =>
      expect(body(canvasElement).getByRole('alert')).toHaveTextContent('Lỗi khi thay đổi ngôn ngữ!'),
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
