import { formatMoney, type MemberBusiness } from '@abossey/sdk';
import {
  ErrorPanel,
  formatNumber,
  Money,
  Select,
  SelectItem,
  Skeleton,
  useLanguage,
  useMessageTranslation,
  vars,
} from '@abossey/ui';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { sdk } from '../../sdk';
import { useSession } from '../../session/session';
import { PageHeading } from '../../shell/Page';

// visx and the charts load in their own chunk, after the figures above them.
const BarChart = lazy(() => import('./BarChart').then((m) => ({ default: m.BarChart })));

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[3]};
  margin-block-end: ${vars.space[4]};
  > * {
    flex: 1 1 12rem;
    max-inline-size: 20rem;
  }
`;

const Grid = styled.div`
  display: grid;
  gap: ${vars.space[4]};
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: 1200px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Card = styled.section`
  display: grid;
  align-content: start;
  gap: ${vars.space[3]};
  min-inline-size: 0;
  padding: ${vars.space[4]};
  border: 1px solid ${vars.border.muted};
  border-radius: ${vars.radius.md};
  background: ${vars.bg.surface};
  h2 {
    margin: 0;
    font-size: ${vars.font.size.lg};
  }
`;

const Stats = styled.dl`
  display: grid;
  gap: ${vars.space[4]};
  grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
  margin: 0 0 ${vars.space[4]};
  div {
    padding: ${vars.space[4]};
    border: 1px solid ${vars.border.muted};
    border-radius: ${vars.radius.md};
    background: ${vars.bg.surface};
  }
  dt {
    color: ${vars.fg.muted};
  }
  dd {
    margin: ${vars.space[2]} 0 0;
    font-size: ${vars.font.size['2xl']};
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`;

const YEARS = 5;

/** One widget: its heading, then a skeleton, the §8 'Failed to fetch … data' error, an empty note or the chart. */
function Widget<T>({
  title,
  query,
  failure,
  isEmpty,
  children,
}: {
  title: string;
  query: UseQueryResult<T>;
  failure: string;
  isEmpty: (data: T) => boolean;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('console');
  const { tm, errorMessage } = useMessageTranslation();
  const id = `widget-${title.replace(/\W+/g, '-')}`;
  return (
    <Card aria-labelledby={id} aria-busy={query.isPending}>
      <h2 id={id}>{title}</h2>
      {query.isPending ? (
        <Skeleton variant="rect" height={240} />
      ) : query.isError ? (
        <ErrorPanel
          headingLevel={3}
          title={tm(failure)}
          message={errorMessage(query.error)}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      ) : isEmpty(query.data) ? (
        <p>{t('dashboard.empty')}</p>
      ) : (
        <Suspense fallback={<Skeleton variant="rect" height={240} />}>{children(query.data)}</Suspense>
      )}
    </Card>
  );
}

/**
 * The vendor dashboard (§2 /dashboard): their shops' revenue over the year, orders by outcome, top-selling products
 * and reviews by category, from the analytics endpoints (scoped by the server to the vendor's shops), for one year
 * and all shops or one.
 */
export function DashboardPage() {
  const { t } = useTranslation('console');
  const { tm } = useMessageTranslation();
  const { locale, language } = useLanguage();
  const session = useSession();
  const thisYear = new Date().getUTCFullYear();
  const [year, setYear] = useState(thisYear);
  const [shop, setShop] = useState<number | 'all'>('all');
  const scope = { year, ...(shop === 'all' ? {} : { businessId: shop }) };
  const key = ['analytics', year, shop] as const;

  const shops = useQuery({
    queryKey: ['business', 'user', session?.userId],
    queryFn: ({ signal }): Promise<MemberBusiness[]> => sdk.business.listForUser(session?.userId, { signal }),
    enabled: session !== null,
  });
  const revenue = useQuery({
    queryKey: [...key, 'revenue'],
    queryFn: ({ signal }) => sdk.analytics.revenue({ ...scope, group_by: 'month' }, { signal }),
  });
  const outcomes = useQuery({
    queryKey: [...key, 'outcomes'],
    queryFn: ({ signal }) => sdk.analytics.completionVsCancellation(scope, { signal }),
  });
  const top = useQuery({
    queryKey: [...key, 'top'],
    queryFn: ({ signal }) => sdk.analytics.topSellingProducts({ ...scope, limit: 10 }, { signal }),
  });
  const reviews = useQuery({
    queryKey: [...key, 'reviews'],
    queryFn: ({ signal }) => sdk.analytics.reviewsByCategory(scope, { signal }),
  });

  const monthName = useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' });
    return (month: number) => format.format(Date.UTC(2000, month - 1, 1));
  }, [locale]);
  const number = (value: number) => formatNumber(value, language);

  return (
    <>
      <PageHeading title={t('dashboard.title')} subtitle={t('dashboard.subtitle')} />
      <Filters>
        <Select
          label={t('dashboard.year')}
          value={year}
          onChange={(value) => setYear(Number(value))}
          fullWidth
        >
          {Array.from({ length: YEARS }, (_, i) => thisYear - i).map((y) => (
            <SelectItem key={y} id={y} textValue={String(y)}>
              {String(y)}
            </SelectItem>
          ))}
        </Select>
        <Select
          label={t('dashboard.shop')}
          value={shop}
          onChange={(value) => setShop(value === 'all' ? 'all' : Number(value))}
          isDisabled={!shops.data?.length}
          fullWidth
        >
          {[
            <SelectItem key="all" id="all">
              {t('dashboard.allShops')}
            </SelectItem>,
            ...(shops.data ?? []).map((s) => (
              <SelectItem key={s.id} id={s.id}>
                {s.name}
              </SelectItem>
            )),
          ]}
        </Select>
      </Filters>

      <Stats aria-busy={revenue.isPending || outcomes.isPending}>
        <div>
          <dt>{t('dashboard.revenue')}</dt>
          <dd>{revenue.data ? <Money value={revenue.data.total} size="large" emphasis="strong" /> : '…'}</dd>
        </div>
        <div>
          <dt>{t('dashboard.orders')}</dt>
          <dd>{outcomes.data ? number(outcomes.data.total) : '…'}</dd>
        </div>
        <div>
          <dt>{t('dashboard.completionRate')}</dt>
          <dd>{outcomes.data ? `${number(outcomes.data.completionRate)}%` : '…'}</dd>
        </div>
      </Stats>

      <Grid>
        <Widget
          title={t('dashboard.revenueByMonth')}
          query={revenue}
          failure="Failed to fetch revenue data"
          isEmpty={(d) => d.series.length === 0}
        >
          {(d) => (
            <BarChart
              label={t('dashboard.revenueByMonth')}
              columns={[t('dashboard.month'), t('dashboard.revenue')]}
              format={formatMoney}
              data={d.series.map((p) => ({
                label: monthName(Number(p.period.slice(5, 7))),
                value: p.revenue,
              }))}
            />
          )}
        </Widget>
        <Widget
          title={t('dashboard.ordersByStatus')}
          query={outcomes}
          failure="Failed to fetch order completion data"
          isEmpty={(d) => d.total === 0}
        >
          {(d) => (
            <BarChart
              horizontal
              label={t('dashboard.ordersByStatus')}
              columns={[t('dashboard.status'), t('dashboard.orders')]}
              format={number}
              data={[
                { label: t('dashboard.completed'), value: d.completed },
                { label: t('dashboard.inProgress'), value: d.inProgress },
                { label: t('dashboard.cancelled'), value: d.cancelled },
              ]}
            />
          )}
        </Widget>
        <Widget
          title={t('dashboard.topSelling')}
          query={top}
          failure="Failed to fetch top selling products data"
          isEmpty={(d) => d.products.length === 0}
        >
          {(d) => (
            <BarChart
              horizontal
              label={t('dashboard.topSelling')}
              columns={[t('dashboard.product'), t('dashboard.sold')]}
              format={number}
              data={d.products.map((p) => ({ label: p.productName, value: p.quantity }))}
            />
          )}
        </Widget>
        <Widget
          title={t('dashboard.reviewsByCategory')}
          query={reviews}
          failure="Failed to fetch reviews by category data"
          isEmpty={(d) => d.categories.length === 0}
        >
          {(d) => (
            <BarChart
              horizontal
              label={t('dashboard.reviewsByCategory')}
              columns={[t('dashboard.category'), t('dashboard.reviews')]}
              format={number}
              data={d.categories.map((c) => ({ label: c.category, value: c.reviews }))}
            />
          )}
        </Widget>
      </Grid>
      {shops.isError ? <p role="alert">{tm('Failed to fetch businesses')}</p> : null}
    </>
  );
}
