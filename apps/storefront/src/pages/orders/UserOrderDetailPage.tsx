import {
  NotFoundError,
  type OrderDetail,
  type OrderItem,
  PAYMENT_STATUSES,
  type VendorOrder,
} from '@abossey/sdk';
import {
  addressLines,
  Breadcrumb,
  Breadcrumbs,
  DeliveryEstimate,
  ErrorPanel,
  formatDateTime,
  formatNumber,
  humanizeStatus,
  Money,
  OrderTimeline,
  OrderTotals,
  Skeleton,
  StatusBadge,
  useLanguage,
  useMessageTranslation,
  vars,
} from '@abossey/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import styled from 'styled-components';
import { positiveId } from '../../routeParams';
import { sdk } from '../../sdk';
import { RequireAuth } from '../../session/RequireAuth';
import { PageHeading } from '../../shell/Page';
import { BUYER_ROLES, timelineOf } from './orderTimeline';

const Layout = styled.div`
  display: grid;
  gap: ${vars.space[4]};
  @media (min-width: 960px) {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
    align-items: start;
  }
  & > div {
    display: grid;
    gap: ${vars.space[4]};
    min-inline-size: 0;
  }
`;

const Card = styled.section`
  border: 1px solid ${vars.border.default};
  border-radius: ${vars.radius.DEFAULT};
  background: ${vars.bg.surface};
  padding: ${vars.space[4]};
  min-inline-size: 0;
  h2 {
    font-size: ${vars.font.size.lg};
    margin-block: 0 ${vars.space[3]};
  }
  h3 {
    font-size: ${vars.font.size.md};
    margin: 0;
  }
  address {
    font-style: normal;
  }
`;

/**
 * A card's label/value list. Its own component, not a \`dl\` rule on the card: such a rule also laid out the
 * OrderTotals list inside the Summary card as two columns.
 */
const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${vars.space[1]} ${vars.space[3]};
  margin: 0;
  & > dt {
    color: ${vars.fg.muted};
  }
  & > dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const ShopHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[2]};
  margin-block: ${vars.space[3]} ${vars.space[2]};
`;

const Items = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${vars.space[3]};
  li {
    display: grid;
    grid-template-columns: 64px minmax(0, 1fr) auto;
    gap: ${vars.space[3]};
    align-items: center;
  }
  img,
  [data-part='no-image'] {
    inline-size: 64px;
    block-size: 64px;
    object-fit: cover;
    border-radius: ${vars.radius.DEFAULT};
    background: ${vars.bg.subtle};
  }
  /* Narrow screens: the line total goes under the name, which keeps the width. After the 64 px rule, which it
     overrides (placed before it, the thumbnail stayed 64 px in a 48 px column and covered the "1 ×"). */
  @media (max-width: 479.98px) {
    li {
      grid-template-columns: 48px minmax(0, 1fr);
    }
    li > :last-child {
      grid-column: 2;
    }
    img,
    [data-part='no-image'] {
      inline-size: 48px;
      block-size: 48px;
    }
  }
  [data-part='name'] {
    font-weight: ${vars.font.weight.semibold};
    overflow-wrap: anywhere;
  }
  [data-part='unit'] {
    color: ${vars.fg.muted};
    font-size: ${vars.font.size.sm};
  }
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[2]};
  margin: 0 0 ${vars.space[4]};
  color: ${vars.fg.muted};
`;

/** `/user/orders/:id` (§2 user order detail): read-only — the buyer's order, its shops, totals and history. */
export function UserOrderDetailPage() {
  return (
    <RequireAuth roles={BUYER_ROLES}>
      <UserOrderDetail />
    </RequireAuth>
  );
}

function UserOrderDetail() {
  const { t } = useTranslation('orders');
  const { tm, errorMessage } = useMessageTranslation();
  const id = positiveId(useParams().id);
  const detail = useQuery({
    queryKey: ['orders', 'detail', id],
    queryFn: ({ signal }) => sdk.orders.retrieve(id ?? 0, { signal }),
    enabled: id !== null,
    retry: (count, error) => !(error instanceof NotFoundError) && count < 2,
  });

  const crumbs = (current: string) => (
    <Breadcrumbs>
      <Breadcrumb href="/user/orders">{t('list.crumbOrders')}</Breadcrumb>
      <Breadcrumb>{current}</Breadcrumb>
    </Breadcrumbs>
  );

  // Someone else's order is a 404 too: order ids reveal nothing (§6).
  if (id === null || detail.error instanceof NotFoundError)
    return (
      <>
        {crumbs(t('detail.notFoundTitle'))}
        <PageHeading title={t('detail.notFoundTitle')} subtitle={t('detail.notFoundMessage')} />
        <Link to="/user/orders">{t('detail.back')}</Link>
      </>
    );
  if (detail.isError)
    return (
      <>
        {crumbs(t('detail.errorTitle'))}
        <PageHeading title={t('detail.errorTitle')} />
        <ErrorPanel
          message={
            detail.error.message === 'Failed to fetch order'
              ? tm('Failed to fetch order details')
              : errorMessage(detail.error)
          }
          onRetry={() => detail.refetch()}
          isRetrying={detail.isRefetching}
        />
      </>
    );
  if (detail.isPending)
    return (
      <div aria-busy="true">
        <span
          role="status"
          style={{
            position: 'absolute',
            inlineSize: 1,
            blockSize: 1,
            overflow: 'hidden',
            clip: 'rect(0 0 0 0)',
          }}
        >
          {t('detail.loading')}
        </span>
        <Skeleton variant="text" width="40%" height="2rem" />
        <Layout aria-hidden="true">
          <Skeleton variant="rect" height="16rem" />
          <Skeleton variant="rect" height="12rem" />
        </Layout>
      </div>
    );

  return <OrderView detail={detail.data} crumbs={crumbs} />;
}

function OrderView({
  detail,
  crumbs,
}: {
  detail: OrderDetail;
  crumbs: (current: string) => React.ReactNode;
}) {
  const { t } = useTranslation('orders');
  const { language } = useLanguage();
  const { order, vendorOrders, orderItems } = detail;
  const title = t('detail.title', { code: order.orderCode });
  const lines = addressLines({
    id: order.id,
    fullName: order.deliveryToName ?? '',
    address: order.deliveryToAddress ?? '',
    city: order.deliveryToCity,
    state: order.deliveryToState,
    zipCode: order.deliveryToZipCode,
    country: order.deliveryToCountry,
  });

  return (
    <>
      {crumbs(title)}
      <PageHeading title={title} />
      <Meta>
        <StatusBadge status={order.status} />
        <span>{t('detail.placed', { date: formatDateTime(order.createdAt, language) })}</span>
        <span>{t('detail.updated', { date: formatDateTime(order.updatedAt, language) })}</span>
      </Meta>
      <Layout>
        <div>
          <Card aria-labelledby="order-items">
            <h2 id="order-items">{t('detail.items', { count: order.itemCount })}</h2>
            {vendorOrders.map((vo) => (
              <ShopItems
                key={vo.id}
                vendorOrder={vo}
                items={orderItems.filter((item) => item.vendorOrderId === vo.id)}
              />
            ))}
          </Card>
          <Card aria-labelledby="order-history">
            <h2 id="order-history">{t('detail.history')}</h2>
            <OrderTimeline entries={timelineOf(detail)} aria-label={t('detail.history')} />
          </Card>
        </div>
        <div>
          <Card aria-labelledby="order-totals">
            <h2 id="order-totals">{t('detail.summary')}</h2>
            <OrderTotals
              mode="order"
              subtotal={order.subTotal}
              vendorSubtotals={vendorOrders.map((vo) => vo.subTotal)}
              totalAmount={order.totalAmount}
              {...(order.deliveryFee ? { shipping: order.deliveryFee } : {})}
            />
          </Card>
          <Card aria-labelledby="order-delivery">
            <h2 id="order-delivery">{t('detail.delivery')}</h2>
            <address>
              {lines.map((line) => (
                <div key={line}>{line}</div>
              ))}
              {order.deliveryToPhone ? (
                <div>
                  <bdi dir="ltr">{order.deliveryToPhone}</bdi>
                </div>
              ) : null}
            </address>
            <Facts style={{ marginBlockStart: vars.space[3] }}>
              <dt>{t('detail.transit')}</dt>
              <dd>{order.transitType === 'standard' ? t('detail.standard') : order.transitType}</dd>
            </Facts>
          </Card>
          <Card aria-labelledby="order-payment">
            <h2 id="order-payment">{t('detail.payment')}</h2>
            <Facts>
              <dt>{t('detail.amountCharged')}</dt>
              <dd>
                <Money value={order.totalAmount} emphasis="strong" />
              </dd>
              {vendorOrders.map((vo) => (
                <PaymentRow key={vo.id} vendorOrder={vo} single={vendorOrders.length === 1} />
              ))}
              {order.customerEmail ? (
                <>
                  <dt>{t('detail.receiptTo')}</dt>
                  <dd>
                    <bdi>{order.customerEmail}</bdi>
                  </dd>
                </>
              ) : null}
            </Facts>
          </Card>
        </div>
      </Layout>
    </>
  );
}

function PaymentRow({ vendorOrder, single }: { vendorOrder: VendorOrder; single: boolean }) {
  const { t } = useTranslation('orders');
  const known: readonly string[] = PAYMENT_STATUSES;
  const status = known.includes(vendorOrder.paymentStatus)
    ? t(`payment.${vendorOrder.paymentStatus}`)
    : humanizeStatus(vendorOrder.paymentStatus);
  return (
    <>
      <dt>{single ? t('detail.paymentStatus') : <bdi>{vendorOrder.vendorName}</bdi>}</dt>
      <dd>{status}</dd>
    </>
  );
}

function ShopItems({ vendorOrder, items }: { vendorOrder: VendorOrder; items: OrderItem[] }) {
  const { t } = useTranslation('orders');
  const { language } = useLanguage();
  return (
    <section aria-labelledby={`shop-${vendorOrder.id}`}>
      <ShopHeader>
        <h3 id={`shop-${vendorOrder.id}`}>
          {vendorOrder.businessId !== null ? (
            <Link to={`/shop/${vendorOrder.businessId}`}>{vendorOrder.vendorName}</Link>
          ) : (
            vendorOrder.vendorName
          )}
        </h3>
        <StatusBadge status={vendorOrder.status} />
      </ShopHeader>
      {vendorOrder.trackingNumber ? (
        <Meta>{t('detail.tracking', { number: vendorOrder.trackingNumber })}</Meta>
      ) : null}
      {vendorOrder.deliveryMethod ? (
        <DeliveryEstimate
          method={vendorOrder.deliveryMethod}
          fee={vendorOrder.shippingFee}
          zone={vendorOrder.deliveryZone ?? null}
          earliest={vendorOrder.deliveryEarliest ?? null}
          latest={vendorOrder.deliveryLatest ?? null}
        />
      ) : null}
      <Items>
        {items.map((item) => (
          <li key={item.id}>
            {item.images[0] ? (
              <img src={item.images[0]} alt="" loading="lazy" />
            ) : (
              <span data-part="no-image" aria-hidden="true" />
            )}
            <div>
              <div data-part="name">
                {item.productId !== null ? (
                  <Link to={`/shop/product/${item.productId}`}>{item.productName}</Link>
                ) : (
                  item.productName
                )}
              </div>
              <div data-part="unit">
                {formatNumber(item.quantity, language)} × <Money value={item.price} size="small" />
              </div>
            </div>
            <Money value={Math.round(item.price * item.quantity * 100) / 100} emphasis="strong" />
          </li>
        ))}
      </Items>
    </section>
  );
}
