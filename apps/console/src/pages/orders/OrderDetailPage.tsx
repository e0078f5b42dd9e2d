import {
  isPaymentStatus,
  isUserProfile,
  moveConsequence,
  type OrderDetail,
  type OrderStatus,
  orderDetailQuery,
  type PaymentStatus,
  TRACKING_NUMBER_MAX,
  type VendorOrder,
} from '@abossey/sdk';
import {
  Breadcrumb,
  Breadcrumbs,
  Button,
  Checkbox,
  ConfirmDialog,
  DeliveryEstimate,
  FactList,
  formatDateTime,
  OrderDetailFallback,
  OrderDetailView,
  OrderSection,
  Select,
  SelectItem,
  Skeleton,
  StatusBadge,
  TextField,
  toast,
  useLanguage,
  useLaterUiTranslation,
  useMessageTranslation,
  usePaymentStatusLabel,
  vars,
} from '@abossey/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import styled from 'styled-components';
import { sdk } from '../../sdk';
import { PageHeading } from '../../shell/Page';
import { OrderNotes } from './OrderNotes';
import {
  type ConsoleRole,
  canDelete,
  nextVendorStatus,
  paymentChoices,
  statusChoices,
} from './orderTransitions';

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
  const id = positiveId(useParams().id);
  const detail = useQuery(orderDetailQuery(sdk, id));
  const list =
    role === 'admin'
      ? { href: '/orders', crumbs: [t('admin.crumbOrder'), t('admin.crumbList')] }
      : { href: '/shop/orders', crumbs: [t('shop.crumbDashboard'), t('shop.title')] };
  const crumbs = (current: string) => (
    <Breadcrumbs>
      <Breadcrumb href={role === 'admin' ? '/orders' : '/dashboard'}>{list.crumbs[0]}</Breadcrumb>
      <Breadcrumb href={list.href}>{list.crumbs[1]}</Breadcrumb>
      <Breadcrumb>{current}</Breadcrumb>
    </Breadcrumbs>
  );
  if (id === null || !detail.data) {
    const request = id === null ? null : detail;
    const back = { href: list.href, label: t('detail.back') };
    return <OrderDetailFallback request={request} crumbs={crumbs} heading={PageHeading} back={back} />;
  }
  return <OrderView detail={detail.data} viewer={role} crumbs={crumbs} back={list.href} />;
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
  const { order, vendorOrders } = detail;
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
  // A move that changes stock or money (cancel, reject, reopen, deliver, close) says so first (issue 24).
  const [confirmMove, setConfirmMove] = useState<OrderStatus | null>(null);

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
    if (moveConsequence(status, value)) {
      setConfirmMove(value);
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
      <OrderDetailView
        detail={detail}
        before={role === 'admin' ? <CustomerCard detail={detail} /> : <BuyerCard detail={detail} />}
        after={
          <>
            <OrderSection title={role === 'admin' ? t('detail.delivery') : t('detail.orderDetails')}>
              <FactList>
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
              </FactList>
            </OrderSection>
            {role === 'vendor' ? <VendorCard vendorOrders={vendorOrders} /> : null}
            <OrderNotes detail={detail} />
          </>
        }
        paymentStatus={(vo, label) => (
          <PaymentSelect
            vendorOrder={vo}
            label={label}
            role={role}
            busy={payment.isPending}
            onChange={(next) => changePayment(vo.id, next)}
          />
        )}
      />
      {confirmMove ? (
        <MoveDialog
          detail={detail}
          from={status}
          to={confirmMove}
          label={humanizeStatusLabel(confirmMove)}
          onClose={() => setConfirmMove(null)}
          onConfirm={() => update.mutate(confirmMove)}
        />
      ) : null}
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
            queryClient.removeQueries({ queryKey: ['orders', 'notes', order.id] });
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

/**
 * The confirmation of a move that changes more than the status (the SDK's `moveConsequence`): what happens to the
 * order's units and to the money, in the words of the viewer's language.
 */
function MoveDialog({
  detail,
  from,
  to,
  label,
  onClose,
  onConfirm,
}: {
  detail: OrderDetail;
  from: OrderStatus;
  to: OrderStatus;
  label: string;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation('orders');
  const consequence = moveConsequence(from, to);
  const units = detail.orderItems.reduce((sum, item) => sum + item.quantity, 0);
  // Money already taken (cash, MoMo or a payment) must go back when the order does not happen.
  const paid = detail.vendorOrders.some((vo) => PAID_STATUSES.includes(vo.paymentStatus));
  let message: string;
  if (consequence === 'releases-stock')
    message = `${t('detail.moveReleases', { count: units })}${paid ? ` ${t('detail.moveReleasesPaid')}` : ''}`;
  else if (consequence === 'retakes-stock') message = t('detail.moveRetakes', { count: units });
  else if (consequence === 'delivers') message = t('detail.moveDelivers');
  else message = t('detail.moveCloses');
  return (
    <ConfirmDialog
      tone={consequence === 'releases-stock' ? 'danger' : 'default'}
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('detail.moveTitle', { status: label })}
      message={message}
      confirmLabel={t('detail.moveTo', { status: label })}
      onConfirm={onConfirm}
    />
  );
}

/** Payment statuses in which the buyer's money has been taken. */
const PAID_STATUSES: readonly string[] = ['cash_collected', 'momo_collected', 'paid'];

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
    <OrderSection title={t('detail.customer')} aria-busy={user.isLoading || undefined}>
      {user.isError ? (
        <Message role="alert" data-tone="warning">
          {tm('Failed to fetch customer information')}
        </Message>
      ) : null}
      {user.isLoading ? (
        <Skeleton variant="text" width="60%" />
      ) : (
        <FactList>
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
        </FactList>
      )}
    </OrderSection>
  );
}

/** Vendor: the buyer as the order names them. */
function BuyerCard({ detail }: { detail: OrderDetail }) {
  const { t } = useTranslation('orders');
  const { order } = detail;
  return (
    <OrderSection title={t('detail.customer')}>
      <FactList>
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
      </FactList>
    </OrderSection>
  );
}

function VendorCard({ vendorOrders }: { vendorOrders: VendorOrder[] }) {
  const { t } = useTranslation('orders');
  return (
    <OrderSection title={t('detail.vendor')}>
      <FactList>
        {vendorOrders.map((vo) => (
          <VendorRows key={vo.id} vendorOrder={vo} />
        ))}
      </FactList>
    </OrderSection>
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

/**
 * A shop order's payment status; where the payment state machine lets this role move it (a shop marking the cash
 * or MoMo collected, an admin correcting or refunding), a menu of the allowed moves.
 */
function PaymentSelect({
  vendorOrder,
  label,
  role,
  busy,
  onChange,
}: {
  vendorOrder: VendorOrder;
  label: string;
  role: ConsoleRole;
  busy: boolean;
  onChange: (next: PaymentStatus) => void;
}) {
  const paymentLabel = usePaymentStatusLabel();
  const current = vendorOrder.paymentStatus;
  const choices = isPaymentStatus(current) ? paymentChoices(role, current, vendorOrder.status) : [];
  if (choices.length < 2) return paymentLabel(current);
  return (
    <Select<{ id: PaymentStatus }>
      aria-label={label}
      value={current as PaymentStatus}
      onChange={(key) => {
        if (key !== current) onChange(key as PaymentStatus);
      }}
      isDisabled={busy}
    >
      {choices.map((s) => (
        <SelectItem key={s} id={s} textValue={paymentLabel(s)}>
          {paymentLabel(s)}
        </SelectItem>
      ))}
    </Select>
  );
}
