import { EmptyState, ErrorPanel, Pagination, useMessageTranslation } from '@abossey/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Grid, PageHeading } from '../../shell/Page';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { ShopCard, ShopCardSkeleton } from './ShopCard';
import { pageParam, shopsQueryOptions } from './shopQueries';
import { VisuallyHidden } from './shopStyles';

/** Shops per page; `GET /business` answers them all, so the list pages on the client. */
export const SHOPS_PER_PAGE = 30;

/** `/shop` (§2): every active shop as a card with image, name and address. */
export function ShopListPage() {
  const { t } = useTranslation('shop');
  const { errorMessage } = useMessageTranslation();
  const [params] = useSearchParams();
  const shops = useQuery(shopsQueryOptions());
  useDocumentTitle(t('list.title'));

  const all = shops.data ?? [];
  const pages = Math.max(1, Math.ceil(all.length / SHOPS_PER_PAGE));
  const page = Math.min(pageParam(params), pages);
  const visible = all.slice((page - 1) * SHOPS_PER_PAGE, page * SHOPS_PER_PAGE);

  let body: React.ReactNode;
  if (shops.isPending)
    body = (
      <Grid aria-busy="true">
        <VisuallyHidden role="status">{t('list.loading')}</VisuallyHidden>
        {Array.from({ length: 10 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
          <ShopCardSkeleton key={i} />
        ))}
      </Grid>
    );
  else if (shops.isError)
    body = (
      <ErrorPanel
        message={errorMessage(shops.error)}
        onRetry={() => shops.refetch()}
        isRetrying={shops.isRefetching}
      />
    );
  else if (all.length === 0)
    body = <EmptyState title={t('list.emptyTitle')} message={t('list.emptyMessage')} />;
  else
    body = (
      <>
        <Grid>
          {visible.map((shop) => (
            <ShopCard key={shop.id} shop={shop} />
          ))}
        </Grid>
        {all.length > SHOPS_PER_PAGE ? (
          <Pagination
            page={page}
            pageSize={SHOPS_PER_PAGE}
            total={all.length}
            hrefFor={(next) => `/shop${next > 1 ? `?page=${next}` : ''}`}
            onChange={() => window.scrollTo({ top: 0 })}
          />
        ) : null}
      </>
    );

  return (
    <>
      <PageHeading
        title={t('list.title')}
        subtitle={shops.isSuccess && all.length > 0 ? t('list.count', { count: all.length }) : undefined}
      />
      {body}
    </>
  );
}
