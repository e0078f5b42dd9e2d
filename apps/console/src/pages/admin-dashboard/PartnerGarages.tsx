import type { PartnersData } from '@abossey/sdk';
import {
  DataTable,
  ErrorPanel,
  formatNumber,
  Money,
  Select,
  SelectItem,
  useLanguage,
  vars,
} from '@abossey/ui';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { sdk } from '../../sdk';
import { yearOptions } from '../dashboard/shape';
import { type PartnerPeriod, parsePartnerPeriod, partnerQuery } from './partnerPeriod';

const Section = styled.section`
  display: grid;
  gap: ${vars.space[3]};
  margin-block-start: ${vars.space[6]};
  padding: ${vars.space[4]};
  border: 1px solid ${vars.border.muted};
  border-radius: ${vars.radius.md};
  background: ${vars.bg.surface};
  min-inline-size: 0;
  h2 {
    margin: 0;
    font-size: ${vars.font.size.lg};
  }
  p {
    margin: 0;
    color: ${vars.fg.muted};
  }
`;

const PeriodBox = styled.div`
  max-inline-size: 20rem;
`;

type Row = PartnersData['partners'][number];

/**
 * Admin dashboard: orders and revenue per partner garage (issue 7) — orders that started from a garage's embedded
 * widgets carry its `ref`. Revenue follows the dashboard's rule (merchandise, cancelled/rejected/refunded excluded).
 */
export function PartnerGarages() {
  const { t } = useTranslation('dashboard');
  const { language } = useLanguage();
  const id = useId();
  const thisYear = new Date().getUTCFullYear();
  const [period, setPeriod] = useState<PartnerPeriod>('all');
  const query = useQuery({
    queryKey: ['analytics', 'admin', 'partners', period],
    queryFn: ({ signal }) => sdk.analytics.partners(partnerQuery(period), { signal }),
  });

  return (
    <Section aria-labelledby={id} aria-busy={query.isPending} data-testid="partner-garages">
      <h2 id={id}>{t('partners.title')}</h2>
      <p>{t('partners.hint')}</p>
      <PeriodBox>
        <Select
          label={t('partners.period')}
          value={period}
          onChange={(value) => setPeriod(parsePartnerPeriod(value))}
        >
          {[
            <SelectItem key="all" id="all">
              {t('partners.allTime')}
            </SelectItem>,
            ...yearOptions(thisYear).map((y) => (
              <SelectItem key={y} id={y} textValue={String(y)}>
                {String(y)}
              </SelectItem>
            )),
          ]}
        </Select>
      </PeriodBox>
      {query.isError ? (
        <ErrorPanel
          headingLevel={3}
          title={t('partners.failed')}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      ) : (
        <DataTable<Row>
          aria-label={t('partners.title')}
          rows={query.data?.partners ?? []}
          getRowId={(row) => row.ref}
          isLoading={query.isPending}
          skeletonRows={3}
          paginate={false}
          minWidth="24rem"
          emptyState={<p>{t('partners.empty')}</p>}
          columns={[
            {
              key: 'ref',
              header: t('partners.garage'),
              isRowHeader: true,
              cell: (row) => <bdi>{row.ref}</bdi>,
            },
            {
              key: 'orders',
              header: t('orders'),
              align: 'end',
              cell: (row) => formatNumber(row.orders, language),
            },
            {
              key: 'revenue',
              header: t('revenue'),
              align: 'end',
              cell: (row) => <Money value={row.revenue} />,
            },
          ]}
        />
      )}
    </Section>
  );
}
