import { deliveryZone } from '@abossey/sdk';
import { useCallback } from 'react';
import { useUiTranslation } from '../i18n/I18nProvider';

/**
 * A delivery zone's label in the language (issue 25): a region's translated name, an Accra district's official name
 * with "(Accra)" in the language; an unknown id as it is.
 */
export function useZoneLabel(): (zone: string) => string {
  const { t } = useUiTranslation();
  return useCallback(
    (zone: string) => {
      const info = deliveryZone(zone);
      if (!info) return zone;
      return info.kind === 'region' ? t(`zones.${info.id}`) : t('zones.district', { name: info.name });
    },
    [t],
  );
}
