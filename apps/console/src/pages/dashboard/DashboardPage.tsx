import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { sdk } from '../../sdk';
import { useSession } from '../../session/session';
import { AnalyticsDashboard } from './AnalyticsDashboard';

/** The vendor dashboard (§2 /dashboard): the analytics of their own shops (the server scopes them), all or one. */
export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const session = useSession();
  const shops = useQuery({
    queryKey: ['business', 'user', session?.userId],
    queryFn: ({ signal }) => sdk.business.listForUser(session?.userId, { signal }),
    enabled: session !== null,
  });
  return (
    <AnalyticsDashboard
      audience="vendor"
      title={t('vendorTitle')}
      subtitle={t('vendorSubtitle')}
      shops={shops}
      allShopsLabel={t('allMyShops')}
    />
  );
}
