import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { cart, useCart } from '../../cart';
import { WidgetCartImport } from '../../cart/WidgetCartImport';
import { RequireAuth } from '../../session/RequireAuth';
import { PageHeading } from '../../shell/Page';
import { CartStep } from './CartStep';
import { CheckoutSteps } from './CheckoutSteps';
import { CompletionStep } from './CompletionStep';
import { type CompletedOrder, readCompletedOrder, saveCompletedOrder } from './completedOrder';
import { PaymentStep } from './PaymentStep';
import { type CheckoutStep, checkoutPath, parseStep } from './steps';

/**
 * `/shop/product/checkout?step=0|1|2` (§2). The step lives in the URL (back and forward move between steps) and in
 * the cart store's `activeStep`. The cart is public; paying needs sign-in and comes back here afterwards. A partner
 * garage's cart widget opens it with `?add=…&ref=…`: WidgetCartImport puts those lines in the cart first.
 */
export function CheckoutPage() {
  const { t } = useTranslation('checkout');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const step = parseStep(params);
  const state = useCart();
  const [completed, setCompleted] = useState<CompletedOrder | null>(() => readCompletedOrder());
  // Set when this page placed the order: the emptied cart must lead to the confirmation, not back to the cart.
  const [justPlaced, setJustPlaced] = useState(false);

  useEffect(() => {
    if (cart.get().activeStep !== step) cart.update({ activeStep: step });
  }, [step]);

  // A confirmation left from an earlier visit is forgotten once the buyer is back in the cart or payment step.
  useEffect(() => {
    if (step !== 2 && completed && !justPlaced) {
      saveCompletedOrder(null);
      setCompleted(null);
    }
  }, [step, completed, justPlaced]);

  // After Continue or Back the pressed button is gone: focus goes to the new step's first heading.
  const stepBody = useRef<HTMLDivElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    const heading = stepBody.current?.querySelector('h2');
    if (heading && !heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading?.focus();
  }, [step]);

  const go = (next: CheckoutStep) => {
    navigate(checkoutPath(next));
    window.scrollTo({ top: 0 });
  };

  const placed = (order: CompletedOrder) => {
    saveCompletedOrder(order);
    setCompleted(order);
    setJustPlaced(true);
    cart.clear();
    cart.update({ activeStep: 2 });
    // Replace: going back from the confirmation must not land on an empty payment step.
    navigate(checkoutPath(2), { replace: true });
    window.scrollTo({ top: 0 });
  };

  const reset = () => {
    saveCompletedOrder(null);
    cart.clear();
    navigate('/shop');
  };

  let body: React.ReactNode;
  if (step === 2) {
    body = completed ? (
      <CompletionStep order={completed} onReset={reset} />
    ) : (
      <Navigate to={checkoutPath(0)} replace />
    );
  } else if (step === 1) {
    body =
      state.items.length === 0 ? (
        <Navigate to={checkoutPath(justPlaced ? 2 : 0)} replace />
      ) : (
        <RequireAuth>
          <PaymentStep onBack={() => go(0)} onPlaced={placed} />
        </RequireAuth>
      );
  } else {
    body = <CartStep onNext={() => go(1)} />;
  }

  return (
    <>
      <PageHeading title={t('title')} />
      <CheckoutSteps step={step} />
      <WidgetCartImport />
      <div ref={stepBody}>{body}</div>
    </>
  );
}
