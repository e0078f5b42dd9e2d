import type { ComponentPropsWithRef } from 'react';
import { useUiTranslation } from '../i18n/I18nProvider';
import { SelectPlaceholder } from '../Select/SelectPlaceholder';
import { ActiveRowSpace, Controls, StyledFilterBar } from './FilterBar.styles';
import {
  conditionLabelKeys,
  countActiveFilters,
  filterLabelKeys,
  multiFilterKeys,
  normalizeFilters,
  type ProductFilterValue,
} from './filters';

export interface FilterBarPlaceholderProps extends ComponentPropsWithRef<'div'> {
  /** The filters the real bar will show. */
  value?: Partial<ProductFilterValue>;
}

/**
 * `FilterBar` as it will look, without its code: the same grid of six labelled selects (their chosen values, else
 * "Loading…"), and a row's space for the active-filter chips when some are chosen. An app shows it while the bar's
 * chunk loads (issue 9), so the page does not move when the bar arrives. Inert and hidden from assistive technology.
 */
export function FilterBarPlaceholder({ value: valueProp, ...props }: FilterBarPlaceholderProps) {
  const { t } = useUiTranslation();
  const value = normalizeFilters(valueProp);
  return (
    <StyledFilterBar as="div" aria-hidden="true" {...props} data-part="filter-bar-placeholder">
      <Controls>
        {multiFilterKeys.map((key) => (
          <SelectPlaceholder
            key={key}
            label={t(filterLabelKeys[key])}
            value={value[key].length > 0 ? value[key].join(', ') : t('filters.loading')}
            isPlaceholder={value[key].length === 0}
            fullWidth
          />
        ))}
        <SelectPlaceholder
          label={t('filters.condition')}
          value={t(conditionLabelKeys[value.condition])}
          fullWidth
        />
      </Controls>
      {countActiveFilters(value) > 0 ? <ActiveRowSpace data-part="chips-space" /> : null}
    </StyledFilterBar>
  );
}
