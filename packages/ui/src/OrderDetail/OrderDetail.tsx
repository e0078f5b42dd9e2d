import { type Order, type OrderItem, toCedis, toPesewas, type VendorOrder } from '@abossey/sdk';
import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import { Link, VisuallyHidden } from 'react-aria-components';
import { addressLines } from '../AddressCard/AddressCard';
import { DeliveryEstimate } from '../Delivery/DeliveryEstimate';
import { formatNumber } from '../i18n/format';
import { useLanguage } from '../i18n/I18nProvider';
import { useLaterUiTranslation } from '../i18n/laterStrings';
import { Money } from '../Money/Money';
import { Skeleton } from '../Skeleton/Skeleton';
import { StatusBadge } from '../StatusBadge/StatusBadge';
import {
  StyledFactList,
  StyledOrderDetailLayout,
  StyledOrderSection,
  StyledShopItems,
} from './OrderDetail.styles';

export interface OrderDetailLayoutProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** The wide column: the order's lines, then its history. */
  main: ReactNode;
  /** The narrow column: customer, address, delivery and payment facts. */
  aside: ReactNode;
}

/**
 * An order screen's two columns (§2 order details, buyer's and console's alike): stacked on a narrow page, side by
 * side (2 : 1) once the page's own width reaches 720 px — a container query, so a side menu counts.
 */
export function OrderDetailLayout({ main, aside, ...props }: OrderDetailLayoutProps) {
  return (
    <StyledOrderDetailLayout {...props}>
      <div data-part="columns">
        <div>{main}</div>
        <div>{aside}</div>
      </div>
    </StyledOrderDetailLayout>
  );
}

export interface OrderSectionProps extends Omit<ComponentPropsWithRef<'section'>, 'title'> {
  /** The card's heading; it also names the section (a landmark region). */
  title: ReactNode;
  /** Heading level. Default 2 (under the page's h1). */
  headingLevel?: 2 | 3;
}

/** One card of an order screen: a named region with its heading ("Payment", "Order history", …). */
export function OrderSection({ title, headingLevel = 2, children, ...props }: OrderSectionProps) {
  const id = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <StyledOrderSection aria-labelledby={id} {...props}>
      <Heading id={id}>{title}</Heading>
      {children}
    </StyledOrderSection>
  );
}

/** Label/value pairs (`<dt>`/`<dd>` children) in two columns: an order's payment, delivery or customer facts. */
export function FactList(props: ComponentPropsWithRef<'dl'>) {
  return <StyledFactList {...props} />;
}

export interface OrderShopItemsProps extends Omit<ComponentPropsWithRef<'section'>, 'children'> {
  /** The shop's part of the order. */
  vendorOrder: VendorOrder;
  /** Its lines (the order's items whose `vendorOrderId` is this shop order's). */
  items: readonly OrderItem[];
  /** Show the shop order's own status badge (useful when an order has several shops). Default true. */
  showStatus?: boolean;
  /** Show the tracking number and the delivery estimate under the shop's name (the buyer's view). Default false. */
  showDelivery?: boolean;
  /** Link for the shop's name (through the app's RouterProvider); omitted, plain text. */
  shopHref?: string | undefined;
  /** Link for a line's product name; `undefined` for a line whose product is gone. */
  productHref?: ((item: OrderItem) => string | undefined) | undefined;
}

/**
 * One shop's lines of an order: its name (h3), status, optionally its tracking number and delivery estimate, then
 * each part with its thumbnail, "2 × GH₵ 45.00" and the line total. Every amount goes through `Money`.
 */
export function OrderShopItems({
  vendorOrder,
  items,
  showStatus = true,
  showDelivery = false,
  shopHref,
  productHref,
  ...props
}: OrderShopItemsProps) {
  const { t } = useLaterUiTranslation();
  const { language } = useLanguage();
  const headingId = useId();
  const name = <bdi>{vendorOrder.vendorName}</bdi>;
  return (
    <StyledShopItems aria-labelledby={headingId} {...props}>
      <header>
        <h3 id={headingId}>{shopHref ? <Link href={shopHref}>{name}</Link> : name}</h3>
        {showStatus ? <StatusBadge status={vendorOrder.status} /> : null}
      </header>
      {showDelivery && vendorOrder.trackingNumber ? (
        <p data-part="tracking">{t('orderDetail.tracking', { number: vendorOrder.trackingNumber })}</p>
      ) : null}
      {showDelivery && vendorOrder.deliveryMethod ? (
        <DeliveryEstimate
          method={vendorOrder.deliveryMethod}
          fee={vendorOrder.shippingFee}
          zone={vendorOrder.deliveryZone ?? null}
          earliest={vendorOrder.deliveryEarliest ?? null}
          latest={vendorOrder.deliveryLatest ?? null}
        />
      ) : null}
      <ul>
        {items.map((item) => {
          const href = productHref?.(item);
          return (
            <li key={item.id}>
              {item.images[0] ? (
                <img src={item.images[0]} alt="" loading="lazy" />
              ) : (
                <span data-part="no-image" aria-hidden="true" />
              )}
              <div>
                <div data-part="name">
                  <bdi>{href ? <Link href={href}>{item.productName}</Link> : item.productName}</bdi>
                </div>
                <div data-part="unit">
                  {formatNumber(item.quantity, language)} × <Money value={item.price} size="small" />
                </div>
              </div>
              <Money value={toCedis(toPesewas(item.price) * item.quantity)} emphasis="strong" />
            </li>
          );
        })}
      </ul>
    </StyledShopItems>
  );
}

/** The delivery fields an order carries (§3). */
export type OrderDeliveryTo = Pick<
  Order,
  | 'deliveryToName'
  | 'deliveryToAddress'
  | 'deliveryToCity'
  | 'deliveryToState'
  | 'deliveryToZipCode'
  | 'deliveryToCountry'
  | 'deliveryToPhone'
>;

export interface OrderAddressProps extends Omit<ComponentPropsWithRef<'address'>, 'children'> {
  order: OrderDeliveryTo;
}

/** Where an order goes: the address lines as `addressLines` writes them, then the phone (left to right); "—" when empty. */
export function OrderAddress({ order, ...props }: OrderAddressProps) {
  const lines = addressLines({
    id: 0,
    fullName: order.deliveryToName ?? '',
    address: order.deliveryToAddress ?? '',
    city: order.deliveryToCity,
    state: order.deliveryToState,
    zipCode: order.deliveryToZipCode,
    country: order.deliveryToCountry,
  });
  return (
    <address {...props}>
      {lines.length || order.deliveryToPhone ? null : '—'}
      {lines.map((line) => (
        // Isolated: "12 Ring Road East" keeps its number first in a right-to-left page.
        <div key={line}>
          <bdi>{line}</bdi>
        </div>
      ))}
      {order.deliveryToPhone ? (
        <div>
          <bdi dir="ltr">{order.deliveryToPhone}</bdi>
        </div>
      ) : null}
    </address>
  );
}

/** An order screen while it loads: a status line for screen readers, then the layout's shape in skeletons. */
export function OrderDetailSkeleton(props: Omit<ComponentPropsWithRef<'div'>, 'children'>) {
  const { t } = useLaterUiTranslation();
  return (
    <div aria-busy="true" {...props}>
      <VisuallyHidden elementType="span" role="status">
        {t('orderDetail.loading')}
      </VisuallyHidden>
      <Skeleton variant="text" width="40%" height="2rem" />
      <OrderDetailLayout
        aria-hidden="true"
        main={<Skeleton variant="rect" height="16rem" />}
        aside={<Skeleton variant="rect" height="12rem" />}
      />
    </div>
  );
}
