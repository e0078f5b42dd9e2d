import { type OrderDetail, orderDetailQuery } from '@abossey/sdk';
import {
  Breadcrumb,
  Breadcrumbs,
  FactList,
  formatDateTime,
  OrderDetailFallback,
  OrderDetailView,
  StatusBadge,
  useLanguage,
  vars,
} from '@abossey/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import styled from 'styled-components';
import { positiveId } from '../../routeParams';
import { sdk } from '../../sdk';
import { RequireAuth } from '../../session/RequireAuth';
import { PageHeading } from '../../shell/Page';
import { BUYER_ROLES } from './orderTimeline';

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
  const id = positiveId(useParams().id);
  // Someone else's order is a 404 too (§6).
  const detail = useQuery(orderDetailQuery(sdk, id));
  const crumbs = (current: string) => (
    <Breadcrumbs>
      <Breadcrumb href="/user/orders">{t('list.crumbOrders')}</Breadcrumb>
      <Breadcrumb>{current}</Breadcrumb>
    </Breadcrumbs>
  );
  const back = { href: '/user/orders', label: t('detail.back') };
  if (id === null || !detail.data)
    return (
      <OrderDetailFallback
        request={id === null ? null : detail}
        crumbs={crumbs}
        heading={PageHeading}
        back={back}
      />
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
  const { order } = detail;
  const title = t('detail.title', { code: order.orderCode });
  return (
    <>
      {crumbs(title)}
      <PageHeading title={title} />
      <Meta>
        <StatusBadge status={order.status} />
        <span>{t('detail.placed', { date: formatDateTime(order.createdAt, language) })}</span>
        <span>{t('detail.updated', { date: formatDateTime(order.updatedAt, language) })}</span>
      </Meta>
      <OrderDetailView
        detail={detail}
        summary
        showDelivery
        shopHref={(vo) => (vo.businessId === null ? undefined : `/shop/${vo.businessId}`)}
        productHref={(item) => (item.productId === null ? undefined : `/shop/product/${item.productId}`)}
        addressFacts={
          <FactList style={{ marginBlockStart: vars.space[3] }}>
            <dt>{t('detail.transit')}</dt>
            <dd>{order.transitType === 'standard' ? t('detail.standard') : order.transitType}</dd>
          </FactList>
        }
        paymentFacts={
          order.customerEmail ? (
            <>
              <dt>{t('detail.receiptTo')}</dt>
              <dd>
                <bdi>{order.customerEmail}</bdi>
              </dd>
            </>
          ) : null
        }
      />
    </>
  );
}
