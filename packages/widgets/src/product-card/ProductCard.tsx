import {
  type Fit,
  type FitVehicle,
  fitsVehicle,
  formatMoney,
  type ProductDetail,
  vehicleLabel,
} from '@abossey/sdk';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { parseVehicle, WidgetApiError } from '../core/api';
import type { WidgetCart } from '../core/cartStore';
import { useWidget, WidgetFrame, type WidgetProps, withRef } from '../core/frame';
import type { Translate } from '../core/i18n';
import { absoluteUrl } from '../core/navigate';
import { useCart } from '../core/useCart';
import { productCardCss } from './ProductCard.styles';

/** Stock at or below this shows "Only N left" (the storefront's `LOW_STOCK_THRESHOLD`). */
export const LOW_STOCK_THRESHOLD = 5;

export interface ProductCardProps extends WidgetProps {
  /** The product to show (`product-id`). */
  productId?: number | string | undefined;
  /**
   * The buyer's vehicle (`vehicle="Toyota/Corolla/2015"`, as the search widget): the card says whether the part fits
   * it. Only a full Make/Model/Year gets an answer; without it (or with only a make or model) there is no badge.
   */
  vehicle?: string | undefined;
  /** Stories and tests only: a cart of their own instead of the page's. */
  cart?: WidgetCart | undefined;
}

/** What `add-to-cart` carries. */
export interface AddToCartDetail {
  productId: number;
  quantity: number;
  name: string;
  price: number;
}

type Load =
  | { state: 'loading' }
  | { state: 'ready'; product: ProductDetail }
  | { state: 'missing' | 'failed' };

/** `<abossey-product-card product-id="…">`: one part with photo, GH₵ price, condition, rating and add to cart. */
export function ProductCard(props: ProductCardProps) {
  const raw = props.productId;
  const id = raw === undefined || raw === '' ? Number.NaN : Number(raw);
  const valid = Number.isInteger(id) && id > 0;
  const parsed = parseVehicle(props.vehicle);
  const vehicle: FitVehicle | undefined =
    parsed && !(parsed instanceof Error) && parsed.model && parsed.year
      ? { make: parsed.make, model: parsed.model, year: parsed.year }
      : undefined;
  const ctx = useWidget(props, [
    ...(valid || raw === undefined || raw === '' ? [] : ['product-id']),
    ...(parsed instanceof Error ? ['vehicle'] : []),
  ]);
  const { t, api, emit, marketplace } = ctx;
  const [cart, cartState] = useCart(props.cart);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [announce, setAnnounce] = useState('');

  useEffect(() => {
    if (!valid) {
      setLoad({ state: 'missing' });
      if (raw === undefined || raw === '') emit('error', { code: 'product-missing', productId: raw ?? null });
      return;
    }
    const controller = new AbortController();
    setLoad({ state: 'loading' });
    api.product(id, controller.signal).then(
      (product) => {
        setLoad({ state: 'ready', product });
        emit('ready', { widget: 'product-card', productId: id });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const missing = error instanceof WidgetApiError && (error.status === 404 || error.status === 400);
        setLoad({ state: missing ? 'missing' : 'failed' });
        emit('error', {
          code: missing ? 'product-not-found' : 'load-failed',
          productId: id,
          message: (error as Error)?.message,
        });
      },
    );
    return () => controller.abort();
  }, [api, id, valid, raw, emit]);

  const nameId = useId();
  let body: ReactNode;
  if (ctx.problems.includes('product-id')) body = null;
  else if (load.state === 'loading')
    body = <div className="ab-skeleton" aria-busy="true" data-part="loading" />;
  else if (load.state !== 'ready')
    body = (
      <p className="ab-msg" role="alert" data-part="message">
        {t(load.state === 'missing' ? 'productMissing' : 'loadFailed')}
      </p>
    );
  else {
    const { product } = load;
    const inCart = cartState.items.find((line) => line.id === product.id)?.quantity ?? 0;
    const out = product.stock <= 0;
    const allIn = !out && inCart >= product.stock;
    const condition = product.metadata?.productState;
    const url = withRef(`${marketplace}/shop/product/${product.id}`, props.partnerRef);
    const add = () => {
      cart.add({
        id: product.id,
        name: product.name,
        price: product.price,
        coverUrl: product.images[0] ? absoluteUrl(product.images[0], marketplace) : null,
        available: product.stock,
        shopId: product.businessId,
        shopName: product.businessName,
      });
      if (props.partnerRef) cart.setRef(props.partnerRef);
      setAnnounce(t('added', { count: 1, name: product.name }));
      const detail: AddToCartDetail = {
        productId: product.id,
        quantity: 1,
        name: product.name,
        price: product.price,
      };
      emit('add-to-cart', detail);
    };
    body = (
      <article className="ab-card" data-part="card" aria-labelledby={nameId}>
        <div className="ab-photo" data-part="image">
          {product.images[0] ? (
            <img src={absoluteUrl(product.images[0], marketplace)} alt="" loading="lazy" />
          ) : null}
        </div>
        <div className="ab-card-body">
          <h3 className="ab-name" id={nameId} data-part="name">
            <a href={url} target="_top">
              {product.name}
            </a>
          </h3>
          <p className="ab-price" data-part="price">
            <data className="ab-money" value={product.price.toFixed(2)}>
              {formatMoney(product.price)}
            </data>
          </p>
          <p className="ab-meta">
            {condition ? (
              <span className="ab-chip" data-part="condition">
                {t(condition === 'Used' ? 'used' : 'brandNew')}
              </span>
            ) : null}
            <span
              className="ab-rating"
              data-part="rating"
              role="img"
              aria-label={
                product.ratings > 0
                  ? `${t('ratingLabel', { rating: product.rating, max: 5 })}, ${t('ratingCount', { value: product.ratings })}`
                  : t('ratingNone')
              }
            >
              <svg className="ab-star" viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
                <path
                  fill="currentColor"
                  d="m12 2 3.1 6.3 6.9 1-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 6.9-1z"
                />
              </svg>
              <span aria-hidden="true">
                {product.ratings > 0 ? `${product.rating.toFixed(1)} (${product.ratings})` : '–'}
              </span>
            </span>
          </p>
          {vehicle ? (
            <FitMark fit={fitsVehicle(product, vehicle)} vehicle={vehicleLabel(vehicle)} t={t} />
          ) : null}
          <p className={out ? 'ab-stock ab-out' : 'ab-stock'} data-part="stock">
            {out
              ? t('outOfStock')
              : product.stock <= LOW_STOCK_THRESHOLD
                ? t('lowStock', { count: product.stock })
                : t('inStock')}
          </p>
          <button
            type="button"
            className="ab-btn"
            data-part="add-to-cart"
            disabled={out || allIn}
            onClick={add}
          >
            {out ? t('outOfStock') : allIn ? t('allInCart') : t('addToCart')}
          </button>
          <p className="ab-sr" role="status" data-part="announce">
            {announce}
          </p>
        </div>
      </article>
    );
  }
  return (
    <WidgetFrame props={props} ctx={ctx} css={productCardCss} part="product-card">
      {body}
    </WidgetFrame>
  );
}

const fitText = { fits: 'fits', doesNotFit: 'doesNotFit', unknown: 'fitUnknown' } as const;
const fitMarks: Record<Fit, string> = { fits: '✓', doesNotFit: '✕', unknown: '?' };

/**
 * ui's `FitBadge` for the widgets (same wording, copied by `scripts/sync-locales.mjs`): a mark and the words, never
 * colour alone; the vehicle is named for screen readers and in the tooltip. `data-fit` holds the raw answer.
 */
function FitMark({ fit, vehicle, t }: { fit: Fit; vehicle: string; t: Translate }) {
  const label = t(fitText[fit]);
  const forVehicle = t('fitForVehicle', { vehicle });
  return (
    <p className="ab-fit-row">
      <span className="ab-fit" data-part="fit" data-fit={fit} title={`${label} ${forVehicle}`}>
        <span aria-hidden="true">{fitMarks[fit]} </span>
        <span>{label}</span>
        <span className="ab-sr"> {forVehicle}</span>
      </span>
    </p>
  );
}
