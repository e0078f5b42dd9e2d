import type { DeliveryMethod } from '@abossey/sdk';
import type { ComponentPropsWithRef } from 'react';
import { formatDayRange } from '../i18n/format';
import { useLanguage } from '../i18n/I18nProvider';
import { useLaterUiTranslation } from '../i18n/laterStrings';
import { Money } from '../Money/Money';
import { StyledDeliveryEstimate } from './Delivery.styles';
import { useZoneLabel } from './useZoneLabel';

export interface DeliveryEstimateProps extends Omit<ComponentPropsWithRef<'p'>, 'children'> {
  method: DeliveryMethod;
  /** The fee in GH₵ (0 reads "Free"). */
  fee: number;
  /** The buyer's zone id, named after "Delivery to"; omitted: "Delivery". */
  zone?: string | null;
  /** Expected days, `YYYY-MM-DD`; both needed for "Arrives 2–4 Dec". */
  earliest?: string | null;
  latest?: string | null;
  /** With pickup: the shop's address. */
  pickupAddress?: string | null;
}

/**
 * How one shop's parts reach the buyer (issue 25): "Delivery to Ashanti · GH₵ 45.00 · Arrives 2–4 Dec", or
 * "Pickup at the shop · Free · Collect at …". The fee through `Money`, the days through `Intl` in the language.
 * Used by the cart, checkout and the order screens of both apps.
 */
export function DeliveryEstimate({
  method,
  fee,
  zone,
  earliest,
  latest,
  pickupAddress,
  ...props
}: DeliveryEstimateProps) {
  const { t } = useLaterUiTranslation();
  const { language } = useLanguage();
  const zoneLabel = useZoneLabel();
  const pickup = method === 'pickup';
  let note: string;
  if (pickup)
    note = pickupAddress ? t('delivery.pickupAt', { address: pickupAddress }) : t('delivery.pickupNote');
  else if (earliest && latest)
    note = t('delivery.arrives', { dates: formatDayRange(earliest, latest, language) });
  else note = t('delivery.undated');
  return (
    <StyledDeliveryEstimate {...props} data-method={method} data-part="delivery-estimate">
      <span data-part="method">
        {pickup
          ? t('delivery.pickup')
          : zone
            ? t('delivery.to', { zone: zoneLabel(zone) })
            : t('delivery.delivery')}
      </span>
      <span data-part="fee">{fee > 0 ? <Money value={fee} /> : t('delivery.free')}</span>
      <span data-part="dates">{note}</span>
    </StyledDeliveryEstimate>
  );
}
