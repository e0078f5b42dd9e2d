import { vars } from '@abossey/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { RequireAuth } from '../../session/RequireAuth';
import { PageHeading } from '../../shell/Page';

const Panel = styled.section`
  display: grid;
  gap: ${vars.space[3]};
  max-inline-size: 720px;
  padding: ${vars.space[4]};
  margin-block-end: ${vars.space[4]};
  border: 1px solid ${vars.border.default};
  border-radius: ${vars.radius.DEFAULT};
  h2 {
    margin: 0;
    font-size: ${vars.font.size.lg};
  }
  p,
  ol {
    margin: 0;
  }
  ol {
    padding-inline-start: ${vars.space[5]};
    display: grid;
    gap: ${vars.space[2]};
  }
`;

/**
 * `/payment` (§2, its own sign-in guard): how a buyer pays. Abossey takes no card details: each shop is paid on
 * delivery, in cash or by mobile money, and confirms it on the order (payment status "pending confirmation" until then).
 */
export function PaymentPage() {
  return (
    <RequireAuth>
      <Payment />
    </RequireAuth>
  );
}

function Payment() {
  const { t } = useTranslation('checkout');
  return (
    <>
      <PageHeading title={t('paymentPage.title')} subtitle={t('paymentPage.subtitle')} />
      <Panel aria-labelledby="pay-method">
        <h2 id="pay-method">{t('payment.onDelivery')}</h2>
        <p>{t('payment.onDeliveryHelp')}</p>
      </Panel>
      <Panel aria-labelledby="pay-steps">
        <h2 id="pay-steps">{t('paymentPage.stepsTitle')}</h2>
        <ol>
          <li>{t('paymentPage.step1')}</li>
          <li>{t('paymentPage.step2')}</li>
          <li>{t('paymentPage.step3')}</li>
        </ol>
        <p>{t('paymentPage.disputes')}</p>
      </Panel>
      <p>
        <Link to="/user/orders">{t('done.myOrders')}</Link> ·{' '}
        <Link to="/address">{t('delivery.manage')}</Link>
      </p>
    </>
  );
}
