import type { ComponentPropsWithRef } from 'react';
import { useUiTranslation } from '../i18n/I18nProvider';
import { ActiveFilters } from './ActiveFilters';
import { Controls, StyledFilterBar } from './FilterBar.styles';
import { FilterFields } from './FilterFields';
import { type FilterLoading, type FilterOptions, normalizeFilters, type ProductFilterValue } from './filters';

export interface FilterBarProps extends Omit<ComponentPropsWithRef<'section'>, 'onChange' | 'children'> {
  /** The filters (controlled). A partial value is completed with "nothing chosen" / Condition All. */
  value: Partial<ProductFilterValue>;
  /** Options per filter (narrowing them by the other choices is the app's job, §4). */
  options: FilterOptions;
  /** Shows a spinner and "Loading…" in the selects whose options are being fetched. */
  loading?: FilterLoading;
  /** Receives the whole new value on every change. */
  onChange: (value: ProductFilterValue) => void;
  /** "Reset all" (default: `onChange` with no filters). */
  onReset?: () => void;
  isDisabled?: boolean;
}

/**
 * The §2 product filters for wide screens: Make, Model, Year, Category, Part (multi-selects) and Condition (All,
 * Brand New, Used) in a row, then the active filters as removable chips with "Reset all". One controlled `value`
 * object; values are the SDK's `productListQuery` parameters. On small screens use `FilterDrawer`.
 */
export function FilterBar({
  value: valueProp,
  options,
  loading,
  onChange,
  onReset,
  isDisabled,
  'aria-label': ariaLabel,
  ...props
}: FilterBarProps) {
  const { t } = useUiTranslation();
  const value = normalizeFilters(valueProp);
  return (
    <StyledFilterBar aria-label={ariaLabel ?? t('filters.label')} {...props} data-part="filter-bar">
      <Controls data-part="controls">
        <FilterFields
          value={value}
          options={options}
          loading={loading}
          onChange={onChange}
          isDisabled={isDisabled}
        />
      </Controls>
      <ActiveFilters
        value={value}
        options={options}
        onChange={onChange}
        onReset={onReset}
        isDisabled={isDisabled}
      />
    </StyledFilterBar>
  );
}
