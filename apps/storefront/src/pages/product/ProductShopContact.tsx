import type { ProductDetail } from '@abossey/sdk';
import { RatingLine, ShopContact } from '@abossey/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useFit } from '../../garage/garage';
import { useSiteOrigin } from '../../siteOrigin';
import { shopQueryOptions } from '../shop/shopQueries';

/**
 * The product's shop (issue 25): its rating from verified reviews, and how to reach it — its phone, WhatsApp (the
 * message names this product, links to it and asks about the buyer's active vehicle), GPS address and location. Shares the shop page's query; nothing is
 * shown while it loads or if it fails.
 */
export function ProductShopContact({ product }: { product: ProductDetail }) {
  const { t } = useTranslation('product');
  const origin = useSiteOrigin();
  const fit = useFit();
  const shop = useQuery({ ...shopQueryOptions(product.businessId), retry: false });
  if (!shop.data) return null;
  return (
    <div data-part="shop">
      <RatingLine rating={shop.data.rating ?? 0} ratings={shop.data.ratings ?? 0} label={t('shopRating')} />
      <ShopContact
        shopName={shop.data.name}
        phone={shop.data.phone}
        gpsAddress={shop.data.gpsAddress}
        address={shop.data.address}
        productName={product.name}
        productUrl={`${origin}/shop/product/${product.id}`}
        // The vehicle itself, not its nickname: the shop does not know "Old taxi".
        vehicle={fit.vehicle ? `${fit.vehicle.year} ${fit.vehicle.make} ${fit.vehicle.model}` : undefined}
      />
    </div>
  );
}
