import {
  type CartState,
  type CheckoutQuote,
  DELIVERY_ZONES,
  fallbackZone,
  ghanaRegion,
  regionZone,
  type ShopQuote,
} from '@abossey/sdk';
import { Checkbox, DeliveryEstimate, Money, useZoneLabel, vars } from '@abossey/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { cart } from '../../cart';
import { sdk } from '../../sdk';

/**
 * The checkout quote (issue 25): each shop's delivery fee and expected dates for the cart, the buyer's zone and
 * pickup choices, from `POST /checkout/quote` (database figures, the rule checkout charges by).
 */
export function useDeliveryQuote(state: CartState) {
  const items = state.items.map((line) => ({ productId: line.id, quantity: line.quantity }));
  const shops = state.pickup.map((businessId) => ({ businessId, method: 'pickup' as const }));
  return useQuery({
    queryKey: ['checkout-quote', items, state.zone, state.pickup],
    queryFn: ({ signal }) => sdk.orders.quote({ items, zone: state.zone, shops }, { signal }),
    enabled: items.length > 0,
    placeholderData: keepPreviousData,
  });
}

/** The zones a buyer at this address may choose: its region, and Accra's districts for Greater Accra. */
export function zonesOfRegion(state: string | null | undefined): string[] {
  const region = state ? ghanaRegion(state) : null;
  if (!region) return [];
  const own = regionZone(region);
  return DELIVERY_ZONES.filter((zone) => zone.id === own || fallbackZone(zone.id) === own).map(
    (zone) => zone.id,
  );
}

function togglePickup(state: CartState, businessId: number, pickup: boolean) {
  const others = state.pickup.filter((id) => id !== businessId);
  cart.update({ pickup: pickup ? [...others, businessId] : others });
}

const List = styled.ul`
  display: grid;
  gap: ${vars.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    display: grid;
    gap: ${vars.space[2]};
    padding-block-end: ${vars.space[3]};
    border-block-end: 1px solid ${vars.border.default};
  }

  & [data-part='shop'] {
    display: flex;
    justify-content: space-between;
    gap: ${vars.space[2]};
    font-weight: ${vars.font.weight.bold};
  }
`;

/** One row per shop: its subtotal, how its parts come (fee and dates), pickup where offered, or why it cannot. */
export function ShopDeliveries({
  quote,
  state,
  isDisabled,
}: {
  quote: CheckoutQuote;
  state: CartState;
  isDisabled?: boolean;
}) {
  const { t } = useTranslation('checkout');
  const zoneLabel = useZoneLabel();
  const row = (shop: ShopQuote) => {
    let body: React.ReactNode;
    if (shop.method === 'pickup')
      body = <DeliveryEstimate method="pickup" fee={0} pickupAddress={shop.pickupAddress} />;
    else if (shop.delivery)
      body = (
        <DeliveryEstimate
          method="delivery"
          fee={shop.delivery.fee}
          zone={quote.zone}
          earliest={shop.delivery.earliest}
          latest={shop.delivery.latest}
        />
      );
    else
      body = (
        <p role="status" data-part="not-delivered">
          {quote.zone
            ? t('shipping.notDelivered', { shop: shop.name, zone: zoneLabel(quote.zone) })
            : t('shipping.chooseZone')}
        </p>
      );
    return (
      <li key={shop.businessId} data-shop={shop.businessId}>
        <span data-part="shop">
          <span>{shop.name}</span>
          <Money value={shop.subTotal} />
        </span>
        {body}
        {shop.pickupOffered ? (
          <Checkbox
            isSelected={shop.method === 'pickup'}
            onChange={(pickup) => togglePickup(state, shop.businessId, pickup)}
            isDisabled={isDisabled}
          >
            {t('shipping.pickupChoice', { shop: shop.name })}
          </Checkbox>
        ) : null}
      </li>
    );
  };
  return (
    <List aria-label={t('shipping.listLabel')} data-part="shop-deliveries">
      {quote.shops.map(row)}
    </List>
  );
}
