import { deliveryZone } from '@abossey/sdk';
import { useCallback } from 'react';
import { useLaterUiTranslation } from '../i18n/laterStrings';

/**
 * A delivery zone's label in the language (issue 25): a region's translated name, an Accra district's official name
 * with "(Accra)" in the language; an unknown id as it is.
 */
export function useZoneLabel(): (zone: string) => string {
  const { t } = useLaterUiTranslation();
  return useCallback(
    (zone: string) => {
      const info = deliveryZone(zone);
      if (!info) return zone;
      return info.kind === 'region' ? t(`zones.${info.id}`) : t('zones.district', { name: info.name });
    },
    [t],
  );
}
