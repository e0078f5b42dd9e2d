import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { sdk } from '../sdk';

const Stats = styled.dl`
  display: grid;
  gap: var(--ab-space-4, 16px);
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  div {
    border: 1px solid var(--ab-border-default);
    border-radius: var(--ab-radius, 8px);
    background: var(--ab-bg-surface);
    padding: var(--ab-space-4, 16px);
  }
  dt {
    color: var(--ab-fg-muted);
  }
  dd {
    margin: var(--ab-space-2, 8px) 0 0;
    font-size: 2rem;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`;

/** The vendor dashboard (§2 /dashboard). For now: the catalogue at a glance, read from the API. */
export function DashboardPage() {
  const { t } = useTranslation('console');
  const [products, parts, makes] = useQueries({
    queries: [
      { queryKey: ['products', 'count'], queryFn: () => sdk.products.list({ limit: 1 }) },
      { queryKey: ['parts'], queryFn: () => sdk.parts.list() },
      { queryKey: ['vehicle-makes'], queryFn: () => sdk.vehicleMakes.list() },
    ],
  });
  const failed = [products, parts, makes].find((q) => q.isError);
  const makeCount = makes.data ? new Set(makes.data.map((m) => m.name)).size : undefined;
  const stat = (value: number | undefined) => (value === undefined ? '…' : value.toLocaleString('en-US'));

  return (
    <>
      <h1>{t('dashboard.title')}</h1>
      {failed?.error ? <p role="alert">{failed.error.message}</p> : null}
      <Stats aria-busy={products.isPending || parts.isPending || makes.isPending}>
        <div>
          <dt>{t('dashboard.products')}</dt>
          <dd>{stat(products.data?.meta.total)}</dd>
        </div>
        <div>
          <dt>{t('dashboard.parts')}</dt>
          <dd>{stat(parts.data?.length)}</dd>
        </div>
        <div>
          <dt>{t('dashboard.makes')}</dt>
          <dd>{stat(makeCount)}</dd>
        </div>
      </Stats>
    </>
  );
}
