import { Button, Money, vars } from '@abossey/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { CompletedOrder } from './completedOrder';
import { Actions, Note } from './layout';

const Done = styled.section`
  display: grid;
  gap: ${vars.space[4]};
  max-inline-size: 640px;
  margin-inline: auto;
  padding: ${vars.space[6]};
  text-align: center;
  border: 1px solid ${vars.border.default};
  border-radius: ${vars.radius.DEFAULT};
  h2 {
    margin: 0;
    font-size: ${vars.font.size.xl};
  }
  p {
    margin: 0;
  }
  dl {
    display: grid;
    grid-template-columns: auto auto;
    justify-content: center;
    gap: ${vars.space[2]} ${vars.space[4]};
    margin: 0;
    text-align: start;
  }
  dt {
    color: ${vars.fg.muted};
  }
  dd {
    margin: 0;
    font-weight: ${vars.font.weight.semibold};
  }
`;

/** Step 2: the placed order's number and links to it; "Continue shopping" resets the checkout (§2: back to /shop). */
export function CompletionStep({ order, onReset }: { order: CompletedOrder; onReset: () => void }) {
  const { t } = useTranslation('checkout');
  const heading = useRef<HTMLHeadingElement>(null);
  // The page changed under the buyer's pointer: the confirmation takes focus so it is read out first.
  useEffect(() => heading.current?.focus(), []);
  return (
    <Done aria-labelledby="done-title">
      <h2 id="done-title" ref={heading} tabIndex={-1}>
        {t('done.title')}
      </h2>
      <p>{t('done.message')}</p>
      <dl>
        <dt>{t('done.orderNumber')}</dt>
        <dd data-testid="order-code">
          <bdi>{order.orderCode}</bdi>
        </dd>
        <dt>{t('done.items')}</dt>
        <dd>{order.itemCount}</dd>
        <dt>{t('done.total')}</dt>
        <dd>
          <Money value={order.totalAmount} />
        </dd>
        {order.shops.length > 0 ? (
          <>
            <dt>{t('done.shops', { count: order.shops.length })}</dt>
            <dd>{order.shops.join(', ')}</dd>
          </>
        ) : null}
      </dl>
      <Note>{t('done.payment')}</Note>
      <Actions>
        <Link to={`/user/orders/${order.id}`}>{t('done.viewOrder')}</Link>
        <Link to="/user/orders">{t('done.myOrders')}</Link>
      </Actions>
      <Button onPress={onReset}>{t('done.continue')}</Button>
    </Done>
  );
}
