import { Button } from '../Button/Button';
import { Drawer } from '../Drawer/Drawer';
import { Controls } from '../FilterBar/FilterBar.styles';
import { FilterFields } from '../FilterBar/FilterFields';
import type { FilterLoading, FilterOptions, ProductFilterValue } from '../FilterBar/filters';
import { useUiTranslation } from '../i18n/I18nProvider';
import { FILTER_DRAWER_WIDTH } from './filterDrawerWidth';

export interface FilterDrawerPanelProps {
  /** The dialog's id (the trigger's `aria-controls`). */
  id: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  value: ProductFilterValue;
  options: FilterOptions;
  loading?: FilterLoading;
  onChange: (value: ProductFilterValue) => void;
  onReset: () => void;
  canReset: boolean;
}

/** `FilterDrawer`'s drawer: the filter controls stacked, "Reset all" and "Done". Loaded the first time it opens. */
export function FilterDrawerPanel({
  id,
  isOpen,
  onOpenChange,
  value,
  options,
  loading,
  onChange,
  onReset,
  canReset,
}: FilterDrawerPanelProps) {
  const { t } = useUiTranslation();
  return (
    <Drawer
      id={id}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t('filters.label')}
      placement="end"
      width={FILTER_DRAWER_WIDTH}
      footer={({ close }) => (
        <>
          <Button variant="ghost" onPress={onReset} isDisabled={!canReset} data-part="reset">
            {t('filters.resetAll')}
          </Button>
          <Button onPress={close} data-part="done">
            {t('filterDrawer.done')}
          </Button>
        </>
      )}
    >
      <Controls data-layout="stack" data-part="controls">
        <FilterFields value={value} options={options} loading={loading} onChange={onChange} />
      </Controls>
    </Drawer>
  );
}
