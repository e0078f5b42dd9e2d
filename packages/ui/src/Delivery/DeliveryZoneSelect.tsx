import { DELIVERY_ZONES } from '@abossey/sdk';
import { useMemo } from 'react';
import { useLaterUiTranslation } from '../i18n/laterStrings';
import { Select, type SelectProps } from '../Select/Select';
import { SelectItem } from '../Select/SelectItem';
import { useZoneLabel } from './useZoneLabel';

export interface DeliveryZoneSelectProps
  extends Omit<SelectProps<{ id: string; label: string }>, 'children' | 'items' | 'label'> {
  /** Default: "Delivery zone" in the language. */
  label?: string;
  /** Only these zone ids (e.g. one region's); default every zone: the 16 regions, then Accra's districts. */
  zones?: readonly string[];
}

/**
 * A choice of one delivery zone (issue 25) from the SDK's fixed list, labelled in the language: the buyer's zone at
 * checkout, a shop's zone in the console. A `Select` with every prop (`value`, `onChange`, `isRequired`...).
 */
export function DeliveryZoneSelect({ label, zones, placeholder, ...props }: DeliveryZoneSelectProps) {
  const { t } = useLaterUiTranslation();
  const zoneLabel = useZoneLabel();
  const items = useMemo(
    () =>
      DELIVERY_ZONES.filter((zone) => !zones || zones.includes(zone.id)).map((zone) => ({
        id: zone.id,
        label: zoneLabel(zone.id),
      })),
    [zones, zoneLabel],
  );
  return (
    <Select
      {...props}
      label={label ?? t('deliveryZone.label')}
      placeholder={placeholder ?? t('deliveryZone.placeholder')}
      items={items}
    >
      {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
    </Select>
  );
}
