import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { sdk } from '../../sdk';
import { AnalyticsDashboard } from '../dashboard/AnalyticsDashboard';
import { PartnerGarages } from './PartnerGarages';

/**
 * The admin dashboard (§2 /admin-dashboard): revenue analytics of the whole marketplace, or of one shop, then the
 * orders and revenue per partner garage (embedded widgets' `ref`, issue 7).
 */
export function AdminDashboardPage() {
  const { t } = useTranslation('dashboard');
  const shops = useQuery({
    queryKey: ['business', 'all'],
    queryFn: ({ signal }) => sdk.business.list({ status: 'all' }, { signal }),
  });
  return (
    <>
      <AnalyticsDashboard
        audience="admin"
        title={t('adminTitle')}
        subtitle={t('adminSubtitle')}
        shops={shops}
        allShopsLabel={t('allShops')}
      />
      <PartnerGarages />
    </>
  );
}
