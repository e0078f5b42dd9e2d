import {
  CHECKOUT_SERVICE_CHARGE_PERCENT,
  checkoutTotals,
  orderViewServiceCharge,
  toCedis,
  toPesewas,
  VIEW_REDUCED_RATE_ABOVE_PESEWAS,
  VIEW_REDUCED_SERVICE_CHARGE_PERCENT,
  VIEW_SERVICE_CHARGE_PERCENT,
} from '@abossey/sdk';
import type { ComponentPropsWithRef } from 'react';
import { VisuallyHidden } from 'react-aria-components';
import { formatNumber } from '../i18n/format';
import { useLanguage } from '../i18n/I18nProvider';
import { useLaterUiTranslation } from '../i18n/laterStrings';
import { Money } from '../Money/Money';
import { Dash, Row, StyledOrderTotals } from './OrderTotals.styles';

interface CommonProps extends Omit<ComponentPropsWithRef<'dl'>, 'children'> {
  /**
   * Shipping in GH₵, shown as its own row when given (vendor orders carry a `shippingFee`). At checkout it is added
   * to the total after the service charge; on order views the server's `totalAmount` already holds it.
   */
  shipping?: number;
}

export interface CheckoutTotalsProps extends CommonProps {
  /** Checkout (§1, §9): total = subtotal − discount + 10% of (subtotal − discount), by the SDK's `checkoutTotals`. */
  mode: 'checkout';
  /** Sum of the cart lines in GH₵. */
  subtotal: number;
  /** Discount in GH₵ (default 0; capped at the subtotal). */
  discount?: number;
}

export interface OrderViewTotalsProps extends CommonProps {
  /**
   * Order views (§9): service charge shown is 10% of each vendor subtotal, or 8% above GH₵ 10,000 (the SDK's
   * `orderViewServiceCharge`); discount always reads "-"; the total is the server's `totalAmount`.
   */
  mode: 'order';
  /** The order's subtotal in GH₵. */
  subtotal: number;
  /** Each vendor order's subtotal in GH₵; the service charge is worked out per vendor. Default: `[subtotal]`. */
  vendorSubtotals?: readonly number[];
  /** The server's `totalAmount` in GH₵: what was charged. */
  totalAmount: number;
}

export type OrderTotalsProps = CheckoutTotalsProps | OrderViewTotalsProps;

const safePesewas = (cedis: number | undefined): number =>
  cedis !== undefined && Number.isFinite(cedis) && cedis > 0 ? toPesewas(cedis) : 0;

/**
 * Subtotal, discount, service charge and total of a checkout or an order, every amount through `Money`. The
 * business rules are the SDK's (`checkoutTotals`, `orderViewServiceCharge`); this component only shows them.
 */
export function OrderTotals(props: OrderTotalsProps) {
  const { t } = useLaterUiTranslation();
  const { language } = useLanguage();
  const percent = (value: number) => formatNumber(value / 100, language, { style: 'percent' });

  let discount: number | null;
  let serviceCharge: number;
  let rate: string | null;
  let total: number;
  const { mode, subtotal, shipping, ...rest } = props;
  let domProps: Omit<ComponentPropsWithRef<'dl'>, 'children'>;

  if (props.mode === 'checkout') {
    const { discount: discountCedis, ...others } = rest as Omit<
      CheckoutTotalsProps,
      'mode' | 'subtotal' | 'shipping'
    >;
    domProps = others;
    const totals = checkoutTotals(safePesewas(subtotal), safePesewas(discountCedis));
    discount = toCedis(totals.discountPesewas);
    serviceCharge = toCedis(totals.serviceChargePesewas);
    rate = percent(CHECKOUT_SERVICE_CHARGE_PERCENT);
    total = toCedis(totals.totalPesewas + safePesewas(shipping));
  } else {
    const { vendorSubtotals, totalAmount, ...others } = rest as Omit<
      OrderViewTotalsProps,
      'mode' | 'subtotal' | 'shipping'
    >;
    domProps = others;
    const parts = (vendorSubtotals && vendorSubtotals.length > 0 ? vendorSubtotals : [subtotal]).map(
      safePesewas,
    );
    serviceCharge = toCedis(parts.reduce((sum, part) => sum + orderViewServiceCharge(part), 0));
    const rates = new Set(
      parts.map((part) =>
        part > VIEW_REDUCED_RATE_ABOVE_PESEWAS
          ? VIEW_REDUCED_SERVICE_CHARGE_PERCENT
          : VIEW_SERVICE_CHARGE_PERCENT,
      ),
    );
    const [only] = rates;
    rate = rates.size === 1 && only !== undefined ? percent(only) : null;
    discount = null;
    total = totalAmount;
  }

  return (
    <StyledOrderTotals {...domProps} data-mode={mode} data-part="order-totals">
      <Row data-part="subtotal">
        <dt>{t('orderTotals.subtotal')}</dt>
        <dd>
          <Money value={subtotal} />
        </dd>
      </Row>
      <Row data-part="discount">
        <dt>{t('orderTotals.discount')}</dt>
        <dd>
          {discount === null || discount === 0 ? (
            <>
              <Dash aria-hidden="true">-</Dash>
              <VisuallyHidden>{t('orderTotals.none')}</VisuallyHidden>
            </>
          ) : (
            <Money value={-discount} tone="success" />
          )}
        </dd>
      </Row>
      {shipping !== undefined ? (
        <Row data-part="shipping">
          <dt>{t('orderTotals.shipping')}</dt>
          <dd>
            <Money value={shipping} />
          </dd>
        </Row>
      ) : null}
      <Row data-part="service-charge">
        <dt>{rate ? t('orderTotals.serviceChargeRate', { rate }) : t('orderTotals.serviceCharge')}</dt>
        <dd>
          <Money value={serviceCharge} />
        </dd>
      </Row>
      <Row data-part="total" data-total="">
        <dt>{t('orderTotals.total')}</dt>
        <dd>
          <Money value={total} size="large" emphasis="strong" />
        </dd>
      </Row>
    </StyledOrderTotals>
  );
}
