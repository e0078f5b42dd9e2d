import type { RefObject } from 'react';
import type { Selection } from 'react-aria-components';
import type { LanguageCode, LanguageInfo } from '../i18n/languages';
import { themeAttributes, useTheme } from '../theme/ThemeProvider';
import { StyledLanguageItem, StyledLanguageMenu, StyledLanguagePopover } from './LanguageSwitcher.styles';

function CheckIcon() {
  return (
    <svg
      width="1em"
      height="1em"
      viewBox="0 0 24 24"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M9 16.17 4.83 12l-1.42 1.41L9 19 21 7l-1.41-1.41L9 16.17Z" />
    </svg>
  );
}

/** Keeps the portalled menu themed under an element-scope ThemeProvider (docs pages, widgets). */
function usePopoverTheme(): Record<string, string> {
  const theme = useTheme();
  if (theme.scope !== 'element') return {};
  return { 'data-ab-theme': '', ...themeAttributes(theme), dir: theme.direction };
}

export interface LanguageMenuProps {
  id: string;
  /** The button the popover opens from (positioned against, `--trigger-width`, focus returns to it). */
  triggerRef: RefObject<HTMLButtonElement | null>;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  autoFocus: 'first' | 'last' | true;
  languages: readonly LanguageInfo[];
  'aria-label': string;
  'aria-labelledby': string;
  selected: LanguageCode;
  onSelectionChange: (selection: Selection) => void;
}

/**
 * `LanguageSwitcher`'s popover menu: each language in its own name and `lang`, the current one checked. A
 * react-aria `Popover` + `Menu` opened from `triggerRef`; choosing a language, Escape or a press outside closes it,
 * and focus returns to the trigger.
 */
export function LanguageMenu({
  id,
  triggerRef,
  isOpen,
  onOpenChange,
  autoFocus,
  languages,
  selected,
  onSelectionChange,
  ...labels
}: LanguageMenuProps) {
  const popoverTheme = usePopoverTheme();
  return (
    <StyledLanguagePopover
      triggerRef={triggerRef}
      trigger="MenuTrigger"
      // As under react-aria's MenuTrigger: the popover (a dialog) is named by the trigger too.
      aria-labelledby={labels['aria-labelledby']}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      // A press on the trigger toggles the menu there; closing here first would reopen it at once.
      shouldCloseOnInteractOutside={(element) => !triggerRef.current?.contains(element)}
      placement="bottom end"
      {...popoverTheme}
    >
      <StyledLanguageMenu
        id={id}
        {...labels}
        autoFocus={autoFocus}
        onClose={() => onOpenChange(false)}
        selectionMode="single"
        selectedKeys={[selected]}
        disallowEmptySelection
        onSelectionChange={onSelectionChange}
      >
        {languages.map((item) => (
          <StyledLanguageItem key={item.code} id={item.code} textValue={item.label}>
            {({ isSelected }) => (
              <>
                <span data-part="check">{isSelected ? <CheckIcon /> : null}</span>
                <span lang={item.locale} dir={item.dir}>
                  {item.label}
                </span>
              </>
            )}
          </StyledLanguageItem>
        ))}
      </StyledLanguageMenu>
    </StyledLanguagePopover>
  );
}
