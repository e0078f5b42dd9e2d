import { toCedis, toPesewas } from '@abossey/sdk';
import { type ComponentPropsWithRef, type ReactNode, useId, useState } from 'react';
import { Link } from 'react-aria-components';
import { Button } from '../Button/Button';
import { type Fit, FitBadge } from '../FitBadge/FitBadge';
import { useLaterUiTranslation } from '../i18n/laterStrings';
import { IMAGE_SIZES, imageSources } from '../images/imageSources';
import { ImagePlaceholderIcon } from '../internal/icons';
import { Money } from '../Money/Money';
import { NumberField } from '../NumberField/NumberField';
import {
  Info,
  LineTotal,
  Name,
  QuantitySlot,
  RemoveSlot,
  Root,
  Shop,
  Thumb,
  UnitPrice,
  Warning,
} from './CartLineItem.styles';

/** One cart line (§3 checkout state: id, name, price, quantity, coverUrl, available). */
export interface CartLineItemData {
  id: number | string;
  name: string;
  /** Unit price in GH₵. */
  price: number;
  quantity: number;
  /** Cover image (§3 `coverUrl`). */
  coverUrl?: string | null;
  /** The shop selling it. */
  shopName?: string | null;
  /** Units in stock (§3 `available`); unknown means no limit is shown. */
  available?: number | null;
}

export interface CartLineItemProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  item: CartLineItemData;
  /** Product page link for the name (react-aria `Link`: an app's `RouterProvider` makes it client-side). */
  href?: string;
  /** Render the name link yourself (router links); wins over `href`. */
  renderLink?: (children: ReactNode, item: CartLineItemData) => ReactNode;
  /** New quantity (a whole number ≥ 1, at most the stock). Without it the quantity is read-only text. */
  onQuantityChange?: (quantity: number, item: CartLineItemData) => void;
  /** Shows the remove button. */
  onRemove?: (item: CartLineItemData) => void;
  /** Shows the remove button as pending. */
  isRemoving?: boolean;
  /** `compact` for drawers and order summaries: one tighter row, no − / + buttons. Default `default`. */
  variant?: 'default' | 'compact';
  isDisabled?: boolean;
  /** Whether the part fits the buyer's active vehicle (`fitsVehicle` from the SDK); no badge when undefined. */
  fit?: Fit | undefined;
  /** The active vehicle as it reads, named with the fit badge for screen readers. */
  fitVehicle?: string | undefined;
}

/** Line total in GH₵, computed in whole pesewas so 3 × 0.1 is 0.30, not 0.30000000000000004. */
export function lineTotal(price: number, quantity: number): number {
  if (!Number.isFinite(price) || !Number.isFinite(quantity)) return Number.NaN;
  return toCedis(toPesewas(price) * Math.max(0, Math.round(quantity)));
}

/**
 * A cart line for the checkout's cart step and the cart drawer: 36 px thumbnail (placeholder without one), name
 * link, shop, unit price and line total (through `Money`), quantity field (`NumberField`: digits only, blur below 1
 * becomes 1, max = stock), remove button, and an out-of-stock / exceeds-stock warning tied to the field.
 */
export function CartLineItem({
  item,
  href,
  renderLink,
  onQuantityChange,
  onRemove,
  isRemoving = false,
  variant = 'default',
  isDisabled = false,
  fit,
  fitVehicle,
  ...props
}: CartLineItemProps) {
  const { t } = useLaterUiTranslation();
  const nameId = useId();
  const warningId = useId();
  const [failedImage, setFailedImage] = useState<string | null>(null);
  // An emptied field stays empty until it is left (then NumberField makes it 1); the app never sees NaN.
  const [isEmptied, setIsEmptied] = useState(false);
  const quantity = Number.isFinite(item.quantity) ? Math.max(0, Math.round(item.quantity)) : 0;
  const stock =
    item.available === null || item.available === undefined || !Number.isFinite(item.available)
      ? undefined
      : Math.max(0, Math.floor(item.available));
  const stockState = stock === undefined ? 'ok' : stock === 0 ? 'out' : quantity > stock ? 'exceeds' : 'ok';
  const image = item.coverUrl || undefined;
  const showImage = image !== undefined && failedImage !== image;
  const compact = variant === 'compact';

  const name = renderLink ? (
    renderLink(item.name, item)
  ) : href ? (
    <Link href={href}>{item.name}</Link>
  ) : (
    item.name
  );

  return (
    <Root
      role="group"
      aria-labelledby={nameId}
      {...props}
      data-variant={variant}
      data-stock={stockState}
      data-fit={fit}
      data-part="cart-line-item"
    >
      <Thumb data-part="thumbnail">
        {showImage ? (
          <img
            {...imageSources(image, IMAGE_SIZES.thumbnail)}
            alt=""
            loading="lazy"
            decoding="async"
            onError={() => setFailedImage(image)}
          />
        ) : (
          <ImagePlaceholderIcon data-part="placeholder" />
        )}
      </Thumb>
      <Info>
        <Name id={nameId} data-part="name">
          {name}
        </Name>
        {item.shopName ? (
          <Shop data-part="shop">{t('cartLineItem.soldBy', { shop: item.shopName })}</Shop>
        ) : null}
        {fit ? (
          <span data-part="fit">
            <FitBadge fit={fit} vehicle={fitVehicle} />
          </span>
        ) : null}
        <UnitPrice data-part="unit-price">
          {t('cartLineItem.unitPrice')} <Money value={item.price} size="small" />
        </UnitPrice>
        {stockState !== 'ok' ? (
          <Warning id={warningId} data-part="warning" data-stock={stockState}>
            {stockState === 'out'
              ? t('cartLineItem.outOfStock')
              : t('cartLineItem.exceedsStock', { count: stock })}
          </Warning>
        ) : null}
      </Info>
      <QuantitySlot data-part="quantity">
        {onQuantityChange ? (
          <NumberField
            aria-label={t('cartLineItem.quantity', { name: item.name })}
            aria-describedby={stockState !== 'ok' ? warningId : undefined}
            value={isEmptied ? Number.NaN : quantity}
            min={1}
            max={stock !== undefined && stock > 0 ? stock : undefined}
            isInvalid={stockState !== 'ok'}
            isDisabled={isDisabled || stockState === 'out'}
            hideStepper={compact}
            onChange={(next) => {
              setIsEmptied(!Number.isFinite(next));
              if (Number.isFinite(next) && next !== quantity) onQuantityChange(next, item);
            }}
          />
        ) : (
          <span>{t('cartLineItem.quantityValue', { quantity })}</span>
        )}
      </QuantitySlot>
      <LineTotal data-part="line-total">
        <span data-part="line-total-label">{t('cartLineItem.lineTotal')}</span>
        <Money
          value={lineTotal(item.price, quantity)}
          emphasis="strong"
          size={compact ? 'small' : 'medium'}
        />
      </LineTotal>
      {onRemove ? (
        <RemoveSlot>
          <Button
            variant="ghost"
            size="small"
            onPress={() => onRemove(item)}
            isPending={isRemoving}
            isDisabled={isDisabled}
            aria-label={
              isRemoving
                ? t('cartLineItem.removing', { name: item.name })
                : t('cartLineItem.remove', { name: item.name })
            }
            pendingLabel={t('cartLineItem.removing', { name: item.name })}
            data-part="remove"
          >
            <svg
              width="1em"
              height="1em"
              viewBox="0 0 24 24"
              fill="currentColor"
              aria-hidden="true"
              focusable="false"
            >
              <path d="M6 19a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2V7H6v12ZM19 4h-3.5l-1-1h-5l-1 1H5v2h14V4Z" />
            </svg>
          </Button>
        </RemoveSlot>
      ) : null}
    </Root>
  );
}
