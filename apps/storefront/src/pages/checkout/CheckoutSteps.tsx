import { vars } from '@abossey/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { CheckoutStep } from './steps';

const List = styled.ol`
  display: flex;
  gap: ${vars.space[2]};
  margin: 0 0 ${vars.space[6]};
  padding: 0;
  list-style: none;
  li {
    flex: 1;
    display: flex;
    align-items: center;
    gap: ${vars.space[2]};
    padding-block-end: ${vars.space[2]};
    border-block-end: 3px solid ${vars.border.muted};
    color: ${vars.fg.muted};
    font-size: ${vars.font.size.sm};
  }
  li[data-state='done'] {
    border-color: ${vars.accent.muted};
  }
  li[aria-current='step'] {
    border-color: ${vars.accent.emphasis};
    color: ${vars.fg.default};
    font-weight: ${vars.font.weight.semibold};
  }
  span[data-part='number'] {
    display: inline-grid;
    place-items: center;
    inline-size: 24px;
    block-size: 24px;
    border-radius: 50%;
    background: ${vars.bg.subtle};
  }
  li[aria-current='step'] span[data-part='number'] {
    background: ${vars.accent.emphasis};
    color: ${vars.accent.onEmphasis};
  }
`;

/** Where the buyer is in the §2 checkout: Cart, Payment, Done. */
export function CheckoutSteps({ step }: { step: CheckoutStep }) {
  const { t } = useTranslation('checkout');
  const labels = [t('steps.cart'), t('steps.payment'), t('steps.done')];
  return (
    <List aria-label={t('steps.label')}>
      {labels.map((label, index) => (
        <li
          key={label}
          aria-current={index === step ? 'step' : undefined}
          data-state={index < step ? 'done' : index === step ? 'current' : 'todo'}
        >
          <span data-part="number" aria-hidden="true">
            {index + 1}
          </span>
          {label}
        </li>
      ))}
    </List>
  );
}
