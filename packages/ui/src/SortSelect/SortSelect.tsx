import { type ProductSort, productSorts } from '@abossey/sdk';
import type { Key } from 'react-aria-components';
import { useUiTranslation } from '../i18n/I18nProvider';
import { Select, type SelectProps } from '../Select/Select';
import { SelectItem } from '../Select/SelectItem';
import { DEFAULT_PRODUCT_SORT, sortLabelKeys } from './sortLabels';

export { DEFAULT_PRODUCT_SORT };

const isProductSort = (key: Key | null): key is ProductSort =>
  typeof key === 'string' && (productSorts as readonly string[]).includes(key);

export interface SortSelectProps
  extends Omit<
    SelectProps<object>,
    'children' | 'items' | 'value' | 'defaultValue' | 'onChange' | 'label' | 'selectionMode'
  > {
  /** Controlled sort (the SDK's `ProductSort`, the `sort` query parameter). */
  value?: ProductSort;
  /** Uncontrolled start value. Default `name` (A-Z). */
  defaultValue?: ProductSort;
  onChange?: (sort: ProductSort) => void;
  /** Visible label. Default "Sort By" (translated). Pass `null` for none (then give `aria-label`). */
  label?: SelectProps<object>['label'] | null;
}

/**
 * The §2 "Sort By" select: Featured, Newest, Price: Low to High, Price: High to Low, A-Z (default). Its values are
 * the SDK's `productSorts` (`featured`, `newest`, `price_asc`, `price_desc`, `name`), ready for `sdk.products.list`.
 */
export function SortSelect({ value, defaultValue, onChange, label, ...props }: SortSelectProps) {
  const { t } = useUiTranslation();
  const isControlled = value !== undefined;
  return (
    <Select
      {...props}
      label={label === null ? undefined : (label ?? t('sortSelect.label'))}
      {...(isControlled ? { value } : { defaultValue: defaultValue ?? DEFAULT_PRODUCT_SORT })}
      onChange={(key) => {
        if (isProductSort(key)) onChange?.(key);
      }}
      data-part="sort-select"
    >
      {productSorts.map((sort) => (
        <SelectItem key={sort} id={sort}>
          {t(sortLabelKeys[sort])}
        </SelectItem>
      ))}
    </Select>
  );
}
