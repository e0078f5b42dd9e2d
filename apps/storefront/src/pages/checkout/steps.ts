/** §2 checkout steps, kept in the `step` query parameter: 0 Cart, 1 Payment, 2 completed. */
const CHECKOUT_STEPS = [0, 1, 2] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

const CHECKOUT_PATH = '/shop/product/checkout';

/** The step in a URL's query; anything missing or invalid ("", "7", "1.5", "x") is the cart. */
export function parseStep(params: URLSearchParams): CheckoutStep {
  const raw = params.get('step');
  if (raw === null || !/^\d$/.test(raw.trim())) return 0;
  const step = Number(raw.trim());
  return (CHECKOUT_STEPS as readonly number[]).includes(step) ? (step as CheckoutStep) : 0;
}

export function checkoutPath(step: CheckoutStep): string {
  return `${CHECKOUT_PATH}?step=${step}`;
}
