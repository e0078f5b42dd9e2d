import { formatMoney } from '@abossey/sdk';
import type { ComponentPropsWithRef } from 'react';
import { StyledMoney } from './Money.styles';

export const moneySizes = ['small', 'medium', 'large', 'xlarge'] as const;
export type MoneySize = (typeof moneySizes)[number];
export const moneyTones = ['default', 'muted', 'success', 'danger'] as const;
export type MoneyTone = (typeof moneyTones)[number];

export interface MoneyProps extends Omit<ComponentPropsWithRef<'data'>, 'value' | 'children'> {
  /** Amount in GH₵ (the wire format: a number with two decimals). */
  value: number;
  /** Default medium. */
  size?: MoneySize;
  /** Default regular. */
  emphasis?: 'regular' | 'strong';
  /** Default: inherits the surrounding text colour. */
  tone?: MoneyTone;
}

/**
 * A GH₵ amount, formatted by the one formatter (`formatMoney` from @abossey/sdk: `GH₵ 1,234.50`), with tabular
 * figures so columns of prices line up. Rendered as `<data value="1234.50">`; always left-to-right and never
 * machine-translated, also inside Arabic text.
 */
export function Money({
  value,
  size = 'medium',
  emphasis = 'regular',
  tone = 'default',
  ...props
}: MoneyProps) {
  const finite = Number.isFinite(value);
  return (
    <StyledMoney
      {...props}
      value={finite ? value.toFixed(2) : ''}
      dir="ltr"
      translate="no"
      data-size={size}
      data-emphasis={emphasis}
      data-tone={tone}
      data-negative={finite && value < 0 ? '' : undefined}
    >
      {formatMoney(value)}
    </StyledMoney>
  );
}
