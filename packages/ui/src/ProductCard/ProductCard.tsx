import type { Product, ProductState } from '@abossey/sdk';
import { type ComponentPropsWithRef, type ReactNode, useId, useState } from 'react';
import { Link, VisuallyHidden } from 'react-aria-components';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { type Fit, FitBadge } from '../FitBadge/FitBadge';
import { formatNumber } from '../i18n/format';
import { useLanguage, useUiTranslation } from '../i18n/I18nProvider';
import { IMAGE_SIZES, imageSources } from '../images/imageSources';
import { CartIcon, HeartIcon, ImagePlaceholderIcon } from '../internal/icons';
import { Money } from '../Money/Money';
import { Stars } from '../Stars/Stars';
import {
  Action,
  Body,
  Card,
  ConditionSlot,
  Footer,
  ImageFallback,
  Media,
  PartInfo,
  PriceRow,
  RatingRow,
  Shop,
  StockState,
  Title,
  WishlistSlot,
  WishlistToggle,
} from './ProductCard.styles';
import { stockLevel } from './stock';

/**
 * What the card reads from a product. The SDK `Product` fits as is; everything beyond id, name, price and stock may
 * be missing (widgets and partial payloads), and the card still renders.
 */
export interface ProductCardProduct extends Pick<Product, 'id' | 'name' | 'price' | 'stock'> {
  images?: readonly string[] | undefined;
  businessName?: string | undefined;
  partName?: string | undefined;
  partCategory?: string | undefined;
  /** Average rating, 0 to 5. */
  rating?: number | undefined;
  /** Number of ratings. */
  ratings?: number | undefined;
  metadata?: { productState?: ProductState | undefined } | undefined;
}

export interface ProductCardProps extends Omit<ComponentPropsWithRef<'article'>, 'children'> {
  product: ProductCardProduct;
  /**
   * Link for the product name (the whole card is its click target). Uses react-aria's `Link`, so an app's
   * `RouterProvider` makes it a client-side navigation.
   */
  href?: string;
  /** Render the name link yourself (e.g. react-router's `<Link to>`); wins over `href`. */
  renderLink?: (children: ReactNode, product: ProductCardProduct) => ReactNode;
  /** Shows "Add to cart" while stock is above 0 (§2). */
  onAddToCart?: (product: ProductCardProduct) => void;
  /** Shows the add-to-cart button as pending. */
  isAddingToCart?: boolean;
  /** Controlled wishlist state; leave undefined to let the heart keep its own state. */
  isWishlisted?: boolean;
  /** Shows the wishlist heart; called with the state the user asked for. */
  onToggleWishlist?: (product: ProductCardProduct, isWishlisted: boolean) => void;
  /** Heading level of the product name, to fit the page outline. Default 3. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Stock at or below this shows "Only N left". Default 5. */
  lowStockThreshold?: number;
  /** `eager` for cards in the first visible row. Default lazy. */
  imageLoading?: 'lazy' | 'eager';
  /** Whether the part fits the buyer's active vehicle (`fitsVehicle` from the SDK); no badge when undefined. */
  fit?: Fit | undefined;
  /** The active vehicle as it reads ("2012 Toyota Corolla"), named with the fit badge for screen readers. */
  fitVehicle?: string | undefined;
}

const conditionKeys: Record<ProductState, 'product.condition.brandNew' | 'product.condition.used'> = {
  'Brand New': 'product.condition.brandNew',
  Used: 'product.condition.used',
};

/** A product in a grid: photo, condition, name, part, rating, shop, GH₵ price, stock, add to cart, wishlist. */
export function ProductCard({
  product,
  href,
  renderLink,
  onAddToCart,
  isAddingToCart = false,
  isWishlisted,
  onToggleWishlist,
  headingLevel = 3,
  lowStockThreshold,
  imageLoading = 'lazy',
  fit,
  fitVehicle,
  ...props
}: ProductCardProps) {
  const { t } = useUiTranslation();
  const { language } = useLanguage();
  const titleId = useId();
  const [failedImage, setFailedImage] = useState<string>();

  const image = product.images?.find((src) => typeof src === 'string' && src.trim() !== '');
  const showImage = image !== undefined && image !== failedImage;
  const level = stockLevel(product.stock, lowStockThreshold);
  const condition = product.metadata?.productState;
  const conditionKey = condition ? conditionKeys[condition] : undefined;
  const rating = Number.isFinite(product.rating) ? (product.rating ?? 0) : 0;
  const ratings = Number.isFinite(product.ratings) ? Math.max(0, product.ratings ?? 0) : 0;
  const partInfo = [product.partName, product.partCategory].filter(Boolean).join(' · ');

  const name = renderLink ? (
    renderLink(product.name, product)
  ) : href ? (
    <Link href={href}>{product.name}</Link>
  ) : (
    product.name
  );

  const stockLabel =
    level === 'out'
      ? t('product.stock.outOfStock')
      : level === 'low'
        ? t('product.stock.lowStock', { count: product.stock })
        : t('product.stock.inStock');

  return (
    <Card {...props} aria-labelledby={titleId} data-stock={level} data-fit={fit}>
      <Media data-part="media">
        {showImage ? (
          <img
            {...imageSources(image, IMAGE_SIZES.card)}
            alt={product.name}
            loading={imageLoading}
            decoding="async"
            onError={() => setFailedImage(image)}
            data-part="image"
          />
        ) : (
          <ImageFallback data-part="image-fallback">
            <ImagePlaceholderIcon />
            <span>{t('productCard.noImage')}</span>
          </ImageFallback>
        )}
        {conditionKey ? (
          <ConditionSlot>
            <Badge tone={condition === 'Brand New' ? 'success' : 'neutral'} data-part="condition">
              {t(conditionKey)}
            </Badge>
          </ConditionSlot>
        ) : null}
        {onToggleWishlist ? (
          <WishlistSlot>
            <WishlistToggle
              isSelected={isWishlisted}
              onChange={(next) => onToggleWishlist(product, next)}
              aria-label={t('productCard.wishlist', { name: product.name })}
              data-part="wishlist"
            >
              {({ isSelected }) => <HeartIcon filled={isSelected} />}
            </WishlistToggle>
          </WishlistSlot>
        ) : null}
      </Media>

      <Body>
        {partInfo ? <PartInfo data-part="part">{partInfo}</PartInfo> : null}
        <Title as={`h${headingLevel}`} id={titleId} data-part="title">
          {name}
        </Title>
        <RatingRow data-part="rating">
          {ratings > 0 ? (
            <>
              <Stars value={rating} size="small" />
              <span data-part="rating-value" aria-hidden="true">
                {formatNumber(rating, language, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
              </span>
              <span aria-hidden="true">({formatNumber(ratings, language)})</span>
              <VisuallyHidden>
                {t('rating.count', { count: ratings, value: formatNumber(ratings, language) })}
              </VisuallyHidden>
            </>
          ) : (
            <span>{t('rating.none')}</span>
          )}
        </RatingRow>
        {product.businessName ? (
          <Shop data-part="shop">{t('productCard.soldBy', { shop: product.businessName })}</Shop>
        ) : null}

        {fit ? (
          <div data-part="fit">
            <FitBadge fit={fit} vehicle={fitVehicle} />
          </div>
        ) : null}

        <Footer>
          <PriceRow>
            <Money value={product.price} size="large" emphasis="strong" data-part="price" />
            <StockState data-stock={level} data-part="stock">
              {stockLabel}
            </StockState>
          </PriceRow>
          {level !== 'out' && onAddToCart ? (
            <Action>
              <Button
                fullWidth
                onPress={() => onAddToCart(product)}
                isPending={isAddingToCart}
                pendingLabel={t('productCard.addingToCart')}
                aria-describedby={titleId}
                data-part="add-to-cart"
              >
                <CartIcon />
                {t('productCard.addToCart')}
              </Button>
            </Action>
          ) : null}
        </Footer>
      </Body>
    </Card>
  );
}
