import { lazy, useId, useRef, useState } from 'react';
import type { Selection } from 'react-aria-components';
import { Button, type ButtonSize, type ButtonVariant } from '../Button/Button';
import { useLanguage, useUiTranslation } from '../i18n/I18nProvider';
import { UI_NAMESPACE } from '../i18n/instance';
import {
  languages as allLanguages,
  type Direction,
  getLanguage,
  type LanguageCode,
  type LanguageInfo,
  matchLanguage,
} from '../i18n/languages';
import { LazyOverlay } from '../LazyOverlay/LazyOverlay';
import { toast as sharedToaster, type Toaster } from '../Toast/toastStore';

// The menu (react-aria's popover, positioning and collections) loads the first time it opens (issue 9). That is also
// why the trigger is wired here by hand rather than by react-aria's MenuTrigger: MenuTrigger lives in the module that
// holds Menu and its collections, so importing it would put all of them in the first page's JavaScript (~30 KB gzip).
const LanguageMenu = lazy(() => import('./LanguageMenu').then((m) => ({ default: m.LanguageMenu })));

export interface LanguageSwitcherProps {
  /** The languages offered. Default: the §1 list (en, fr, vi, cn, ar, de, es, en-GH). */
  languages?: readonly LanguageInfo[];
  /**
   * Where the loading / success / error toasts go (in the chosen language). Default: the shared `toast`;
   * `null` shows none.
   */
  toaster?: Toaster | null;
  /** Called after the language has changed. */
  onChange?: (code: LanguageCode) => void;
  /** Called with the new language's direction, for apps that keep direction outside `SettingsProvider`. */
  onDirectionChange?: (direction: Direction) => void;
  /** How to switch. Default: the `I18nProvider` instance's `changeLanguage` (stored under `i18nextLng`). */
  changeLanguage?: (code: LanguageCode) => Promise<void>;
  /** Trigger button variant. Default ghost. */
  variant?: ButtonVariant;
  /** Default small. */
  size?: ButtonSize;
  isDisabled?: boolean;
}

function GlobeIcon() {
  return (
    <svg
      width="1.25em"
      height="1.25em"
      viewBox="0 0 24 24"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm6.93 6h-2.95a15.65 15.65 0 0 0-1.38-3.56A8.03 8.03 0 0 1 18.93 8ZM12 4.04c.83 1.2 1.48 2.53 1.91 3.96h-3.82c.43-1.43 1.08-2.76 1.91-3.96ZM4.26 14a8.2 8.2 0 0 1 0-4h3.38a16.5 16.5 0 0 0 0 4H4.26Zm.82 2h2.95c.32 1.25.78 2.45 1.38 3.56A7.99 7.99 0 0 1 5.08 16Zm2.95-8H5.08a7.99 7.99 0 0 1 4.33-3.56A15.65 15.65 0 0 0 8.03 8ZM12 19.96c-.83-1.2-1.48-2.53-1.91-3.96h3.82c-.43 1.43-1.08 2.76-1.91 3.96ZM14.34 14H9.66a14.7 14.7 0 0 1 0-4h4.68a14.7 14.7 0 0 1 0 4Zm.25 5.56c.6-1.11 1.06-2.31 1.38-3.56h2.95a8.03 8.03 0 0 1-4.33 3.56ZM16.36 14a16.5 16.5 0 0 0 0-4h3.38a8.2 8.2 0 0 1 0 4h-3.38Z" />
    </svg>
  );
}

/**
 * The §1 language menu: a button showing the current language's own name ("Language: Français" to screen
 * readers) opens a menu of the languages, each in its own name and `lang`. Choosing one switches i18next (stored
 * under `i18nextLng`), and shows a loading toast, then "Language has been changed!" or "Error changing language!",
 * all in the chosen language. Arabic turns the layout right-to-left (ThemeProvider and SettingsProvider follow the
 * language's direction).
 */
export function LanguageSwitcher({
  languages = allLanguages,
  toaster = sharedToaster,
  onChange,
  onDirectionChange,
  changeLanguage: changeLanguageProp,
  variant = 'ghost',
  size = 'small',
  isDisabled,
}: LanguageSwitcherProps) {
  const { t } = useUiTranslation();
  const { language, info, i18n, changeLanguage: changeInstanceLanguage } = useLanguage();
  const [isOpen, setOpen] = useState(false);
  // Like MenuTrigger: ArrowUp opens on the last item, ArrowDown on the first; otherwise the current language.
  const [focusStrategy, setFocusStrategy] = useState<'first' | 'last' | true>(true);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const triggerId = useId();
  const menuId = useId();
  const change = changeLanguageProp ?? changeInstanceLanguage;

  const choose = (selection: Selection) => {
    const key = selection === 'all' ? undefined : [...selection][0];
    const code = matchLanguage(key === undefined ? undefined : String(key));
    if (!code || code === language) return;
    // The toasts speak the chosen language (de, es and en-GH fall back to English).
    const tChosen = i18n.getFixedT(code, UI_NAMESPACE);
    const run = async () => {
      await change(code);
      onChange?.(code);
      onDirectionChange?.(getLanguage(code).dir);
    };
    const messages = {
      loading: tChosen('languageSwitcher.loading'),
      success: tChosen('languageSwitcher.success'),
      error: tChosen('languageSwitcher.error'),
    };
    const running = toaster ? toaster.promise(run, messages) : run();
    running.catch((error: unknown) => console.error('[abossey/ui] Could not change the language', error));
  };

  return (
    <>
      <Button
        ref={triggerRef}
        id={triggerId}
        variant={variant}
        size={size}
        isDisabled={isDisabled || languages.length === 0}
        aria-label={t('languageSwitcher.label', { language: info.label })}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        data-part="language-switcher"
        onPress={() => {
          setFocusStrategy(true);
          setOpen(!isOpen);
        }}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return event.continuePropagation();
          event.preventDefault();
          setFocusStrategy(event.key === 'ArrowUp' ? 'last' : 'first');
          setOpen(true);
        }}
      >
        <GlobeIcon />
        <span lang={info.locale}>{info.label}</span>
      </Button>
      <LazyOverlay isOpen={isOpen}>
        <LanguageMenu
          id={menuId}
          triggerRef={triggerRef}
          isOpen={isOpen}
          onOpenChange={setOpen}
          autoFocus={focusStrategy}
          languages={languages}
          aria-label={t('languageSwitcher.menu')}
          aria-labelledby={triggerId}
          selected={language}
          onSelectionChange={choose}
        />
      </LazyOverlay>
    </>
  );
}
