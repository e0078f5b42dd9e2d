import type { ProductDetail } from '@abossey/sdk';
import { Markdown, VehicleCompatibilityList } from '@abossey/ui';
import { useTranslation } from 'react-i18next';
import { ProductFit } from '../../garage/ProductFit';
import { Section } from './ProductSection';

/** The product's Markdown description and the vehicles it fits (below the summary; loaded when near, issue 23). */
export function ProductDescription({ product: p }: { product: ProductDetail }) {
  const { t } = useTranslation('product');
  return (
    <>
      <Section aria-labelledby="product-description">
        <h2 id="product-description">{t('description')}</h2>
        <Markdown headingOffset={2} dir="auto">
          {p.description}
        </Markdown>
      </Section>
      <Section aria-labelledby="product-compatibility">
        <h2 id="product-compatibility">{t('compatibility')}</h2>
        <VehicleCompatibilityList vehicles={p.vehicleMakes} />
        <ProductFit product={p} />
      </Section>
    </>
  );
}
