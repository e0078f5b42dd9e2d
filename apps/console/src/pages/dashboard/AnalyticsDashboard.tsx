import { CURRENCY_SYMBOL, formatMoney } from '@abossey/sdk';
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
import { lazy, type ReactNode, Suspense, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { sdk } from '../../sdk';
import { PageHeading } from '../../shell/Page';
import {
  compactMoney,
  growthBars,
  monthFilterOptions,
  monthNames,
  outcomeBars,
  revenueByMonth,
  signedPercent,
  yearOptions,
} from './shape';

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
  grid-template-columns: minmax(0, 1fr);
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
  p {
    margin: 0;
    color: ${vars.fg.muted};
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

const CHART = 240;

/**
 * One widget: its heading (and controls), then a skeleton, the §8 'Failed to fetch … data' error with a retry, an
 * empty note or the chart. Each widget has its own query, so one failing endpoint leaves the others standing.
 */
function Widget<T>({
  title,
  query,
  failure,
  isEmpty,
  controls,
  children,
}: {
  title: string;
  query: UseQueryResult<T>;
  failure: string;
  isEmpty: (data: T) => boolean;
  controls?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('dashboard');
  const { tm, errorMessage } = useMessageTranslation();
  const id = useId();
  return (
    <Card aria-labelledby={id} aria-busy={query.isPending}>
      <h2 id={id}>{title}</h2>
      {controls}
      {query.isPending ? (
        <Skeleton variant="rect" height={CHART} />
      ) : query.isError ? (
        <ErrorPanel
          headingLevel={3}
          title={tm(failure)}
          // A server failure usually carries the same §8 text as the title; then the panel's generic line follows.
          message={errorMessage(query.error) === tm(failure) ? undefined : errorMessage(query.error)}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      ) : isEmpty(query.data) ? (
        <p>{t('empty')}</p>
      ) : (
        <Suspense fallback={<Skeleton variant="rect" height={CHART} />}>{children(query.data)}</Suspense>
      )}
    </Card>
  );
}

/** A key figure: a skeleton while loading, a dash when its endpoint failed (that widget explains why). */
function Figure<T>({
  label,
  query,
  children,
}: {
  label: string;
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{query.isPending ? <Skeleton width="8ch" /> : query.isError ? '—' : children(query.data)}</dd>
    </div>
  );
}

interface ShopOption {
  id: number;
  name: string;
}

export interface AnalyticsDashboardProps {
  title: string;
  subtitle: string;
  /** Keeps the admin's and a vendor's cached figures apart. */
  audience: 'admin' | 'vendor';
  /** The shops the filter offers: the vendor's own, or every shop for an admin. */
  shops: UseQueryResult<ShopOption[]>;
  allShopsLabel: string;
}

/**
 * Revenue analytics (§2 /admin-dashboard and /dashboard, §7 analytics): key figures and six charts for one year, all
 * shops or one. The server scopes every endpoint (admins: every shop; vendors: their own), so this component is
 * the same for both.
 */
export function AnalyticsDashboard({
  title,
  subtitle,
  audience,
  shops,
  allShopsLabel,
}: AnalyticsDashboardProps) {
  const { t } = useTranslation('dashboard');
  const { tm } = useMessageTranslation();
  const { locale, language } = useLanguage();
  const thisYear = new Date().getUTCFullYear();
  const [year, setYear] = useState(thisYear);
  const [month, setMonth] = useState(0);
  const [shop, setShop] = useState<number | 'all'>('all');
  const scope = { year, ...(shop === 'all' ? {} : { businessId: shop }) };
  const key = ['analytics', audience, year, shop] as const;

  const revenue = useQuery({
    queryKey: [...key, 'revenue'],
    queryFn: ({ signal }) => sdk.analytics.revenue({ ...scope, group_by: 'month' }, { signal }),
  });
  const byCategory = useQuery({
    queryKey: [...key, 'by-category', month],
    queryFn: ({ signal }) => sdk.analytics.revenueByCategory({ ...scope, month }, { signal }),
  });
  const growth = useQuery({
    queryKey: [...key, 'growth'],
    queryFn: ({ signal }) => sdk.analytics.revenueGrowth(scope, { signal }),
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

  const monthName = useMemo(() => monthNames(locale), [locale]);
  const moneyTick = useMemo(() => compactMoney(locale, CURRENCY_SYMBOL), [locale]);
  const number = (value: number) => formatNumber(value, language);
  const percent = (value: number) => signedPercent(value, number);

  return (
    <>
      <PageHeading title={title} subtitle={subtitle} />
      <Filters>
        <Select label={t('year')} value={year} onChange={(value) => setYear(Number(value))} fullWidth>
          {yearOptions(thisYear).map((y) => (
            <SelectItem key={y} id={y} textValue={String(y)}>
              {String(y)}
            </SelectItem>
          ))}
        </Select>
        <Select
          label={t('shop')}
          value={shop}
          onChange={(value) => setShop(value === 'all' ? 'all' : Number(value))}
          isDisabled={!shops.data?.length}
          fullWidth
        >
          {[
            <SelectItem key="all" id="all">
              {allShopsLabel}
            </SelectItem>,
            ...(shops.data ?? []).map((s) => (
              <SelectItem key={s.id} id={s.id}>
                {s.name}
              </SelectItem>
            )),
          ]}
        </Select>
      </Filters>
      {shops.isError ? <p role="alert">{tm('Failed to fetch businesses')}</p> : null}

      <Stats>
        <Figure label={t('totalRevenue')} query={revenue}>
          {(d) => <Money value={d.total} size="large" emphasis="strong" />}
        </Figure>
        <Figure label={t('orders')} query={outcomes}>
          {(d) => number(d.total)}
        </Figure>
        <Figure label={t('completionRate')} query={outcomes}>
          {(d) => `${number(d.completionRate)}%`}
        </Figure>
      </Stats>

      <Grid>
        <Widget
          title={t('revenueByMonth')}
          query={revenue}
          failure="Failed to fetch revenue data"
          isEmpty={(d) => d.series.length === 0}
        >
          {(d) => (
            <BarChart
              label={t('revenueByMonth')}
              columns={[t('month'), t('revenue')]}
              format={formatMoney}
              tick={moneyTick}
              data={revenueByMonth(d.series, monthName)}
            />
          )}
        </Widget>
        <Widget
          title={t('revenueByCategory')}
          query={byCategory}
          failure="Failed to fetch revenue by category data"
          isEmpty={(d) => d.categories.length === 0}
          controls={
            <Select label={t('monthFilter')} value={month} onChange={(value) => setMonth(Number(value))}>
              {monthFilterOptions(t('allMonths'), monthName).map((m) => (
                <SelectItem key={m.id} id={m.id}>
                  {m.label}
                </SelectItem>
              ))}
            </Select>
          }
        >
          {(d) => (
            <BarChart
              horizontal
              label={t('revenueByCategory')}
              columns={[t('category'), t('revenue')]}
              format={formatMoney}
              tick={moneyTick}
              data={d.categories.map((c) => ({ label: c.category, value: c.revenue }))}
            />
          )}
        </Widget>
        <Widget
          title={t('growth')}
          query={growth}
          failure="Failed to fetch revenue growth data"
          isEmpty={(d) => d.months.every((m) => m.revenue === 0)}
        >
          {(d) => (
            <>
              <p>{t('growthHint')}</p>
              <BarChart
                label={t('growth')}
                columns={[t('month'), t('change')]}
                format={percent}
                data={growthBars(d.year, d.months, monthName)}
              />
            </>
          )}
        </Widget>
        <Widget
          title={t('completionVsCancellation')}
          query={outcomes}
          failure="Failed to fetch order completion data"
          isEmpty={(d) => d.total === 0}
        >
          {(d) => (
            <>
              <p>
                {t('rates', {
                  completed: number(d.completionRate),
                  cancelled: number(d.cancellationRate),
                })}
              </p>
              <BarChart
                horizontal
                label={t('completionVsCancellation')}
                columns={[t('status'), t('orders')]}
                format={number}
                data={outcomeBars(d, {
                  completed: t('completed'),
                  inProgress: t('inProgress'),
                  cancelled: t('cancelled'),
                })}
              />
            </>
          )}
        </Widget>
        <Widget
          title={t('topSelling')}
          query={top}
          failure="Failed to fetch top selling products data"
          isEmpty={(d) => d.products.length === 0}
        >
          {(d) => (
            <BarChart
              horizontal
              label={t('topSelling')}
              columns={[t('product'), t('sold')]}
              format={number}
              data={d.products.map((p) => ({ label: p.productName, value: p.quantity }))}
            />
          )}
        </Widget>
        <Widget
          title={t('reviewsByCategory')}
          query={reviews}
          failure="Failed to fetch reviews by category data"
          isEmpty={(d) => d.categories.length === 0}
        >
          {(d) => (
            <BarChart
              horizontal
              label={t('reviewsByCategory')}
              columns={[t('category'), t('reviews')]}
              format={number}
              data={d.categories.map((c) => ({ label: c.category, value: c.reviews }))}
            />
          )}
        </Widget>
      </Grid>
    </>
  );
}
