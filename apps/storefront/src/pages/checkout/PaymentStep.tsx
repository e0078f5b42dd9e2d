import { type Address, cartTotals, NetworkError } from '@abossey/sdk';
import {
  AddressCard,
  AddressCardGroup,
  Button,
  CartLineItem,
  ConfirmDialog,
  DeliveryZoneSelect,
  ErrorPanel,
  OrderTotals,
  Skeleton,
  useMessageTranslation,
} from '@abossey/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cart, useCart } from '../../cart';
import { useFreshCartLines } from '../../cart/useFreshCartLines';
import { useCartFits } from '../../garage/cartFit';
import { sdk } from '../../sdk';
import { AddressForm } from '../address/AddressForm';
import { preferredAddress, useAddresses, useRefreshAddresses } from '../address/useAddresses';
import { attemptKeys } from './attemptKey';
import { type CompletedOrder, completedOrderOf } from './completedOrder';
import { Actions, Alert, Columns, Lines, Note, Section, Stack, Summary } from './layout';
import { ShopDeliveries, useDeliveryQuote, zonesOfRegion } from './ShopDeliveries';

/**
 * Step 1 (signed in): the delivery/billing address from the saved ones (or a new one), how payment works, the
 * order summary, and Place order — sent with the attempt's Idempotency-Key so a retry never orders twice.
 */
export function PaymentStep({
  onBack,
  onPlaced,
}: {
  onBack: () => void;
  onPlaced: (order: CompletedOrder) => void;
}) {
  const { t } = useTranslation('checkout');
  const { errorMessage } = useMessageTranslation();
  const queryClient = useQueryClient();
  const state = useCart();
  const fresh = useFreshCartLines();
  const addresses = useAddresses();
  const refreshAddresses = useRefreshAddresses();
  const [adding, setAdding] = useState(false);
  const [placing, setPlacing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const list = addresses.data ?? [];
  const chosen = preferredAddress(list, state.billing);
  const totals = cartTotals(state);
  const soldOut = state.items.some((line) => line.available === 0);
  const fit = useCartFits(state.items);
  const { t: tg } = useTranslation('garage');
  const [confirmingFit, setConfirmingFit] = useState(false);
  // The zone lies in the chosen address's region (issue 25): the region itself, or an Accra district.
  const regionZones = zonesOfRegion(chosen?.state);
  const zoneFits = state.zone !== null && regionZones.includes(state.zone);
  const ownZone = regionZones[0];
  useEffect(() => {
    if (!zoneFits && ownZone) cart.update({ zone: ownZone });
  }, [zoneFits, ownZone]);
  const quote = useDeliveryQuote(state);
  const deliverable = quote.data?.complete === true && zoneFits;
  /** A part the sellers do not list for the active vehicle needs a confirmation first (issue 11). */
  const requestPlace = () => {
    if (fit.notFitting.length > 0) setConfirmingFit(true);
    else void placeOrder();
  };

  const addressSaved = (address: Address) => {
    setAdding(false);
    cart.update({ billing: address.id });
    void refreshAddresses(address);
  };

  const placeOrder = async () => {
    if (!chosen) return;
    setFailure(null);
    setPlacing(true);
    const items = state.items.map((line) => ({ productId: line.id, quantity: line.quantity }));
    const zone = zoneFits ? state.zone : null;
    const idempotencyKey = attemptKeys.keyFor({ items, addressId: chosen.id, zone, pickup: state.pickup });
    const shops = state.pickup.map((businessId) => ({ businessId, method: 'pickup' as const }));
    try {
      const placed = await sdk.orders.create(
        // `ref`: the partner garage whose widget sent the buyer, credited on the order.
        {
          items,
          addressId: chosen.id,
          transitType: 'standard',
          ...(zone ? { deliveryZone: zone } : {}),
          ...(shops.length ? { shops } : {}),
          ...(state.ref ? { ref: state.ref } : {}),
        },
        { idempotencyKey },
      );
      attemptKeys.finish();
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
      onPlaced(completedOrderOf(placed));
    } catch (error) {
      // The cart stays as it is and the same attempt retried keeps its key. A refusal re-reads the stock to show
      // which line was refused; a lost answer does not, as the order may have gone through and taken that stock.
      if (error instanceof NetworkError) setFailure(t('payment.lost'));
      else {
        setFailure(t('payment.failed', { reason: errorMessage(error) }));
        void fresh.refetch();
      }
    } finally {
      setPlacing(false);
    }
  };

  let addressBody: React.ReactNode;
  if (addresses.isPending)
    addressBody = <Skeleton variant="rect" height={140} aria-label={t('address.loading')} />;
  else if (addresses.isError)
    addressBody = (
      <ErrorPanel
        headingLevel={3}
        message={errorMessage(addresses.error)}
        onRetry={() => addresses.refetch()}
        isRetrying={addresses.isRefetching}
      />
    );
  else if (list.length === 0 || adding)
    addressBody = (
      <>
        {list.length === 0 ? <Note>{t('delivery.none')}</Note> : null}
        <AddressForm
          makeDefault={list.length === 0}
          onSaved={addressSaved}
          {...(list.length > 0 ? { onCancel: () => setAdding(false) } : {})}
        />
      </>
    );
  else
    addressBody = (
      <>
        <AddressCardGroup
          label={t('delivery.choose')}
          value={chosen ? String(chosen.id) : null}
          onChange={(value) => cart.update({ billing: Number(value) })}
          isDisabled={placing}
        >
          {list.map((address) => (
            <AddressCard key={address.id} address={address} />
          ))}
        </AddressCardGroup>
        <Actions>
          <Button variant="secondary" onPress={() => setAdding(true)} isDisabled={placing}>
            {t('delivery.add')}
          </Button>
          <Link to="/address">{t('delivery.manage')}</Link>
        </Actions>
      </>
    );

  return (
    <Columns>
      <Stack>
        <Section aria-labelledby="delivery-title">
          <h2 id="delivery-title">{t('delivery.title')}</h2>
          {addressBody}
        </Section>
        <Section aria-labelledby="shipping-title">
          <h2 id="shipping-title">{t('shipping.title')}</h2>
          {regionZones.length > 1 ? (
            <DeliveryZoneSelect
              zones={regionZones}
              value={zoneFits ? state.zone : null}
              onChange={(zone) => cart.update({ zone: zone === null ? null : String(zone) })}
              description={t('shipping.districtHelp')}
              isDisabled={placing}
            />
          ) : null}
          {quote.isError ? (
            <Alert role="alert" data-tone="warning">
              {t('shipping.quoteFailed', { reason: errorMessage(quote.error) })}
            </Alert>
          ) : quote.data ? (
            <ShopDeliveries quote={quote.data} state={state} isDisabled={placing} />
          ) : (
            <Skeleton variant="rect" height={80} aria-label={t('shipping.loading')} />
          )}
        </Section>
        <Section aria-labelledby="payment-title">
          <h2 id="payment-title">{t('payment.title')}</h2>
          <Note data-emphasis>{t('payment.onDelivery')}</Note>
          <Note>{t('payment.onDeliveryHelp')}</Note>
        </Section>
      </Stack>
      <Summary aria-labelledby="summary-title">
        <h2 id="summary-title">{t('summary.title')}</h2>
        <Lines>
          {state.items.map((line) => (
            <li key={line.id}>
              <CartLineItem
                item={line}
                variant="compact"
                fit={fit.fits.get(line.id)}
                fitVehicle={fit.label}
              />
            </li>
          ))}
        </Lines>
        <OrderTotals
          mode="checkout"
          subtotal={totals.subtotal}
          discount={totals.discount}
          {...(quote.data ? { shipping: quote.data.deliveryFee } : {})}
        />
        {failure ? (
          <Alert role="alert" data-tone="error">
            {failure}
          </Alert>
        ) : null}
        {fit.notFitting.length > 0 ? (
          <Alert role="status" data-tone="warning" data-part="fit-warning">
            {tg('checkout.warning', { vehicle: fit.label, names: fit.notFittingNames })}
          </Alert>
        ) : null}
        {soldOut ? (
          <Alert role="status" data-tone="warning">
            {t('payment.soldOut')}
          </Alert>
        ) : null}
        <Actions>
          <Button variant="secondary" onPress={onBack} isDisabled={placing}>
            {t('payment.back')}
          </Button>
          <Button
            onPress={requestPlace}
            isPending={placing}
            isDisabled={!chosen || adding || soldOut || fresh.isPending || !deliverable}
          >
            {t('payment.place')}
          </Button>
        </Actions>
      </Summary>
      <ConfirmDialog
        tone="default"
        isOpen={confirmingFit}
        onOpenChange={setConfirmingFit}
        title={tg('checkout.confirmTitle')}
        message={tg('checkout.confirmMessage', { vehicle: fit.label, names: fit.notFittingNames })}
        confirmLabel={tg('checkout.confirm')}
        cancelLabel={tg('checkout.cancel')}
        onCancel={() => setConfirmingFit(false)}
        onConfirm={() => {
          setConfirmingFit(false);
          void placeOrder();
        }}
      />
    </Columns>
  );
}
