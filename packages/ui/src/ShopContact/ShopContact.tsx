import { formatPhone, phoneE164, whatsappUrl } from '@abossey/sdk';
import { type ComponentPropsWithRef, useEffect, useRef, useState } from 'react';
import { Button } from '../Button/Button';
import { useLaterUiTranslation } from '../i18n/laterStrings';
import { StyledShopContact } from './ShopContact.styles';

export interface ShopContactProps extends Omit<ComponentPropsWithRef<'section'>, 'children'> {
  /** The shop's name, said in the heading's context and in the WhatsApp message. */
  shopName: string;
  /** The shop's public phone number as stored (`024 412 3456`); shown formatted, called with `tel:`. */
  phone: string;
  /** The shop's GhanaPost GPS address (`GA-123-4567`), with a copy button; hidden when null or empty. */
  gpsAddress?: string | null;
  /** The shop's location text (its street address); hidden when empty. */
  address?: string | null;
  /** On a product page: the product the WhatsApp message asks about. */
  productName?: string;
  /** On a product page: the product's address, added to the WhatsApp message. */
  productUrl?: string;
  /** On a product page: the buyer's vehicle as it reads ("2012 Toyota Corolla"), asked about in the WhatsApp message. */
  vehicle?: string | undefined;
  /** Heading level of the title (default 2). */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
}

/**
 * How a buyer reaches a shop (issue 25): call (`tel:` in E.164), a WhatsApp chat (`https://wa.me/<digits>`) with a
 * translated message that names the product (and the buyer's vehicle, when given) on a product page, the GhanaPost GPS address with copy-to-clipboard, and
 * the shop's location text. Numbers are formatted with the SDK's phone helpers; a number that is not valid is shown
 * as stored, without links.
 */
export function ShopContact({
  shopName,
  phone,
  gpsAddress,
  address,
  productName,
  productUrl,
  vehicle,
  headingLevel = 2,
  ...props
}: ShopContactProps) {
  const { t } = useLaterUiTranslation();
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const Heading = `h${headingLevel}` as const;
  const e164 = phone.trim() ? phoneE164(phone) : null;
  const shown = formatPhone(phone);
  const message = productName
    ? t(vehicle ? 'shopContact.messageProductVehicle' : 'shopContact.messageProduct', {
        shop: shopName,
        product: productName,
        vehicle,
        url: productUrl ?? '',
      }).trim()
    : t('shopContact.message', { shop: shopName });
  const whatsapp = whatsappUrl(phone, message);
  const gps = gpsAddress?.trim();
  const location = address?.trim();

  const copy = async () => {
    clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(gps ?? '');
      setCopyState('copied');
    } catch {
      setCopyState('failed');
    }
    timer.current = setTimeout(() => setCopyState('idle'), 4000);
  };

  return (
    <StyledShopContact data-part="shop-contact" {...props}>
      <Heading data-part="title">{t('shopContact.title')}</Heading>
      <dl>
        {shown ? (
          <div data-part="phone">
            <dt>{t('shopContact.phone')}</dt>
            <dd>
              <bdi dir="ltr">{shown}</bdi>
              {e164 ? (
                <span data-part="actions">
                  <a href={`tel:${e164}`} data-part="call">
                    {t('shopContact.call')}
                  </a>
                  {whatsapp ? (
                    <a href={whatsapp} data-part="whatsapp" target="_blank" rel="noopener noreferrer">
                      {t('shopContact.whatsapp')}
                    </a>
                  ) : null}
                </span>
              ) : null}
            </dd>
          </div>
        ) : null}
        {gps ? (
          <div data-part="gps">
            <dt>{t('shopContact.gps')}</dt>
            <dd>
              <bdi dir="ltr">{gps}</bdi>
              <Button
                variant="secondary"
                size="small"
                aria-label={t('shopContact.copyLabel', { address: gps })}
                onPress={copy}
              >
                {t('shopContact.copy')}
              </Button>
            </dd>
          </div>
        ) : null}
        {location ? (
          <div data-part="location">
            <dt>{t('shopContact.location')}</dt>
            <dd>
              <address>
                <bdi>{location}</bdi>
              </address>
            </dd>
          </div>
        ) : null}
      </dl>
      <p data-part="status" role="status">
        {copyState === 'copied'
          ? t('shopContact.copied')
          : copyState === 'failed'
            ? t('shopContact.copyFailed')
            : ''}
      </p>
    </StyledShopContact>
  );
}
