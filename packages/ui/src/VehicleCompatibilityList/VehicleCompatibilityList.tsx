import type { ProductVehicle } from '@abossey/sdk';
import { type ComponentPropsWithRef, type ReactNode, useId, useState } from 'react';
import { Button } from '../Button/Button';
import { useLanguage } from '../i18n/I18nProvider';
import { useLaterUiTranslation } from '../i18n/laterStrings';
import {
  Empty,
  MakeItem,
  MakeName,
  ModelItem,
  Root,
  StyledList,
  Years,
} from './VehicleCompatibilityList.styles';

/** A compatible vehicle (the SDK's `ProductVehicle`; the id is optional). */
export type CompatibleVehicle = Pick<
  ProductVehicle,
  'vehicleMakeName' | 'vehicleMakeModelName' | 'vehicleMakeYear'
> &
  Partial<Pick<ProductVehicle, 'vehicleMakeId'>>;

export interface VehicleMakeGroup {
  make: string;
  models: { model: string; years: number[] }[];
}

/** Groups vehicles by make, then model, with sorted unique years; makes and models in alphabetical order. */
export function groupVehicles(vehicles: readonly CompatibleVehicle[], locale?: string): VehicleMakeGroup[] {
  const makes = new Map<string, Map<string, Set<number>>>();
  for (const v of vehicles) {
    const make = (v.vehicleMakeName ?? '').trim();
    const model = (v.vehicleMakeModelName ?? '').trim();
    if (!make) continue;
    const models = makes.get(make) ?? new Map<string, Set<number>>();
    makes.set(make, models);
    const years = models.get(model) ?? new Set<number>();
    models.set(model, years);
    if (Number.isFinite(v.vehicleMakeYear)) years.add(v.vehicleMakeYear);
  }
  const compare = (a: string, b: string) =>
    a.localeCompare(b, locale, { sensitivity: 'base', numeric: true });
  return [...makes.entries()]
    .sort(([a], [b]) => compare(a, b))
    .map(([make, models]) => ({
      make,
      models: [...models.entries()]
        .sort(([a], [b]) => compare(a, b))
        .map(([model, years]) => ({ model, years: [...years].sort((a, b) => a - b) })),
    }));
}

export interface VehicleCompatibilityListProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  vehicles: readonly CompatibleVehicle[];
  /** Makes shown before "Show N more make(s)". Default 1 (§2). */
  initialMakes?: number;
  /** Text when the product lists no vehicles. Default "No compatible vehicles listed." */
  emptyText?: ReactNode;
  /** Accessible name of the list. Default "Vehicle compatibility". */
  'aria-label'?: string;
}

/**
 * §2 product details "Vehicle Compatibility": the vehicles grouped by make, then model with its years; the first
 * make(s) shown and a "Show N more make(s)" / "Show Less" toggle (`aria-expanded`) for the rest.
 */
export function VehicleCompatibilityList({
  vehicles,
  initialMakes = 1,
  emptyText,
  'aria-label': ariaLabel,
  ...props
}: VehicleCompatibilityListProps) {
  const { t } = useLaterUiTranslation();
  const { locale } = useLanguage();
  const listId = useId();
  const [expanded, setExpanded] = useState(false);
  const groups = groupVehicles(vehicles, locale);
  const limit = Math.max(1, Math.floor(Number.isFinite(initialMakes) ? initialMakes : 1));
  const hidden = Math.max(0, groups.length - limit);
  const shown = expanded ? groups : groups.slice(0, limit);

  if (groups.length === 0) {
    return (
      <Root {...props} data-part="vehicle-compatibility">
        <Empty data-part="empty">{emptyText ?? t('vehicleCompatibility.empty')}</Empty>
      </Root>
    );
  }

  return (
    <Root {...props} data-part="vehicle-compatibility">
      <StyledList id={listId} aria-label={ariaLabel ?? t('vehicleCompatibility.label')}>
        {shown.map((group) => (
          <MakeItem key={group.make} data-part="make">
            <MakeName>{group.make}</MakeName>
            <ul aria-label={group.make}>
              {group.models.map(({ model, years }) => (
                <ModelItem key={model} data-part="model">
                  <span data-part="model-name">{model || t('vehicleCompatibility.allModels')}</span>
                  {years.length > 0 ? (
                    <Years data-part="years">
                      {new Intl.ListFormat(locale, { style: 'short', type: 'unit' }).format(
                        years.map(String),
                      )}
                    </Years>
                  ) : null}
                </ModelItem>
              ))}
            </ul>
          </MakeItem>
        ))}
      </StyledList>
      {hidden > 0 ? (
        <Button
          variant="ghost"
          size="small"
          aria-expanded={expanded}
          aria-controls={listId}
          onPress={() => setExpanded((value) => !value)}
          data-part="toggle"
        >
          {expanded
            ? t('vehicleCompatibility.showLess')
            : t('vehicleCompatibility.showMore', { count: hidden })}
        </Button>
      ) : null}
    </Root>
  );
}
