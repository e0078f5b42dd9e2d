import { type ProductSort, productSorts } from '@abossey/sdk';
import { type ChangeEvent, type ComponentPropsWithRef, type FormEvent, useId } from 'react';
import { Button } from '../Button/Button';
import { fieldColumn, labelText } from '../Field/field.css';
import { useUiTranslation } from '../i18n/I18nProvider';
import { styled } from '../internal/styled';
import { Chevron } from '../Select/Chevron';
import { selectTriggerBox } from '../Select/selectTrigger.css';
import { vars } from '../theme/vars';
import { DEFAULT_PRODUCT_SORT, sortLabelKeys } from './sortLabels';

export interface SortFormProps
  extends Omit<ComponentPropsWithRef<'form'>, 'onChange' | 'onSubmit' | 'children' | 'method'> {
  /** The sort now. Default `name` (A-Z). */
  value?: ProductSort;
  /** Where the GET request goes, e.g. `/shop/all-products`. */
  action: string;
  /** Parameters sent as they are (the search words, the filters), as hidden fields. */
  hiddenFields?: Iterable<readonly [name: string, value: string]>;
  /** With JavaScript, a choice calls this (an app routes it); without, Apply submits the form. */
  onChange?: (sort: ProductSort) => void;
}

const isProductSort = (value: string): value is ProductSort =>
  (productSorts as readonly string[]).includes(value);

const StyledSortForm = styled.form`
  ${fieldColumn}

  & > label {
    ${labelText}
  }

  & > [data-part='trigger'] {
    ${selectTriggerBox}
    position: relative;
  }

  /* The chosen sort's text sizes the box as SortSelect's value does; the select, over it, shows and changes it. */
  & > [data-part='trigger'] > [data-part='value'] {
    visibility: hidden;
  }

  & select {
    position: absolute;
    inset: 0;
    inline-size: 100%;
    margin: 0;
    padding-block: 0;
    padding-inline: ${vars.space[3]} calc(${vars.space[2]} * 2 + 1.25rem);
    border: 0;
    border-radius: inherit;
    background: transparent;
    color: inherit;
    font: inherit;
    appearance: none;
    cursor: pointer;
    outline: none;
  }

  & > [data-part='trigger']:has(select:focus-visible) {
    outline: 2px solid ${vars.focusRing};
    outline-offset: 2px;
  }

  & > [data-part='trigger']:hover {
    border-color: ${vars.fg.muted};
  }

  & option {
    background-color: ${vars.bg.surface};
    color: ${vars.fg.default};
  }

  & button {
    align-self: start;
  }
`;

/**
 * The §2 "Sort By" as a plain GET form with a native `<select name="sort">`, for pages without JavaScript and before
 * hydration (issue 23). It takes `SortSelect`'s space (label, and a box sized by the chosen sort), so the select can
 * replace it once its code is there without moving the page. Its Apply button is in `<noscript>`: with JavaScript a
 * choice applies at once (`onChange`), and the box keeps its size.
 */
export function SortForm({
  value = DEFAULT_PRODUCT_SORT,
  action,
  hiddenFields = [],
  onChange,
  ...props
}: SortFormProps) {
  const { t } = useUiTranslation();
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (onChange) event.preventDefault();
  };
  const choose = (event: ChangeEvent<HTMLSelectElement>) => {
    if (isProductSort(event.target.value)) onChange?.(event.target.value);
  };
  return (
    <StyledSortForm method="get" action={action} onSubmit={submit} {...props} data-part="sort-form">
      {[...hiddenFields].map(([name, fieldValue]) => (
        <input key={`${name}=${fieldValue}`} type="hidden" name={name} value={fieldValue} />
      ))}
      <label htmlFor={id}>{t('sortSelect.label')}</label>
      <div data-part="trigger">
        <span data-part="value" aria-hidden="true">
          {t(sortLabelKeys[value])}
        </span>
        <Chevron />
        {/* Keyed by the sort: a new value from the app (the address changed) resets the uncontrolled select. */}
        <select key={value} id={id} name="sort" defaultValue={value} onChange={choose}>
          {productSorts.map((sort) => (
            <option key={sort} value={sort}>
              {t(sortLabelKeys[sort])}
            </option>
          ))}
        </select>
      </div>
      <noscript>
        <Button type="submit" size="small">
          {t('filterForm.apply')}
        </Button>
      </noscript>
    </StyledSortForm>
  );
}
