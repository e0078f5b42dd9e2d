import type { Business, Part, ProductDetail, VehicleMake } from '@abossey/sdk';
import { ErrorPanel, Skeleton, useMessageTranslation } from '@abossey/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { sdk } from '../../sdk';
import { canEditProduct, type MyShop } from '../../session/editAccess';
import { useManageableShops } from '../../session/manageableShops';
import { useSession } from '../../session/session';
import { FormColumn, PageHeading } from '../../shell/Page';
import { ProductForm } from './ProductForm';

const idParam = (value: string | undefined) => (value && /^\d+$/.test(value) ? Number(value) : undefined);

/**
 * `/product-upload`, `/product-upload/:shopId`, `/product/new` and `/product/:id/edit` (§2): loads what the form
 * needs (the product, parts, vehicles and the user's shops), each failure with its §8 text.
 */
export function ProductFormPage() {
  const { t } = useTranslation('console');
  const { t: tp } = useTranslation('productForm');
  const { tm, errorMessage } = useMessageTranslation();
  const { id, shopId } = useParams();
  const session = useSession();
  const editing = id !== undefined;
  const productId = idParam(id);

  const product = useQuery({
    queryKey: ['products', productId],
    queryFn: ({ signal }) => sdk.products.retrieve(productId ?? 0, { signal }),
    enabled: productId !== undefined,
  });
  const parts = useQuery({ queryKey: ['parts'], queryFn: ({ signal }) => sdk.parts.list({ signal }) });
  const vehicles = useQuery({
    queryKey: ['vehicle-makes'],
    queryFn: ({ signal }) => sdk.vehicleMakes.list({ signal }),
  });
  // Vendors pick one of their own shops; admins any shop.
  const shops = useManageableShops(session);

  const title = editing ? tp('editTitle') : tp('newTitle');
  const failure =
    editing && productId === undefined
      ? { title: tm('Failed to load product details'), error: null, retry: undefined }
      : product.isError
        ? { title: tm('Failed to load product details'), error: product.error, retry: product.refetch }
        : parts.isError
          ? {
              title: tm('Failed to load parts. Please refresh the page.'),
              error: parts.error,
              retry: parts.refetch,
            }
          : vehicles.isError
            ? {
                title: tm('Failed to load vehicle data. Please refresh the page.'),
                error: vehicles.error,
                retry: vehicles.refetch,
              }
            : shops.isError
              ? { title: tm('Failed to fetch businesses'), error: shops.error, retry: shops.refetch }
              : null;
  const loading = (editing && product.isPending) || parts.isPending || vehicles.isPending || shops.isPending;
  // Issue 24: another vendor's product refuses when the form loads (the server would refuse the Save), judged on the
  // server's list of the vendor's shops.
  const notYours =
    editing &&
    product.data !== undefined &&
    shops.data !== undefined &&
    !canEditProduct(session?.userType, product.data.businessId, shops.data as unknown as MyShop[]);

  return (
    <FormColumn>
      <PageHeading title={title} />
      {failure ? (
        <ErrorPanel
          headingLevel={2}
          title={failure.title}
          message={failure.error ? errorMessage(failure.error) : undefined}
          onRetry={failure.retry ? () => void failure.retry?.() : undefined}
        />
      ) : loading ? (
        <Skeleton variant="rect" height={520} aria-label={t('loading')} />
      ) : notYours ? (
        <ErrorPanel headingLevel={2} title={tp('notYours')} message={tp('notYoursMessage')} />
      ) : (
        <ProductForm
          product={product.data as ProductDetail | undefined}
          parts={parts.data as Part[]}
          vehicles={vehicles.data as VehicleMake[]}
          shops={shops.data as Business[]}
          shopId={idParam(shopId)}
        />
      )}
    </FormColumn>
  );
}
