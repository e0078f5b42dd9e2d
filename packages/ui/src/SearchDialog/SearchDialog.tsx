import { Dialog } from '../Dialog/Dialog';
import { useLaterUiTranslation } from '../i18n/laterStrings';
import { SearchPanel, type SearchPanelProps } from './SearchPanel';

export interface SearchDialogProps extends SearchPanelProps {
  /** Controlled open state; leave out inside a `DialogTrigger` (e.g. with `SearchButton`). */
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
}

/**
 * The §2 search dialog: 'Search for shops or products...', results grouped Shops and Products, keyboard navigable
 * (arrow keys, Enter), 500 ms debounced `onSearch(query, signal)` with stale requests aborted, the §2 messages
 * ('Please enter keywords', 'Not found - No results found for "…"', 'Failed to fetch products or shops') and a
 * 'Sign in' link with the current path as `returnUrl` when signed out. Choosing a result calls `onSelect`, closes
 * the dialog and follows the result's href through react-aria's `RouterProvider` (shop `/shop/{id}`, product
 * `/shop/product/{id}`). Closing aborts a pending search.
 */
export function SearchDialog({ isOpen, defaultOpen, onOpenChange, onSelect, ...panel }: SearchDialogProps) {
  const { t } = useLaterUiTranslation();
  return (
    <Dialog
      aria-label={t('searchDialog.title')}
      size="md"
      isDismissable
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      data-part="search-dialog"
    >
      {({ close }) => (
        <SearchPanel
          {...panel}
          onSelect={(selection) => {
            onSelect?.(selection);
            close();
          }}
        />
      )}
    </Dialog>
  );
}
