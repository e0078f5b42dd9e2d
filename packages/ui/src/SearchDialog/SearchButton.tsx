import { type Ref, useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { Button, type ButtonProps } from '../Button/Button';
import { useUiTranslation } from '../i18n/I18nProvider';
import { SearchIcon } from './icons';
import { StyledSearchButton } from './SearchButton.styles';

export interface SearchButtonProps extends Omit<ButtonProps, 'children'> {
  /** Open with Ctrl+K / ⌘K from anywhere on the page. Default true. */
  shortcut?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

const isApple = () => /Mac|iPhone|iPad|iPod/i.test(navigator.platform || navigator.userAgent);
const neverChanges = () => () => {};
/**
 * ⌘K on Apple devices once mounted. A server render (and hydration) says Ctrl K: the server cannot know the device,
 * and text that differed from the server's HTML would make React re-render the whole page on the client.
 */
const useAppleShortcut = () => useSyncExternalStore(neverChanges, isApple, () => false);

/**
 * The header's search trigger: a "Search" button showing its shortcut (⌘K on Apple devices, Ctrl K elsewhere).
 * Ctrl/Cmd+K anywhere presses it, so it opens a `SearchDialog` either through `onPress` or as the trigger of a
 * `DialogTrigger`.
 */
export function SearchButton({ shortcut = true, ref, variant = 'secondary', ...props }: SearchButtonProps) {
  const { t } = useUiTranslation();
  const apple = useAppleShortcut();
  const own = useRef<HTMLButtonElement | null>(null);
  const setRef = useCallback(
    (node: HTMLButtonElement | null) => {
      own.current = node;
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );

  useEffect(() => {
    // RAC's Button does not forward aria-keyshortcuts, so it is set on the element.
    own.current?.setAttribute('aria-keyshortcuts', 'Control+K Meta+K');
    if (!shortcut) {
      own.current?.removeAttribute('aria-keyshortcuts');
      return;
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (
        (event.metaKey || event.ctrlKey) &&
        !event.altKey &&
        !event.shiftKey &&
        event.key.toLowerCase() === 'k'
      ) {
        const button = own.current;
        if (!button || button.disabled) return;
        event.preventDefault();
        // Focus first, so the dialog gives focus back to the button when it closes.
        button.focus();
        button.click();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [shortcut]);

  return (
    <StyledSearchButton>
      <Button {...props} variant={variant} ref={setRef} data-part="search-button">
        <SearchIcon />
        <span>{t('searchDialog.button')}</span>
        {shortcut ? (
          <span data-part="shortcut" aria-hidden="true">
            {apple ? '⌘K' : 'Ctrl K'}
          </span>
        ) : null}
      </Button>
    </StyledSearchButton>
  );
}
