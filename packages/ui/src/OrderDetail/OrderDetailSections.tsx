import {
  isPaymentStatus,
  NotFoundError,
  type Order,
  type OrderDetail,
  type OrderItem,
  toCedis,
  toPesewas,
  type VendorOrder,
} from '@abossey/sdk';
import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { ErrorPanel } from '../ErrorPanel/ErrorPanel';
import { useLaterUiTranslation } from '../i18n/laterStrings';
import { useMessageTranslation } from '../i18n/useMessageTranslation';
import { Money } from '../Money/Money';
import { OrderTimeline } from '../OrderTimeline/OrderTimeline';
import { orderTimelineEntries } from '../OrderTimeline/orderTimelineEntries';
import { OrderTotals } from '../OrderTotals/OrderTotals';
import { Row, StyledOrderTotals } from '../OrderTotals/OrderTotals.styles';
import { humanizeStatus } from '../StatusBadge/orderStatus';
import {
  FactList,
  OrderAddress,
  OrderDetailLayout,
  OrderDetailSkeleton,
  OrderSection,
  OrderShopItems,
} from './OrderDetail';
import { TotalsUnderLines } from './OrderDetail.styles';

/** A payment status in words: the known ones translated, anything newer a server sends made readable. */
export function usePaymentStatusLabel(): (status: string) => string {
  const { t } = useLaterUiTranslation();
  return (status) => (isPaymentStatus(status) ? t(`paymentStatus.${status}`) : humanizeStatus(status));
}

export interface OrderLinesSectionProps {
  detail: Pick<OrderDetail, 'order' | 'vendorOrders' | 'orderItems'>;
  /** The buyer's view: each shop's tracking number, delivery estimate and status. */
  showDelivery?: boolean;
  /** Link for a shop's name; omitted, plain text. */
  shopHref?: (vendorOrder: VendorOrder) => string | undefined;
  /** Link for a part's name; omitted, plain text. */
  productHref?: (item: OrderItem) => string | undefined;
  /** After the lines (the console shows the totals there). */
  children?: ReactNode;
}

/**
 * "3 items": the order's lines, shop by shop. A shop's own status shows for the buyer, and in the console when the
 * order has several shops.
 */
export function OrderLinesSection({
  detail,
  showDelivery,
  shopHref,
  productHref,
  children,
}: OrderLinesSectionProps) {
  const { t } = useLaterUiTranslation();
  const { order, vendorOrders, orderItems } = detail;
  return (
    <OrderSection title={t('orderDetail.items', { count: order.itemCount })}>
      {vendorOrders.map((vo) => (
        <OrderShopItems
          key={vo.id}
          vendorOrder={vo}
          items={orderItems.filter((item) => item.vendorOrderId === vo.id)}
          showStatus={showDelivery || vendorOrders.length > 1}
          showDelivery={showDelivery}
          shopHref={shopHref?.(vo)}
          productHref={productHref}
        />
      ))}
      {children}
    </OrderSection>
  );
}

/**
 * An order's totals as its viewer may see them: the whole order's (subtotal, discount, delivery, service charge,
 * total: `OrderTotals`), or a shop's part (the API's `vendor` scope: subtotal, shipping, tax, total; no service charge).
 */
export function OrderDetailTotals({ detail }: { detail: Pick<OrderDetail, 'order' | 'vendorOrders'> }) {
  const { t } = useLaterUiTranslation();
  const { order, vendorOrders } = detail;
  if (order.scope === 'full')
    return (
      <OrderTotals
        mode="order"
        subtotal={order.subTotal}
        vendorSubtotals={vendorOrders.map((vo) => vo.subTotal)}
        totalAmount={order.totalAmount}
        {...(order.deliveryFee ? { shipping: order.deliveryFee } : {})}
      />
    );
  const sum = (pick: (vo: VendorOrder) => number) =>
    toCedis(vendorOrders.reduce((pesewas, vo) => pesewas + toPesewas(pick(vo)), 0));
  const rows = [
    ['subtotal', sum((vo) => vo.subTotal)],
    ['shipping', sum((vo) => vo.shippingFee)],
    ['tax', sum((vo) => vo.tax)],
  ] as const;
  return (
    <StyledOrderTotals data-mode="order" data-part="order-totals">
      {rows.map(([part, value]) => (
        <Row key={part} data-part={part}>
          <dt>{t(`orderTotals.${part}`)}</dt>
          <dd>
            <Money value={value} />
          </dd>
        </Row>
      ))}
      <Row data-part="total" data-total="">
        <dt>{t('orderTotals.total')}</dt>
        <dd>
          <Money value={order.totalAmount} size="large" emphasis="strong" />
        </dd>
      </Row>
    </StyledOrderTotals>
  );
}

/** "Order history": the status steps, newest first, each shop's own steps named after it. */
export function OrderHistorySection({ detail }: { detail: Pick<OrderDetail, 'history' | 'vendorOrders'> }) {
  const { t } = useLaterUiTranslation();
  return (
    <OrderSection title={t('orderDetail.history')}>
      <OrderTimeline entries={orderTimelineEntries(detail)} aria-label={t('orderDetail.history')} />
    </OrderSection>
  );
}

/** "Shipping address", then what the screen adds (the buyer's delivery type). */
export function OrderAddressSection({ order, children }: { order: Order; children?: ReactNode }) {
  const { t } = useLaterUiTranslation();
  return (
    <OrderSection title={t('orderDetail.address')}>
      <OrderAddress order={order} />
      {children}
    </OrderSection>
  );
}

export interface OrderPaymentSectionProps {
  detail: Pick<OrderDetail, 'order' | 'vendorOrders'>;
  /**
   * A shop order's payment status cell; default its label. The console puts the moves its role may make there.
   * `label` names the cell's field ("Payment status", or "Payment status: <shop>" in an order from several shops).
   */
  status?: (vendorOrder: VendorOrder, label: string) => ReactNode;
  /** More facts after the payment statuses (`<dt>`/`<dd>` pairs). */
  children?: ReactNode;
}

/** "Payment": the amount charged, then each shop order's payment status (one line when there is one shop). */
export function OrderPaymentSection({ detail, status, children }: OrderPaymentSectionProps) {
  const { t } = useLaterUiTranslation();
  const paymentLabel = usePaymentStatusLabel();
  const { order, vendorOrders } = detail;
  const single = vendorOrders.length === 1;
  return (
    <OrderSection title={t('orderDetail.payment')}>
      <FactList>
        <dt>{t('orderDetail.amountCharged')}</dt>
        <dd>
          <Money value={order.totalAmount} emphasis="strong" />
        </dd>
        {vendorOrders.map((vo) => (
          <PaymentStatusRow key={vo.id} vendorOrder={vo} single={single}>
            {status
              ? status(
                  vo,
                  single
                    ? t('orderDetail.paymentStatus')
                    : t('orderDetail.paymentFor', { name: vo.vendorName }),
                )
              : paymentLabel(vo.paymentStatus)}
          </PaymentStatusRow>
        ))}
        {children}
      </FactList>
    </OrderSection>
  );
}

function PaymentStatusRow({
  vendorOrder,
  single,
  children,
}: {
  vendorOrder: VendorOrder;
  single: boolean;
  children: ReactNode;
}) {
  const { t } = useLaterUiTranslation();
  return (
    <>
      <dt>{single ? t('orderDetail.paymentStatus') : <bdi>{vendorOrder.vendorName}</bdi>}</dt>
      <dd>{children}</dd>
    </>
  );
}

/** What an order screen's request came to, as TanStack Query (or any cache) reports it. */
export interface OrderDetailRequest {
  data?: OrderDetail | undefined;
  error: unknown;
  isRefetching: boolean;
  refetch: () => unknown;
}

export interface OrderDetailFallbackProps {
  /** The order's request; `null` when the address holds no order id at all (a 404 too). */
  request: OrderDetailRequest | null;
  /** The screen's breadcrumbs, ending with the given page title. */
  crumbs: (title: string) => ReactNode;
  /** The app's page heading (the one h1). */
  heading: ComponentType<{ title: string; subtitle?: string | undefined }>;
  /** The order list this screen belongs to, and the link's words ("Back to my orders"). */
  back: { href: string; label: string };
}

/**
 * An order screen until its order is there (§2, §6, §8): "Order not found" with a way back when the order does not
 * exist or is not the viewer's (the same 404 either way: order ids reveal nothing), the §8 error with Retry when the
 * request failed, else the loading skeleton.
 */
export function OrderDetailFallback({ request, crumbs, heading: Heading, back }: OrderDetailFallbackProps) {
  const { t } = useLaterUiTranslation();
  const { tm, errorMessage } = useMessageTranslation();
  if (request === null || request.error instanceof NotFoundError)
    return (
      <>
        {crumbs(t('orderDetail.notFoundTitle'))}
        <Heading title={t('orderDetail.notFoundTitle')} subtitle={t('orderDetail.notFoundMessage')} />
        <Link href={back.href}>{back.label}</Link>
      </>
    );
  if (request.error)
    return (
      <>
        {crumbs(t('orderDetail.errorTitle'))}
        <Heading title={t('orderDetail.errorTitle')} />
        <ErrorPanel
          message={
            request.error instanceof Error && request.error.message === 'Failed to fetch order'
              ? tm('Failed to fetch order details')
              : errorMessage(request.error)
          }
          onRetry={() => request.refetch()}
          isRetrying={request.isRefetching}
        />
      </>
    );
  return <OrderDetailSkeleton />;
}

export interface OrderDetailViewProps
  extends Pick<OrderLinesSectionProps, 'showDelivery' | 'shopHref' | 'productHref'> {
  detail: OrderDetail;
  /** The totals in their own "Summary" card at the top of the side column (the buyer's view); else under the lines. */
  summary?: boolean;
  /** Cards at the top of the side column (the console's customer card). */
  before?: ReactNode;
  /** Facts under the shipping address (the buyer's delivery type). */
  addressFacts?: ReactNode;
  /** Cards between the address and the payment (the console's order facts and shop card). */
  after?: ReactNode;
  /** A shop order's payment status cell (see `OrderPaymentSection`). */
  paymentStatus?: OrderPaymentSectionProps['status'];
  /** Facts after the payment statuses (the buyer's receipt address). */
  paymentFacts?: ReactNode;
}

/**
 * An order's page body, the same for the buyer and the console (§2 order details): its lines shop by shop and its
 * history in the wide column; the totals, address, the screen's own cards and the payment in the side column. The
 * screens add their header and actions around it.
 */
export function OrderDetailView({
  detail,
  showDelivery,
  shopHref,
  productHref,
  summary = false,
  before,
  addressFacts,
  after,
  paymentStatus,
  paymentFacts,
}: OrderDetailViewProps) {
  const { t } = useLaterUiTranslation();
  const totals = <OrderDetailTotals detail={detail} />;
  return (
    <OrderDetailLayout
      main={
        <>
          <OrderLinesSection
            detail={detail}
            showDelivery={showDelivery}
            shopHref={shopHref}
            productHref={productHref}
          >
            {summary ? null : <TotalsUnderLines>{totals}</TotalsUnderLines>}
          </OrderLinesSection>
          <OrderHistorySection detail={detail} />
        </>
      }
      aside={
        <>
          {before}
          {summary ? <OrderSection title={t('orderDetail.summary')}>{totals}</OrderSection> : null}
          <OrderAddressSection order={detail.order}>{addressFacts}</OrderAddressSection>
          {after}
          <OrderPaymentSection detail={detail} status={paymentStatus}>
            {paymentFacts}
          </OrderPaymentSection>
        </>
      }
    />
  );
}
