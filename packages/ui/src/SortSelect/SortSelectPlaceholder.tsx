import type { ProductSort } from '@abossey/sdk';
import { useUiTranslation } from '../i18n/I18nProvider';
import { SelectPlaceholder, type SelectPlaceholderProps } from '../Select/SelectPlaceholder';
import { DEFAULT_PRODUCT_SORT, sortLabelKeys } from './sortLabels';

export interface SortSelectPlaceholderProps extends Omit<SelectPlaceholderProps, 'label' | 'value'> {
  /** The sort the real select will show. Default `name` (A-Z). */
  value?: ProductSort;
}

/**
 * `SortSelect` as it will look ("Sort By" and the current sort), without its code: what an app shows while the
 * select's chunk loads (issue 9), in the same space. Inert and hidden from assistive technology.
 */
export function SortSelectPlaceholder({
  value = DEFAULT_PRODUCT_SORT,
  ...props
}: SortSelectPlaceholderProps) {
  const { t } = useUiTranslation();
  return <SelectPlaceholder label={t('sortSelect.label')} value={t(sortLabelKeys[value])} {...props} />;
}
