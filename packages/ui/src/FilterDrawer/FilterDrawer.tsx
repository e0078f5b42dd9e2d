import { type ComponentPropsWithRef, lazy, Suspense, useId, useState } from 'react';
import { Button } from '../Button/Button';
import { CountBadge } from '../CountBadge/CountBadge';
import { ActiveRowSpace } from '../FilterBar/FilterBar.styles';
import {
  countActiveFilters,
  EMPTY_PRODUCT_FILTERS,
  type FilterLoading,
  type FilterOptions,
  normalizeFilters,
  type ProductFilterValue,
} from '../FilterBar/filters';
import { useUiTranslation } from '../i18n/I18nProvider';
import { LazyOverlay } from '../LazyOverlay/LazyOverlay';
import { StyledFilterDrawer } from './FilterDrawer.styles';

export { FILTER_DRAWER_WIDTH } from './filterDrawerWidth';

// The drawer (react-aria's modal, dialog and focus scope) loads the first time it opens (issue 9: the product list is
// a first page). The trigger is wired by hand, not by react-aria's DialogTrigger, whose module imports Menu's.
// The chips (react-aria's TagGroup) load only when a filter is active.
const ActiveFilters = lazy(() =>
  import('../FilterBar/ActiveFilters').then((m) => ({ default: m.ActiveFilters })),
);
const FilterDrawerPanel = lazy(() =>
  import('./FilterDrawerPanel').then((m) => ({ default: m.FilterDrawerPanel })),
);

export interface FilterDrawerProps extends Omit<ComponentPropsWithRef<'div'>, 'onChange' | 'children'> {
  /** The filters (controlled); a partial value is completed with "nothing chosen" / Condition All. */
  value: Partial<ProductFilterValue>;
  /** Options per filter (narrowing them by the other choices is the app's job, §4). */
  options: FilterOptions;
  /** Shows a spinner and "Loading…" in the selects whose options are being fetched. */
  loading?: FilterLoading;
  /** Receives the whole new value on every change (the product list updates live behind the drawer). */
  onChange: (value: ProductFilterValue) => void;
  /** "Reset all" (default: `onChange` with no filters). */
  onReset?: () => void;
  /** Show the active filters as removable chips beside the trigger. Default true. */
  showActiveFilters?: boolean;
  /** Controlled open state of the drawer. */
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  isDisabled?: boolean;
}

/**
 * The §2 product filters for small screens: a "Filters" button with the number of active filters opens a drawer
 * on the end edge (the right in LTR), 320 px wide, holding the same controls as `FilterBar` stacked, with "Reset
 * all" and "Done". Active filters also show as removable chips next to the button.
 */
export function FilterDrawer({
  value: valueProp,
  options,
  loading,
  onChange,
  onReset,
  showActiveFilters = true,
  isOpen,
  defaultOpen,
  onOpenChange,
  isDisabled,
  ...props
}: FilterDrawerProps) {
  const { t } = useUiTranslation();
  const value = normalizeFilters(valueProp);
  const active = countActiveFilters(value);
  const reset = () => (onReset ? onReset() : onChange(EMPTY_PRODUCT_FILTERS));
  const [ownOpen, setOwnOpen] = useState(defaultOpen ?? false);
  const open = isOpen ?? ownOpen;
  const setOpen = (next: boolean) => {
    if (isOpen === undefined) setOwnOpen(next);
    onOpenChange?.(next);
  };
  const drawerId = useId();
  return (
    <StyledFilterDrawer {...props} data-part="filter-drawer">
      <Button
        variant="secondary"
        isDisabled={isDisabled}
        data-part="trigger"
        data-active={active || undefined}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? drawerId : undefined}
        onPress={() => setOpen(true)}
      >
        <svg
          width="1em"
          height="1em"
          viewBox="0 0 24 24"
          fill="currentColor"
          aria-hidden="true"
          focusable="false"
        >
          <path d="M10 18h4v-2h-4v2ZM3 6v2h18V6H3Zm3 7h12v-2H6v2Z" />
        </svg>
        {t('filters.label')}
        <CountBadge count={active} tone="accent" label={t('filterDrawer.activeCount', { count: active })} />
      </Button>
      <LazyOverlay isOpen={open}>
        <FilterDrawerPanel
          id={drawerId}
          isOpen={open}
          onOpenChange={setOpen}
          value={value}
          options={options}
          loading={loading}
          onChange={onChange}
          onReset={reset}
          canReset={active > 0}
        />
      </LazyOverlay>
      {showActiveFilters && active > 0 ? (
        <Suspense fallback={<ActiveRowSpace />}>
          <ActiveFilters
            value={value}
            options={options}
            onChange={onChange}
            onReset={onReset}
            isDisabled={isDisabled}
          />
        </Suspense>
      ) : null}
    </StyledFilterDrawer>
  );
}
