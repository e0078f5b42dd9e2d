import { cartTotals } from '@abossey/sdk';
import {
  Button,
  CartLineItem,
  DeliveryZoneSelect,
  EmptyState,
  OrderTotals,
  Skeleton,
  useMessageTranslation,
} from '@abossey/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cart, useCart } from '../../cart';
import { useFreshCartLines } from '../../cart/useFreshCartLines';
import { useCartFits } from '../../garage/cartFit';
import { useSession } from '../../session/session';
import { Actions, Alert, Columns, Lines, Note, Section, Summary } from './layout';
import { ShopDeliveries, useDeliveryQuote } from './ShopDeliveries';

/**
 * Step 0: the cart lines (server prices and stock), quantities, remove; the buyer's delivery zone and each shop's
 * delivery fee and dates (or pickup); totals with the 10% service charge on the subtotal, delivery added after it.
 */
export function CartStep({ onNext }: { onNext: () => void }) {
  const { t } = useTranslation('checkout');
  const { errorMessage } = useMessageTranslation();
  const state = useCart();
  const fresh = useFreshCartLines();
  const session = useSession();
  const totals = cartTotals(state);
  const soldOut = state.items.filter((line) => line.available === 0);
  const fit = useCartFits(state.items);
  const { t: tg } = useTranslation('garage');
  const quote = useDeliveryQuote(state);

  if (state.items.length === 0)
    return (
      <EmptyState
        title={t('cart.emptyTitle')}
        message={t('cart.emptyMessage')}
        action={<Link to="/shop/all-products">{t('cart.browse')}</Link>}
      />
    );

  return (
    <Columns>
      <Section aria-labelledby="cart-title">
        <h2 id="cart-title">{t('cart.title', { count: totals.totalItems })}</h2>
        {fresh.isError ? (
          <Alert role="alert" data-tone="warning">
            {t('cart.refreshFailed', { reason: errorMessage(fresh.error) })}{' '}
            <Button variant="ghost" size="small" onPress={() => fresh.refetch()} isPending={fresh.isFetching}>
              {t('cart.retry')}
            </Button>
          </Alert>
        ) : null}
        <Lines aria-busy={fresh.isFetching || undefined}>
          {state.items.map((line) => (
            <li key={line.id}>
              <CartLineItem
                item={line}
                renderLink={(name) => <Link to={`/shop/product/${line.id}`}>{name}</Link>}
                onQuantityChange={(quantity) => cart.setQuantity(line.id, quantity)}
                onRemove={() => cart.remove(line.id)}
                fit={fit.fits.get(line.id)}
                fitVehicle={fit.label}
              />
            </li>
          ))}
        </Lines>
      </Section>
      <Summary aria-labelledby="summary-title">
        <h2 id="summary-title">{t('summary.title')}</h2>
        {fresh.isPending && fresh.fetchStatus === 'fetching' ? (
          <Skeleton variant="rect" height={120} aria-label={t('cart.refreshing')} />
        ) : (
          <OrderTotals
            mode="checkout"
            subtotal={totals.subtotal}
            discount={totals.discount}
            {...(quote.data ? { shipping: quote.data.deliveryFee } : {})}
          />
        )}
        <DeliveryZoneSelect
          value={state.zone}
          onChange={(zone) => cart.update({ zone: zone === null ? null : String(zone) })}
          description={t('shipping.zoneHelp')}
        />
        {quote.isError ? (
          <Alert role="alert" data-tone="warning">
            {t('shipping.quoteFailed', { reason: errorMessage(quote.error) })}
          </Alert>
        ) : quote.data ? (
          <ShopDeliveries quote={quote.data} state={state} />
        ) : null}
        {soldOut.length > 0 ? (
          <Alert role="status" data-tone="warning">
            {t('cart.soldOut', { count: soldOut.length })}
          </Alert>
        ) : null}
        {fit.notFitting.length > 0 ? (
          <Alert role="status" data-tone="warning" data-part="fit-warning">
            {tg('checkout.warning', { vehicle: fit.label, names: fit.notFittingNames })}
          </Alert>
        ) : null}
        {session ? null : <Note>{t('cart.signInNote')}</Note>}
        <Actions>
          <Button onPress={onNext} isDisabled={soldOut.length > 0 || fresh.isPending}>
            {t('cart.next')}
          </Button>
        </Actions>
      </Summary>
    </Columns>
  );
}
