import {
  isPaymentStatus,
  isUserProfile,
  NotFoundError,
  type OrderDetail,
  type OrderItem,
  type OrderStatus,
  type PaymentStatus,
  TRACKING_NUMBER_MAX,
  type VendorOrder,
} from '@abossey/sdk';
import {
  addressLines,
  Breadcrumb,
  Breadcrumbs,
  Button,
  Checkbox,
  ConfirmDialog,
  DeliveryEstimate,
  ErrorPanel,
  formatDateTime,
  formatNumber,
  humanizeStatus,
  Money,
  OrderTimeline,
  OrderTotals,
  Select,
  SelectItem,
  Skeleton,
  StatusBadge,
  TextField,
  toast,
  useLanguage,
  useLaterUiTranslation,
  useMessageTranslation,
  vars,
} from '@abossey/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import styled from 'styled-components';
import { sdk } from '../../sdk';
import { PageHeading } from '../../shell/Page';
import {
  type ConsoleRole,
  canDelete,
  nextVendorStatus,
  paymentChoices,
  statusChoices,
} from './orderTransitions';

export const Layout = styled.div`
  display: grid;
  gap: ${vars.space[4]};
  @media (min-width: 1024px) {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
    align-items: start;
  }
  & > div {
    display: grid;
    gap: ${vars.space[4]};
    min-inline-size: 0;
  }
`;

export const Card = styled.section`
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

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  justify-content: space-between;
  gap: ${vars.space[3]};
  margin-block-end: ${vars.space[4]};
  & > p {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${vars.space[2]};
    margin: 0;
    color: ${vars.fg.muted};
  }
  & > div {
    display: flex;
    flex-wrap: wrap;
    align-items: end;
    gap: ${vars.space[2]};
  }
`;

const Items = styled.ul`
  list-style: none;
  margin: ${vars.space[2]} 0 ${vars.space[3]};
  padding: 0;
  display: grid;
  gap: ${vars.space[3]};
  li {
    display: grid;
    grid-template-columns: 56px minmax(0, 1fr) auto;
    gap: ${vars.space[3]};
    align-items: center;
  }
  @media (max-width: 479.98px) {
    li {
      grid-template-columns: 48px minmax(0, 1fr);
    }
    li > :last-child {
      grid-column: 2;
    }
  }
  img,
  [data-part='no-image'] {
    inline-size: 48px;
    block-size: 48px;
    object-fit: cover;
    border-radius: ${vars.radius.DEFAULT};
    background: ${vars.bg.subtle};
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

const Message = styled.p`
  margin: 0 0 ${vars.space[3]};
  padding: ${vars.space[2]} ${vars.space[3]};
  border-radius: ${vars.radius.DEFAULT};
  border: 1px solid;
  &[data-tone='success'] {
    background: ${vars.status.success.muted};
    color: ${vars.status.success.fg};
    border-color: ${vars.status.success.border};
  }
  &[data-tone='error'] {
    background: ${vars.status.danger.muted};
    color: ${vars.status.danger.fg};
    border-color: ${vars.status.danger.border};
  }
  &[data-tone='warning'] {
    background: ${vars.status.warning.muted};
    color: ${vars.status.warning.fg};
    border-color: ${vars.status.warning.border};
  }
`;

const visuallyHidden = {
  position: 'absolute',
  inlineSize: 1,
  blockSize: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
} as const;

const positiveId = (value: string | undefined) => {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

/** §9 snackbar: a success message stays 3 s. */
const SUCCESS_MS = 3000;

/** `/orders/:id` (admin). */
export function AdminOrderDetailPage() {
  return <OrderDetailScreen viewer="admin" />;
}

/** `/shop/orders/:id` (vendor): their shop's part of the order. */
export function ShopOrderDetailPage() {
  return <OrderDetailScreen viewer="vendor" />;
}

function OrderDetailScreen({ viewer: role }: { viewer: ConsoleRole }) {
  const { t } = useTranslation('orders');
  const { tm, errorMessage } = useMessageTranslation();
  const id = positiveId(useParams().id);
  const detail = useQuery({
    queryKey: ['orders', 'detail', id],
    queryFn: ({ signal }) => sdk.orders.retrieve(id ?? 0, { signal }),
    enabled: id !== null,
    retry: (count, error) => !(error instanceof NotFoundError) && count < 2,
  });

  const crumbs = (current: string) =>
    role === 'admin' ? (
      <Breadcrumbs>
        <Breadcrumb href="/orders">{t('admin.crumbOrder')}</Breadcrumb>
        <Breadcrumb href="/orders">{t('admin.crumbList')}</Breadcrumb>
        <Breadcrumb>{current}</Breadcrumb>
      </Breadcrumbs>
    ) : (
      <Breadcrumbs>
        <Breadcrumb href="/dashboard">{t('shop.crumbDashboard')}</Breadcrumb>
        <Breadcrumb href="/shop/orders">{t('shop.title')}</Breadcrumb>
        <Breadcrumb>{current}</Breadcrumb>
      </Breadcrumbs>
    );
  const back = role === 'admin' ? '/orders' : '/shop/orders';

  if (id === null || detail.error instanceof NotFoundError)
    return (
      <>
        {crumbs(t('detail.notFoundTitle'))}
        <PageHeading title={t('detail.notFoundTitle')} subtitle={t('detail.notFoundMessage')} />
        <Link to={back}>{t('detail.back')}</Link>
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
        <span role="status" style={visuallyHidden}>
          {t('detail.loading')}
        </span>
        <Skeleton variant="text" width="40%" height="2rem" />
        <Layout aria-hidden="true">
          <Skeleton variant="rect" height="16rem" />
          <Skeleton variant="rect" height="12rem" />
        </Layout>
      </div>
    );
  return <OrderView detail={detail.data} viewer={role} crumbs={crumbs} back={back} />;
}

function OrderView({
  detail,
  viewer: role,
  crumbs,
  back,
}: {
  detail: OrderDetail;
  viewer: ConsoleRole;
  crumbs: (current: string) => ReactNode;
  back: string;
}) {
  const { t } = useTranslation('orders');
  const { language } = useLanguage();
  const navigate = useNavigate();
  const { tm, errorMessage } = useMessageTranslation();
  const queryClient = useQueryClient();
  const { order, vendorOrders, orderItems } = detail;
  // A shop sees its own part: its status is the one it moves.
  const status: OrderStatus = role === 'vendor' ? (vendorOrders[0]?.status ?? order.status) : order.status;
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  // Refunding asks first whether the parts came back (only then do they go back in stock).
  const [confirmRefund, setConfirmRefund] = useState(false);
  const [restock, setRestock] = useState(false);
  // Marking a part picked up asks for the courier's tracking number (optional); kept if the server refuses it.
  const [confirmPickup, setConfirmPickup] = useState(false);
  const [tracking, setTracking] = useState('');

  useEffect(() => {
    if (notice?.tone !== 'success') return;
    const timer = window.setTimeout(() => setNotice(null), SUCCESS_MS);
    return () => window.clearTimeout(timer);
  }, [notice]);

  const update = useMutation({
    mutationFn: (next: OrderStatus) =>
      sdk.orders.updateStatus(
        order.id,
        next,
        next === 'refunded'
          ? { restock }
          : next === 'order_picked' && tracking.trim()
            ? { trackingNumber: tracking.trim() }
            : undefined,
      ),
    onSuccess: async (fresh, next) => {
      queryClient.setQueryData(['orders', 'detail', order.id], fresh);
      if (next === 'order_picked') setTracking('');
      setNotice({
        tone: 'success',
        text:
          role === 'admin'
            ? tm('Order status updated successfully')
            : tm('Order status updated to {{status}}', { status: humanizeStatusLabel(next) }),
      });
      await queryClient.invalidateQueries({ queryKey: ['orders'], refetchType: 'none' });
    },
    onError: (error) =>
      setNotice({
        tone: 'error',
        text:
          error instanceof Error && error.message === 'Failed to update order status'
            ? tm('Failed to update order status')
            : errorMessage(error),
      }),
  });
  const payment = useMutation({
    mutationFn: ({ vendorOrderId, next }: { vendorOrderId: number; next: PaymentStatus }) =>
      sdk.orders.updatePaymentStatus(order.id, next, { vendorOrderId }),
    onSuccess: async (fresh) => {
      queryClient.setQueryData(['orders', 'detail', order.id], fresh);
      setNotice({ tone: 'success', text: t('detail.paymentUpdated') });
      await queryClient.invalidateQueries({ queryKey: ['orders'], refetchType: 'none' });
    },
    onError: (error) =>
      setNotice({
        tone: 'error',
        text:
          error instanceof Error && error.message === 'Failed to update payment status'
            ? tm('Failed to update payment status')
            : errorMessage(error),
      }),
  });
  const changePayment = (vendorOrderId: number, next: PaymentStatus) => {
    if (payment.isPending) return;
    setNotice(null);
    payment.mutate({ vendorOrderId, next });
  };
  const { t: tu } = useLaterUiTranslation();
  const humanizeStatusLabel = (s: OrderStatus) => tu(`statusBadge.${s}`);

  const choices = statusChoices(role, status);
  const next = role === 'vendor' ? nextVendorStatus(status) : null;
  const title = t('detail.title', { code: order.orderCode });
  const change = (value: OrderStatus) => {
    if (value === status || update.isPending) return;
    setNotice(null);
    if (value === 'refunded') {
      setRestock(false);
      setConfirmRefund(true);
      return;
    }
    if (value === 'order_picked') {
      setConfirmPickup(true);
      return;
    }
    update.mutate(value);
  };

  return (
    <>
      {crumbs(title)}
      <p style={{ margin: `0 0 ${vars.space[2]}` }}>
        <Link
          to={
            role === 'vendor' && vendorOrders[0]?.businessId
              ? `${back}?shopId=${vendorOrders[0].businessId}`
              : back
          }
        >
          {t('detail.back')}
        </Link>
      </p>
      <PageHeading title={title} />
      <Head>
        <p>
          <StatusBadge status={status} />
          <span>{t('detail.placed', { date: formatDateTime(order.createdAt, language) })}</span>
        </p>
        <div>
          <Select<{ id: OrderStatus }>
            label={t('detail.status')}
            value={update.isPending ? (update.variables ?? status) : status}
            onChange={(key) => change(key as OrderStatus)}
            isDisabled={update.isPending || choices.length < 2}
          >
            {choices.map((s) => (
              <SelectItem key={s} id={s} textValue={humanizeStatusLabel(s)}>
                {humanizeStatusLabel(s)}
              </SelectItem>
            ))}
          </Select>
          {next ? (
            <Button variant="secondary" onPress={() => change(next)} isDisabled={update.isPending}>
              {t('detail.moveTo', { status: humanizeStatusLabel(next) })}
            </Button>
          ) : null}
          {canDelete(role, status) ? (
            <Button variant="danger" onPress={() => setConfirmDelete(true)}>
              {t('admin.delete')}
            </Button>
          ) : null}
        </div>
      </Head>
      <div aria-live="polite">
        {notice ? (
          <Message role={notice.tone === 'error' ? 'alert' : 'status'} data-tone={notice.tone}>
            {notice.text}
          </Message>
        ) : null}
      </div>
      <Layout>
        <div>
          <Card aria-labelledby="order-items">
            <h2 id="order-items">{t('detail.items', { count: order.itemCount })}</h2>
            {vendorOrders.map((vo) => (
              <ShopItems
                key={vo.id}
                vendorOrder={vo}
                items={orderItems.filter((item) => item.vendorOrderId === vo.id)}
                showStatus={vendorOrders.length > 1}
              />
            ))}
            {order.scope === 'full' ? (
              <OrderTotals
                mode="order"
                subtotal={order.subTotal}
                vendorSubtotals={vendorOrders.map((vo) => vo.subTotal)}
                totalAmount={order.totalAmount}
                {...(order.deliveryFee ? { shipping: order.deliveryFee } : {})}
              />
            ) : (
              <VendorTotals vendorOrders={vendorOrders} total={order.totalAmount} />
            )}
          </Card>
          <Card aria-labelledby="order-history">
            <h2 id="order-history">{t('detail.history')}</h2>
            <OrderTimeline entries={timelineOf(detail)} aria-label={t('detail.history')} />
          </Card>
        </div>
        <div>
          {role === 'admin' ? <CustomerCard detail={detail} /> : <BuyerCard detail={detail} />}
          <AddressCard detail={detail} />
          <Card aria-labelledby="order-delivery">
            <h2 id="order-delivery">{role === 'admin' ? t('detail.delivery') : t('detail.orderDetails')}</h2>
            <Facts>
              <dt>{t('detail.date')}</dt>
              <dd>{formatDateTime(order.createdAt, language)}</dd>
              <dt>{t('detail.transit')}</dt>
              <dd>{order.transitType === 'standard' ? t('detail.standard') : order.transitType}</dd>
              <dt>{t('detail.updated')}</dt>
              <dd>{formatDateTime(order.updatedAt, language)}</dd>
              {role === 'admin' && order.partnerRef ? (
                <>
                  <dt>{t('detail.partner')}</dt>
                  <dd data-testid="order-partner">
                    <bdi>{order.partnerRef}</bdi>
                  </dd>
                </>
              ) : null}
              {vendorOrders
                .filter((vo) => vo.trackingNumber)
                .map((vo) => (
                  <TrackingRow key={vo.id} vendorOrder={vo} />
                ))}
            </Facts>
          </Card>
          {role === 'vendor' ? <VendorCard vendorOrders={vendorOrders} /> : null}
          <Card aria-labelledby="order-payment">
            <h2 id="order-payment">{t('detail.payment')}</h2>
            <Facts>
              <dt>{t('detail.amount')}</dt>
              <dd>
                <Money value={order.totalAmount} emphasis="strong" />
              </dd>
              {vendorOrders.map((vo) => (
                <PaymentRow
                  key={vo.id}
                  vendorOrder={vo}
                  single={vendorOrders.length === 1}
                  role={role}
                  busy={payment.isPending}
                  onChange={(next) => changePayment(vo.id, next)}
                />
              ))}
            </Facts>
          </Card>
        </div>
      </Layout>
      <ConfirmDialog
        tone="default"
        isOpen={confirmRefund}
        onOpenChange={setConfirmRefund}
        title={t('detail.refundTitle')}
        message={
          <>
            {t('detail.refundMessage')}{' '}
            <Checkbox isSelected={restock} onChange={setRestock}>
              {t('detail.refundRestock')}
            </Checkbox>
          </>
        }
        confirmLabel={t('detail.refundConfirm')}
        onConfirm={() => update.mutate('refunded')}
      />
      <ConfirmDialog
        tone="default"
        isOpen={confirmPickup}
        onOpenChange={setConfirmPickup}
        title={t('detail.pickupTitle')}
        message={
          <>
            {t('detail.pickupMessage')}
            <TextField
              label={t('detail.trackingOptional')}
              value={tracking}
              onChange={setTracking}
              maxLength={TRACKING_NUMBER_MAX}
              inputDir="ltr"
            />
          </>
        }
        confirmLabel={t('detail.moveTo', { status: humanizeStatusLabel('order_picked') })}
        onConfirm={() => update.mutate('order_picked')}
      />
      {canDelete(role, status) ? (
        <ConfirmDialog
          kind="order"
          isOpen={confirmDelete}
          onOpenChange={setConfirmDelete}
          onConfirm={async () => {
            await sdk.orders.delete(order.id);
            // §8: the shop order detail says it without the exclamation mark, the admin's with it.
            toast.success(
              role === 'admin' ? tm('Order deleted successfully!') : tm('Order deleted successfully'),
            );
            queryClient.removeQueries({ queryKey: ['orders', 'detail', order.id] });
            await queryClient.invalidateQueries({ queryKey: ['orders'] });
            navigate(back);
          }}
          errorMessage={(error) =>
            error instanceof Error && error.message === 'Failed to delete order'
              ? role === 'admin'
                ? tm('Failed to delete order. Please try again.')
                : tm('Failed to delete order')
              : errorMessage(error)
          }
        />
      ) : null}
    </>
  );
}

/** The real status history; in an order from several shops a shop's step is named after that shop. */
export function timelineOf({ history, vendorOrders }: Pick<OrderDetail, 'history' | 'vendorOrders'>) {
  const shops = new Map(vendorOrders.map((vo) => [vo.id, vo.vendorName]));
  return history.map((entry) => {
    const shop = entry.vendorOrderId === null ? undefined : shops.get(entry.vendorOrderId);
    return shop && vendorOrders.length > 1
      ? { ...entry, note: entry.note ? `${shop}: ${entry.note}` : shop }
      : entry;
  });
}

/** Admin: the buyer's account; when the lookup fails, what the order itself knows (§8). */
function CustomerCard({ detail }: { detail: OrderDetail }) {
  const { t } = useTranslation('orders');
  const { tm } = useMessageTranslation();
  const { order } = detail;
  const user = useQuery({
    queryKey: ['users', order.userId],
    queryFn: ({ signal }) => sdk.users.retrieve(order.userId ?? 0, { signal }),
    enabled: order.userId !== null,
    retry: 1,
  });
  const profile = user.data && isUserProfile(user.data) ? user.data : null;
  const name = user.data ? [user.data.firstName, user.data.lastName].filter(Boolean).join(' ') : null;
  return (
    <Card aria-labelledby="order-customer" aria-busy={user.isLoading || undefined}>
      <h2 id="order-customer">{t('detail.customer')}</h2>
      {user.isError ? (
        <Message role="alert" data-tone="warning">
          {tm('Failed to fetch customer information')}
        </Message>
      ) : null}
      {user.isLoading ? (
        <Skeleton variant="text" width="60%" />
      ) : (
        <Facts>
          <dt>{t('detail.name')}</dt>
          <dd>
            <bdi>{name || order.deliveryToName || '—'}</bdi>
          </dd>
          <dt>{t('detail.email')}</dt>
          <dd>
            <bdi>{profile?.email ?? order.customerEmail ?? '—'}</bdi>
          </dd>
          <dt>{t('detail.phone')}</dt>
          <dd>
            <bdi dir="ltr">{profile?.phone || order.deliveryToPhone || '—'}</bdi>
          </dd>
          {!user.data ? (
            <>
              <dt>{t('detail.userId')}</dt>
              <dd>{order.userId ?? '—'}</dd>
            </>
          ) : null}
        </Facts>
      )}
    </Card>
  );
}

/** Vendor: the buyer as the order names them. */
function BuyerCard({ detail }: { detail: OrderDetail }) {
  const { t } = useTranslation('orders');
  const { order } = detail;
  return (
    <Card aria-labelledby="order-customer">
      <h2 id="order-customer">{t('detail.customer')}</h2>
      <Facts>
        <dt>{t('detail.name')}</dt>
        <dd>
          <bdi>{order.deliveryToName ?? '—'}</bdi>
        </dd>
        <dt>{t('detail.email')}</dt>
        <dd>
          <bdi>{order.customerEmail ?? '—'}</bdi>
        </dd>
        <dt>{t('detail.phone')}</dt>
        <dd>
          <bdi dir="ltr">{order.deliveryToPhone ?? '—'}</bdi>
        </dd>
      </Facts>
    </Card>
  );
}

function AddressCard({ detail }: { detail: OrderDetail }) {
  const { t } = useTranslation('orders');
  const { order } = detail;
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
    <Card aria-labelledby="order-address">
      <h2 id="order-address">{t('detail.address')}</h2>
      <address>
        {lines.length ? lines.map((line) => <div key={line}>{line}</div>) : '—'}
        {order.deliveryToPhone ? (
          <div>
            <bdi dir="ltr">{order.deliveryToPhone}</bdi>
          </div>
        ) : null}
      </address>
    </Card>
  );
}

function VendorCard({ vendorOrders }: { vendorOrders: VendorOrder[] }) {
  const { t } = useTranslation('orders');
  return (
    <Card aria-labelledby="order-vendor">
      <h2 id="order-vendor">{t('detail.vendor')}</h2>
      <Facts>
        {vendorOrders.map((vo) => (
          <VendorRows key={vo.id} vendorOrder={vo} />
        ))}
      </Facts>
    </Card>
  );
}

function VendorRows({ vendorOrder }: { vendorOrder: VendorOrder }) {
  const { t } = useTranslation('orders');
  return (
    <>
      <dt>{t('detail.shop')}</dt>
      <dd>
        {vendorOrder.businessId !== null ? (
          <Link to={`/shop/${vendorOrder.businessId}`}>
            <bdi>{vendorOrder.vendorName}</bdi>
          </Link>
        ) : (
          <bdi>{vendorOrder.vendorName}</bdi>
        )}
      </dd>
      <dt>{t('detail.vendorOrder')}</dt>
      <dd>#{vendorOrder.id}</dd>
      {vendorOrder.deliveryMethod ? (
        <>
          <dt>{t('detail.deliveryMethod')}</dt>
          <dd>
            <DeliveryEstimate
              method={vendorOrder.deliveryMethod}
              fee={vendorOrder.shippingFee}
              zone={vendorOrder.deliveryZone ?? null}
              earliest={vendorOrder.deliveryEarliest ?? null}
              latest={vendorOrder.deliveryLatest ?? null}
            />
          </dd>
        </>
      ) : null}
    </>
  );
}

function TrackingRow({ vendorOrder }: { vendorOrder: VendorOrder }) {
  const { t } = useTranslation('orders');
  return (
    <>
      <dt>{t('detail.tracking')}</dt>
      <dd>
        <bdi>{vendorOrder.trackingNumber}</bdi>
      </dd>
    </>
  );
}

/** A shop's view has no service charge (the API's vendor scope): subtotal, shipping, tax, total. */
function VendorTotals({ vendorOrders, total }: { vendorOrders: VendorOrder[]; total: number }) {
  const { t } = useTranslation('orders');
  const sum = (pick: (vo: VendorOrder) => number) =>
    Math.round(vendorOrders.reduce((acc, vo) => acc + pick(vo), 0) * 100) / 100;
  return (
    <Facts>
      <dt>{t('detail.subtotal')}</dt>
      <dd>
        <Money value={sum((vo) => vo.subTotal)} />
      </dd>
      <dt>{t('detail.shipping')}</dt>
      <dd>
        <Money value={sum((vo) => vo.shippingFee)} />
      </dd>
      <dt>{t('detail.tax')}</dt>
      <dd>
        <Money value={sum((vo) => vo.tax)} />
      </dd>
      <dt>{t('detail.total')}</dt>
      <dd>
        <Money value={total} emphasis="strong" />
      </dd>
    </Facts>
  );
}

/**
 * A shop order's payment status; where the payment state machine lets this role move it (a shop marking the cash
 * or MoMo collected, an admin correcting or refunding), a menu of the allowed moves.
 */
function PaymentRow({
  vendorOrder,
  single,
  role,
  busy,
  onChange,
}: {
  vendorOrder: VendorOrder;
  single: boolean;
  role: ConsoleRole;
  busy: boolean;
  onChange: (next: PaymentStatus) => void;
}) {
  const { t } = useTranslation('orders');
  const current = vendorOrder.paymentStatus;
  const label = (s: string) => (isPaymentStatus(s) ? t(`payment.${s}`) : humanizeStatus(s));
  const choices = isPaymentStatus(current) ? paymentChoices(role, current, vendorOrder.status) : [];
  return (
    <>
      <dt>{single ? t('detail.paymentStatus') : <bdi>{vendorOrder.vendorName}</bdi>}</dt>
      <dd>
        {choices.length > 1 ? (
          <Select<{ id: PaymentStatus }>
            aria-label={
              single ? t('detail.paymentStatus') : t('detail.paymentFor', { name: vendorOrder.vendorName })
            }
            value={current as PaymentStatus}
            onChange={(key) => {
              if (key !== current) onChange(key as PaymentStatus);
            }}
            isDisabled={busy}
          >
            {choices.map((s) => (
              <SelectItem key={s} id={s} textValue={label(s)}>
                {label(s)}
              </SelectItem>
            ))}
          </Select>
        ) : (
          label(current)
        )}
      </dd>
    </>
  );
}

function ShopItems({
  vendorOrder,
  items,
  showStatus,
}: {
  vendorOrder: VendorOrder;
  items: OrderItem[];
  showStatus: boolean;
}) {
  const { language } = useLanguage();
  return (
    <section aria-labelledby={`shop-${vendorOrder.id}`}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: vars.space[2], alignItems: 'center' }}>
        <h3 id={`shop-${vendorOrder.id}`}>
          <bdi>{vendorOrder.vendorName}</bdi>
        </h3>
        {showStatus ? <StatusBadge status={vendorOrder.status} /> : null}
      </div>
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
                <bdi>{item.productName}</bdi>
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
