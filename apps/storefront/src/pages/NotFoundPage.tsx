import { EmptyState } from '@abossey/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function NotFoundPage() {
  const { t } = useTranslation('storefront');
  return (
    <EmptyState
      title={t('notFound.title')}
      message={t('notFound.message')}
      action={<Link to="/shop/all-products">{t('notFound.back')}</Link>}
    />
  );
}
