import type { Product } from '@abossey/sdk';
import { FitBadge } from '@abossey/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { useFit } from './garage';

const Box = styled.div`
  display: grid;
  gap: var(--ab-space-2, 8px);
  p {
    margin: 0;
    color: var(--ab-fg-default);
  }
  h3 {
    margin: var(--ab-space-2, 8px) 0 0;
    font-size: var(--ab-font-size-md, 1rem);
    color: var(--ab-fg-default);
  }
  blockquote {
    margin: 0;
    padding-inline-start: var(--ab-space-3, 12px);
    border-inline-start: 3px solid var(--ab-border-default);
    color: var(--ab-fg-default);
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
`;

/** The fit badge for the active vehicle, next to the product's name; nothing without an active vehicle. */
export function ProductFitBadge({ product }: { product: Pick<Product, 'vehicleMakes'> }) {
  const { fitOf, label } = useFit();
  const fit = fitOf(product);
  return fit ? <FitBadge fit={fit} vehicle={label} size="medium" data-part="product-fit" /> : null;
}

/**
 * The product page's fit answer (issue 11): fits / does not fit / unknown for the active vehicle (or a link to add
 * one), and the seller's fitment note as plain text.
 */
export function ProductFit({ product }: { product: Pick<Product, 'vehicleMakes' | 'fitmentNote'> }) {
  const { t } = useTranslation('garage');
  const { fitOf, label } = useFit();
  const fit = fitOf(product);
  return (
    <Box data-part="product-fit-details">
      {fit && label ? (
        <>
          <div>
            <FitBadge fit={fit} vehicle={label} size="medium" />
          </div>
          <p>
            <bdi>{t(`product.${fit}`, { vehicle: label })}</bdi>
          </p>
        </>
      ) : (
        <p>
          {t('product.noVehicle')} <Link to="/garage">{t('product.addVehicle')}</Link>
        </p>
      )}
      {product.fitmentNote ? (
        <>
          <h3>{t('product.note')}</h3>
          <blockquote dir="auto" data-part="fitment-note">
            {product.fitmentNote}
          </blockquote>
        </>
      ) : null}
    </Box>
  );
}
