import { NotFoundError, type ProductVehicle } from '@abossey/sdk';
import { ErrorPanel, Money } from '@abossey/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import styled from 'styled-components';
import { sdk } from '../sdk';
import { PageHeading } from '../shell/Page';

const Layout = styled.div`
  display: grid;
  gap: var(--ab-space-6, 24px);
  @media (min-width: 900px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
  img {
    width: 100%;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    border-radius: var(--ab-radius, 8px);
    background: var(--ab-bg-muted, #eee);
  }
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: var(--ab-space-2, 8px) var(--ab-space-4, 16px);
  }
  dt {
    color: var(--ab-fg-muted);
  }
  dd {
    margin: 0;
  }
`;

/** Groups compatibility entries by make, then model (§2 Vehicle Compatibility). */
function byMakeAndModel(vehicles: ProductVehicle[]) {
  const makes = new Map<string, Map<string, number[]>>();
  for (const v of vehicles) {
    const models = makes.get(v.vehicleMakeName) ?? new Map<string, number[]>();
    models.set(v.vehicleMakeModelName, [...(models.get(v.vehicleMakeModelName) ?? []), v.vehicleMakeYear]);
    makes.set(v.vehicleMakeName, models);
  }
  return [...makes].map(([make, models]) => ({
    make,
    models: [...models].map(([model, years]) => ({ model, years: years.sort((a, b) => a - b) })),
  }));
}

export function ProductPage() {
  const { t } = useTranslation('storefront');
  const id = Number(useParams().id);
  const product = useQuery({
    queryKey: ['product', id],
    queryFn: ({ signal }) => sdk.products.retrieve(id, { signal }),
    enabled: Number.isInteger(id) && id > 0,
    retry: (count, error) => !(error instanceof NotFoundError) && count < 2,
  });

  if (!Number.isInteger(id) || id <= 0 || product.error instanceof NotFoundError)
    return <Navigate to="/404" replace />;
  if (product.isError)
    return <ErrorPanel message={product.error.message} onRetry={() => product.refetch()} />;
  if (product.isPending) return <p aria-busy="true">{t('product.loading')}</p>;

  const p = product.data;
  return (
    <article>
      <PageHeading title={p.name} subtitle={`${p.partName} · ${p.partCategory} · ${p.sku}`} />
      <Layout>
        {p.images[0] ? <img src={p.images[0]} alt={p.name} /> : null}
        <div>
          <p>
            <Money value={p.price} size="large" />
          </p>
          <dl>
            <dt>{t('product.shop')}</dt>
            <dd>{p.businessName}</dd>
            <dt>{t('product.stock')}</dt>
            <dd>{p.stock > 0 ? t('product.inStock', { count: p.stock }) : t('product.outOfStock')}</dd>
            {p.metadata.productState ? (
              <>
                <dt>{t('product.condition')}</dt>
                <dd>{p.metadata.productState === 'Used' ? t('product.used') : t('product.brandNew')}</dd>
              </>
            ) : null}
          </dl>
          <p>{p.description}</p>
          <h2>{t('product.compatibility')}</h2>
          <ul>
            {byMakeAndModel(p.vehicleMakes).map(({ make, models }) => (
              <li key={make}>
                <strong>{make}</strong>
                <ul>
                  {models.map(({ model, years }) => (
                    <li key={model}>
                      {model} ({years.join(', ')})
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </div>
      </Layout>
    </article>
  );
}
