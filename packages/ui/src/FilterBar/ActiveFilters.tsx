import { Button } from '../Button/Button';
import { Chip, ChipGroup } from '../Chip/Chip';
import { useUiTranslation } from '../i18n/I18nProvider';
import { ActiveRow } from './FilterBar.styles';
import { conditionLabelKeys, filterLabelKeys } from './FilterFields';
import {
  EMPTY_PRODUCT_FILTERS,
  type FilterOptions,
  type MultiFilterKey,
  multiFilterKeys,
  type ProductFilterValue,
  toOption,
} from './filters';

interface ActiveChip {
  id: string;
  text: string;
}

export interface ActiveFiltersProps {
  value: ProductFilterValue;
  options: FilterOptions;
  onChange: (value: ProductFilterValue) => void;
  /** Called by "Reset all" (default: `onChange` with no filters). */
  onReset?: () => void;
  isDisabled?: boolean;
}

/** Internal: the active filters as removable chips ("Make: Toyota") with "Reset all"; nothing when none is active. */
export function ActiveFilters({ value, options, onChange, onReset, isDisabled }: ActiveFiltersProps) {
  const { t } = useUiTranslation();
  const labelOf = (key: MultiFilterKey, v: string) =>
    (options[key] ?? []).map(toOption).find((o) => o.value === v)?.label ?? v;
  const chips: ActiveChip[] = multiFilterKeys.flatMap((key) =>
    value[key].map((v) => ({
      id: `${key}:${v}`,
      text: t('filters.chip', { filter: t(filterLabelKeys[key]), value: labelOf(key, v) }),
    })),
  );
  if (value.condition !== 'all') {
    chips.push({
      id: 'condition:',
      text: t('filters.chip', {
        filter: t('filters.condition'),
        value: t(conditionLabelKeys[value.condition]),
      }),
    });
  }
  if (chips.length === 0) return null;

  const remove = (ids: Set<string | number>) => {
    let next: ProductFilterValue = value;
    for (const id of ids) {
      const text = String(id);
      const at = text.indexOf(':');
      const key = text.slice(0, at);
      const v = text.slice(at + 1);
      if (key === 'condition') next = { ...next, condition: 'all' };
      else if ((multiFilterKeys as readonly string[]).includes(key)) {
        const k = key as MultiFilterKey;
        next = { ...next, [k]: next[k].filter((x) => x !== v) };
      }
    }
    onChange(next);
  };

  return (
    <ActiveRow data-part="active-filters">
      <ChipGroup aria-label={t('filters.active')} items={chips} onRemove={isDisabled ? undefined : remove}>
        {(chip) => (
          <Chip id={chip.id} textValue={chip.text}>
            {chip.text}
          </Chip>
        )}
      </ChipGroup>
      <Button
        variant="ghost"
        size="small"
        isDisabled={isDisabled}
        onPress={() => (onReset ? onReset() : onChange(EMPTY_PRODUCT_FILTERS))}
        data-part="reset"
      >
        {t('filters.resetAll')}
      </Button>
    </ActiveRow>
  );
}
