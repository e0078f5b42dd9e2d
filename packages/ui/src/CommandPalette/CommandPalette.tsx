import { type ReactNode, useMemo, useState } from 'react';
import {
  Autocomplete,
  Header,
  Input,
  ListBoxItem,
  ListBoxSection,
  VisuallyHidden,
} from 'react-aria-components';
import { Dialog } from '../Dialog/Dialog';
import { useLaterUiTranslation } from '../i18n/laterStrings';
import { SearchIcon } from '../SearchDialog/icons';
import { StyledResults, StyledSearchField, StyledSearchPanel } from '../SearchDialog/SearchDialog.styles';
import { type SearchFn, useDebouncedSearch } from '../SearchDialog/useDebouncedSearch';

/** One place the palette can take you: a screen, an order, a product, a user. */
export interface CommandItem {
  /** Unique within its group. */
  id: string;
  label: string;
  /** A second line (an order's customer, a product's SKU, a user's role). */
  description?: string | undefined;
  /** Where choosing it goes (through the app's RouterProvider). */
  href: string;
}

export interface CommandGroup {
  id: string;
  /** The section's heading ("Screens", "Orders", …). */
  title: string;
  items: readonly CommandItem[];
}

export interface CommandPaletteProps {
  /** Controlled open state. */
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** Groups matched as you type, without a request (the screens the viewer may open): every word in the label. */
  commands?: readonly CommandGroup[];
  /**
   * Looks the query up (debounced, its signal aborted when a newer query or closing makes it stale): orders by code,
   * products by name or SKU, users by email. Groups without items are left out.
   */
  onSearch?: SearchFn<readonly CommandGroup[]>;
  /** Called with the chosen item, before the palette closes and its href is followed. */
  onSelect?: (item: CommandItem) => void;
  /** Debounce of `onSearch` in ms (default 300). */
  debounceMs?: number;
}

const noSearch: SearchFn<readonly CommandGroup[]> = async () => [];

/** The client-side match: every word of the query somewhere in the label or description, any case. */
export function matchCommands(groups: readonly CommandGroup[], query: string): CommandGroup[] {
  const words = query.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  return groups
    .map((group) => ({
      ...group,
      items: group.items.filter((item) => {
        const text = `${item.label} ${item.description ?? ''}`.toLocaleLowerCase();
        return words.every((word) => text.includes(word));
      }),
    }))
    .filter((group) => group.items.length > 0);
}

/**
 * A command palette (the console's Ctrl K, issue 24): one field that finds screens at once and, after a short pause,
 * whatever `onSearch` looks up, grouped under headings. Arrow keys move through the results while focus stays in the
 * field; Enter opens one, through the app's router. Screen readers hear how many results there are.
 */
export function CommandPalette({
  isOpen,
  defaultOpen,
  onOpenChange,
  commands = [],
  onSearch = noSearch,
  onSelect,
  debounceMs = 300,
}: CommandPaletteProps) {
  const { t } = useLaterUiTranslation();
  return (
    <Dialog
      aria-label={t('commandPalette.title')}
      size="md"
      isDismissable
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      data-part="command-palette"
    >
      {({ close }) => (
        <CommandPanel
          commands={commands}
          onSearch={onSearch}
          debounceMs={debounceMs}
          onSelect={(item) => {
            onSelect?.(item);
            close();
          }}
        />
      )}
    </Dialog>
  );
}

function CommandPanel({
  commands,
  onSearch,
  onSelect,
  debounceMs,
}: Required<Pick<CommandPaletteProps, 'commands' | 'onSearch' | 'debounceMs'>> & {
  onSelect: (item: CommandItem) => void;
}) {
  const { t } = useLaterUiTranslation();
  const [query, setQuery] = useState('');
  const state = useDebouncedSearch(query, onSearch, debounceMs);
  const found =
    state.status === 'success' ? state.results : state.status === 'loading' ? state.previous : undefined;
  const groups = useMemo(
    () => [...matchCommands(commands, query), ...(found ?? []).filter((group) => group.items.length > 0)],
    [commands, query, found],
  );
  const byKey = useMemo(
    () =>
      new Map<string, CommandItem>(
        groups.flatMap((group) => group.items.map((item) => [`${group.id}:${item.id}`, item] as const)),
      ),
    [groups],
  );
  const total = byKey.size;

  let message: ReactNode = null;
  if (!query.trim()) message = t('commandPalette.hint');
  else if (total === 0 && state.status === 'loading') message = t('commandPalette.searching');
  else if (total === 0 && state.status === 'error') message = t('commandPalette.failed');
  else if (total === 0) message = t('commandPalette.noResults', { query: query.trim() });
  const status =
    state.status === 'loading' ? '' : total > 0 ? t('commandPalette.resultCount', { count: total }) : message;

  return (
    <StyledSearchPanel data-part="command-panel">
      <Autocomplete inputValue={query} onInputChange={setQuery}>
        <StyledSearchField aria-label={t('commandPalette.label')} autoFocus>
          <SearchIcon data-part="search-icon" />
          <Input placeholder={t('commandPalette.placeholder')} data-part="input" />
        </StyledSearchField>
        <StyledResults
          aria-label={t('commandPalette.results')}
          aria-busy={state.status === 'loading' || undefined}
          onAction={(key) => {
            const item = byKey.get(String(key));
            if (item) onSelect(item);
          }}
          renderEmptyState={() => <div data-part="message">{message}</div>}
        >
          {groups.map((group) => (
            <ListBoxSection key={group.id} id={group.id} data-part="section">
              <Header data-part="section-header">{group.title}</Header>
              {group.items.map((item) => (
                <ListBoxItem
                  key={`${group.id}:${item.id}`}
                  id={`${group.id}:${item.id}`}
                  href={item.href}
                  textValue={item.label}
                  data-part="result"
                >
                  <span data-part="text">
                    <span data-part="name">
                      <bdi>{item.label}</bdi>
                    </span>
                    {item.description ? (
                      <span data-part="meta">
                        <bdi>{item.description}</bdi>
                      </span>
                    ) : null}
                  </span>
                </ListBoxItem>
              ))}
            </ListBoxSection>
          ))}
        </StyledResults>
      </Autocomplete>
      <VisuallyHidden role="status">{status}</VisuallyHidden>
    </StyledSearchPanel>
  );
}
