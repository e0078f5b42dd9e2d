import { productStates } from '@abossey/sdk';
import type { Key } from 'react-aria-components';
import { formatNumber } from '../i18n/format';
import { useLanguage, useUiTranslation } from '../i18n/I18nProvider';
import { MultiSelect } from '../MultiSelect/MultiSelect';
import { Select } from '../Select/Select';
import { SelectItem } from '../Select/SelectItem';
import { Spinner } from './FilterBar.styles';
import {
  type ConditionFilter,
  conditionLabelKeys,
  type FilterLoading,
  type FilterOption,
  type FilterOptions,
  filterLabelKeys,
  isLoadingFilter,
  multiFilterKeys,
  type ProductFilterValue,
  toOption,
} from './filters';

export { conditionLabelKeys, filterLabelKeys };

const conditions: readonly ConditionFilter[] = ['all', ...productStates];

/** The options of one filter plus any chosen value the options no longer hold (so it stays visible and removable). */
function optionsWithSelected(
  options: ReadonlyArray<FilterOption | string> | undefined,
  selected: readonly string[],
): FilterOption[] {
  const list = (options ?? []).map(toOption);
  const known = new Set(list.map((o) => o.value));
  return [...list, ...selected.filter((v) => !known.has(v)).map((value) => ({ value }))];
}

export interface FilterFieldsProps {
  value: ProductFilterValue;
  options: FilterOptions;
  loading?: FilterLoading;
  onChange: (value: ProductFilterValue) => void;
  isDisabled?: boolean;
}

/** Internal: the six §2 filter controls (Make, Model, Year, Category, Part, Condition), shared by bar and drawer. */
export function FilterFields({ value, options, loading, onChange, isDisabled }: FilterFieldsProps) {
  const { t } = useUiTranslation();
  const { language } = useLanguage();
  return (
    <>
      {multiFilterKeys.map((key) => {
        const items = optionsWithSelected(options[key], value[key]);
        const isLoading = isLoadingFilter(loading, key);
        return (
          <MultiSelect
            key={key}
            data-filter={key}
            data-loading={isLoading || undefined}
            label={
              <>
                {t(filterLabelKeys[key])}
                {isLoading ? <Spinner aria-label={t('filters.loadingOptions')} role="img" /> : null}
              </>
            }
            placeholder={
              isLoading
                ? t('filters.loading')
                : items.length === 0
                  ? t('filters.noOptions')
                  : t('filters.any')
            }
            isDisabled={isDisabled || items.length === 0}
            items={items.map((o) => ({ ...o, id: o.value }))}
            value={[...value[key]]}
            onChange={(keys: Key[]) => onChange({ ...value, [key]: keys.map(String) })}
            fullWidth
          >
            {(option) => (
              <SelectItem id={option.id} textValue={option.label ?? option.value}>
                {option.label ?? option.value}
                {option.count !== undefined ? (
                  <span data-part="count"> ({formatNumber(option.count, language)})</span>
                ) : null}
              </SelectItem>
            )}
          </MultiSelect>
        );
      })}
      <Select
        data-filter="condition"
        label={t('filters.condition')}
        value={value.condition}
        onChange={(key) => {
          if (conditions.includes(key as ConditionFilter))
            onChange({ ...value, condition: key as ConditionFilter });
        }}
        isDisabled={isDisabled}
        fullWidth
      >
        {conditions.map((condition) => (
          <SelectItem key={condition} id={condition}>
            {t(conditionLabelKeys[condition])}
          </SelectItem>
        ))}
      </Select>
    </>
  );
}
