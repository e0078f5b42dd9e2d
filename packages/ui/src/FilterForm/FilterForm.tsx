import { productStates } from '@abossey/sdk';
import type { ComponentPropsWithRef, FormEvent, KeyboardEvent, ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { Button } from '../Button/Button';
import { Controls, StyledFilterBar } from '../FilterBar/FilterBar.styles';
import {
  type ConditionFilter,
  conditionLabelKeys,
  countActiveFilters,
  type FilterOption,
  type FilterOptions,
  filterLabelKeys,
  multiFilterKeys,
  normalizeFilters,
  type ProductFilterValue,
  toOption,
} from '../FilterBar/filters';
import { formatNumber } from '../i18n/format';
import { useLanguage, useUiTranslation } from '../i18n/I18nProvider';
import { Chevron } from '../Select/Chevron';
import { ResetRow, StyledFacet } from './FilterForm.styles';
import { filtersFromFormData } from './formFilters';

export interface FilterFormProps
  extends Omit<ComponentPropsWithRef<'form'>, 'onChange' | 'onSubmit' | 'children' | 'method'> {
  /** The filters chosen now (checked when the page loads). */
  value: Partial<ProductFilterValue>;
  /** Options per filter, with their facet counts. */
  options: FilterOptions;
  /** Where the GET request goes, e.g. `/shop/all-products`. */
  action: string;
  /** Parameters sent as they are (the search words, the sort), as hidden fields. */
  hiddenFields?: Iterable<readonly [name: string, value: string]>;
  /** With JavaScript, Apply calls this instead of loading a page (an app routes it); without, the form submits. */
  onChange?: (value: ProductFilterValue) => void;
  /** "Reset all", shown while filters are chosen: the address without them. */
  resetHref?: string;
}

const conditions: readonly ConditionFilter[] = ['all', ...productStates];

/** The options of one filter plus any chosen value they no longer hold (so it stays visible and can be unchecked). */
function withChosen(
  options: ReadonlyArray<FilterOption | string> | undefined,
  chosen: readonly string[],
): FilterOption[] {
  const list = (options ?? []).map(toOption);
  const known = new Set(list.map((option) => option.value));
  return [...list, ...chosen.filter((value) => !known.has(value)).map((value) => ({ value }))];
}

/** Escape closes an open filter and gives focus back to its summary, as it would close a select's popover. */
function closeOnEscape(event: KeyboardEvent<HTMLDetailsElement>) {
  if (event.key !== 'Escape' || !event.currentTarget.open) return;
  event.currentTarget.open = false;
  event.currentTarget.querySelector('summary')?.focus();
}

/** One filter: a `<details>` drawn as a closed select, its options and Apply in a floating panel. */
function Facet({ label, shown, children }: { label: string; shown: ReactNode; children: ReactNode }) {
  const { t } = useUiTranslation();
  return (
    <StyledFacet onKeyDown={closeOnEscape} data-part="facet">
      <summary>
        <span data-part="label">{label}</span>
        <span data-part="trigger">
          {shown}
          <Chevron />
        </span>
      </summary>
      <div data-part="panel">
        <fieldset>
          <legend>{label}</legend>
          {children}
        </fieldset>
        <Button type="submit" size="small">
          {t('filterForm.apply')}
        </Button>
      </div>
    </StyledFacet>
  );
}

/**
 * The §2 product filters as one plain GET form, for pages without JavaScript and before hydration (issue 23): a
 * disclosure per filter (Make, Model, Year, Category, Part: checkboxes with counts; Condition: radios), each with
 * Apply. Its parameters are the `productListQuery` ones, repeated for several values (`make=Toyota&make=Honda`). It
 * takes the space `FilterBar` takes (the same six boxes, and the chips' row while filters are chosen), so the bar can
 * replace it once its code is there without moving the page.
 */
export function FilterForm({
  value: valueProp,
  options,
  action,
  hiddenFields = [],
  onChange,
  resetHref,
  'aria-label': ariaLabel,
  ...props
}: FilterFormProps) {
  const { t } = useUiTranslation();
  const { language } = useLanguage();
  const value = normalizeFilters(valueProp);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!onChange) return;
    event.preventDefault();
    onChange(filtersFromFormData(new FormData(event.currentTarget)));
  };
  return (
    <StyledFilterBar
      as="form"
      method="get"
      action={action}
      aria-label={ariaLabel ?? t('filters.label')}
      onSubmit={submit}
      {...props}
      data-part="filter-form"
    >
      {[...hiddenFields].map(([name, fieldValue]) => (
        <input key={`${name}=${fieldValue}`} type="hidden" name={name} value={fieldValue} />
      ))}
      <Controls data-part="controls">
        {multiFilterKeys.map((key) => {
          const items = withChosen(options[key], value[key]);
          const labelOf = (chosen: string) => items.find((item) => item.value === chosen)?.label ?? chosen;
          return (
            <Facet
              key={key}
              label={t(filterLabelKeys[key])}
              shown={
                <span data-part="value" data-placeholder={value[key].length === 0 || undefined}>
                  {value[key].length > 0
                    ? value[key].map(labelOf).join(', ')
                    : t(items.length === 0 ? 'filters.noOptions' : 'filters.any')}
                </span>
              }
            >
              {items.length === 0 ? <p data-part="empty">{t('filters.noOptions')}</p> : null}
              {items.map((item) => (
                <label key={item.value}>
                  <input
                    type="checkbox"
                    name={key}
                    value={item.value}
                    defaultChecked={value[key].includes(item.value)}
                  />
                  <span>
                    {item.label ?? item.value}
                    {item.count !== undefined ? (
                      <span data-part="count"> ({formatNumber(item.count, language)})</span>
                    ) : null}
                  </span>
                </label>
              ))}
            </Facet>
          );
        })}
        <Facet
          label={t('filters.condition')}
          shown={<span data-part="value">{t(conditionLabelKeys[value.condition])}</span>}
        >
          {conditions.map((condition) => (
            <label key={condition}>
              <input
                type="radio"
                name="condition"
                value={condition === 'all' ? '' : condition}
                defaultChecked={value.condition === condition}
              />
              <span>{t(conditionLabelKeys[condition])}</span>
            </label>
          ))}
        </Facet>
      </Controls>
      {countActiveFilters(value) > 0 ? (
        <ResetRow data-part="reset-row">
          {resetHref ? <Link href={resetHref}>{t('filters.resetAll')}</Link> : null}
        </ResetRow>
      ) : null}
    </StyledFilterBar>
  );
}
