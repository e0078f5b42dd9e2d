import { formatMoney, toCedis, toPesewas } from '@abossey/sdk';
import { useEffect, useId, useRef, useState } from 'react';
import { checkoutUrl, type WidgetCart } from '../core/cartStore';
import { useFloat } from '../core/float';
import { useWidget, WidgetFrame, type WidgetProps } from '../core/frame';
import { useCart } from '../core/useCart';
import { cartCss } from './Cart.styles';

/** §9: the cart badge caps at 99 ("99+"), as the storefront's `CountBadge`. */
export const CART_BADGE_MAX = 99;
export const formatBadge = (count: number) => (count > CART_BADGE_MAX ? `${CART_BADGE_MAX}+` : String(count));

export interface CartProps extends WidgetProps {
  /** Start with the cart panel open. */
  defaultOpen?: boolean | undefined;
  /** Stories and tests only: a cart of their own instead of the page's. */
  cart?: WidgetCart | undefined;
}

/** What `checkout` carries; cancel it to run your own checkout instead of opening the marketplace's. */
export interface CheckoutDetail {
  url: string;
  lines: Array<{ productId: number; quantity: number }>;
  total: number;
}

/** `<abossey-cart>`: the page's cart — count badge, lines with quantity and remove, GH₵ totals, checkout. */
export function Cart(props: CartProps) {
  const ctx = useWidget(props);
  const { t, emit, marketplace } = ctx;
  const [cart, state] = useCart(props.cart);
  const [open, setOpen] = useState(props.defaultOpen ?? false);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLElement>(null);
  const id = useId();
  const totals = cart.totals();
  const first = useRef(true);

  useEffect(() => {
    emit('ready', { widget: 'cart', count: cart.get().items.length });
  }, [emit, cart]);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    emit('change', { count: totals.totalItems, total: totals.total });
  }, [emit, totals.totalItems, totals.total]);
  useEffect(() => {
    if (props.partnerRef) cart.setRef(props.partnerRef);
  }, [cart, props.partnerRef]);

  const url = checkoutUrl(marketplace, state, props.partnerRef);
  // The panel opens below the button, toward the side with room, and stays inside the window (core/float.ts).
  useFloat(open, button, panel, { placement: 'bottom-start', gap: 6, maxHeight: 640 });
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  return (
    <WidgetFrame props={props} ctx={ctx} css={cartCss} part="cart">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: Escape and focus leaving close the panel; the controls inside are buttons. */}
      <div
        className="ab-cart"
        onKeyDown={(event) => {
          if (event.key === 'Escape' && open) {
            event.preventDefault();
            close();
          }
        }}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null) && event.relatedTarget)
            setOpen(false);
        }}
      >
        <button
          ref={button}
          type="button"
          className="ab-cart-btn"
          data-part="cart-button"
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onClick={() => setOpen(!open)}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path
              fill="currentColor"
              d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4zM5.2 4l.4 2H20l-2.2 8.1a2 2 0 0 1-1.9 1.4H8.1a2 2 0 0 1-2-1.6L4.1 4H2V2h3.6a1 1 0 0 1 1 .8z"
            />
          </svg>
          <span>{t('cart')}</span>
          {totals.totalItems > 0 ? (
            <>
              <span className="ab-badge" aria-hidden="true" data-part="badge">
                {formatBadge(totals.totalItems)}
              </span>{' '}
              <span className="ab-sr">{t('items', { count: totals.totalItems })}</span>
            </>
          ) : null}
        </button>
        <section
          id={`${id}-panel`}
          className="ab-panel"
          data-part="panel"
          ref={panel}
          aria-labelledby={`${id}-title`}
          hidden={!open}
        >
          <h2 id={`${id}-title`} className="ab-title">
            {t('cartTitle', { count: totals.totalItems })}
          </h2>
          {state.items.length === 0 ? (
            <p className="ab-muted" data-part="empty">
              {t('cartEmpty')}
            </p>
          ) : (
            <>
              <ul className="ab-lines" data-part="lines">
                {state.items.map((line) => (
                  <li key={line.id} className="ab-line" data-part="line" data-product-id={line.id}>
                    <span className="ab-line-name">{line.name}</span>
                    <span className="ab-money ab-line-total">
                      {formatMoney(toCedis(toPesewas(line.price) * line.quantity))}
                    </span>
                    <fieldset className="ab-qty">
                      <legend className="ab-sr">{t('quantity', { name: line.name })}</legend>
                      <button
                        type="button"
                        className="ab-step"
                        aria-label={t('decrease', { name: line.name })}
                        disabled={line.quantity <= 1}
                        onClick={() => cart.setQuantity(line.id, line.quantity - 1)}
                      >
                        −
                      </button>
                      <output data-part="quantity" aria-live="polite">
                        {line.quantity}
                      </output>
                      <button
                        type="button"
                        className="ab-step"
                        aria-label={t('increase', { name: line.name })}
                        disabled={line.quantity >= line.available}
                        onClick={() => cart.setQuantity(line.id, line.quantity + 1)}
                      >
                        +
                      </button>
                    </fieldset>
                    <button
                      type="button"
                      className="ab-remove"
                      data-part="remove"
                      aria-label={t('remove', { name: line.name })}
                      onClick={() => cart.remove(line.id)}
                    >
                      {t('removeShort')}
                    </button>
                  </li>
                ))}
              </ul>
              <dl className="ab-totals" data-part="totals">
                <dt>{t('subtotal')}</dt>
                <dd className="ab-money">{formatMoney(totals.subtotal)}</dd>
                <dt>{t('serviceCharge')}</dt>
                <dd className="ab-money">{formatMoney(totals.serviceCharge)}</dd>
                <dt className="ab-grand">{t('total')}</dt>
                <dd className="ab-money ab-grand" data-part="total">
                  {formatMoney(totals.total)}
                </dd>
              </dl>
              <a
                className="ab-btn ab-checkout"
                data-part="checkout"
                href={url}
                target="_top"
                onClick={(event) => {
                  const detail: CheckoutDetail = {
                    url,
                    lines: state.items.map((line) => ({ productId: line.id, quantity: line.quantity })),
                    total: totals.total,
                  };
                  if (!emit('checkout', detail)) event.preventDefault();
                }}
              >
                {t('checkout')}
              </a>
            </>
          )}
        </section>
      </div>
    </WidgetFrame>
  );
}
