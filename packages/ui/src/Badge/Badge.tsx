import type { ComponentPropsWithRef } from 'react';
import { StyledBadge } from './Badge.styles';

export const badgeTones = ['neutral', 'accent', 'success', 'warning', 'danger', 'info'] as const;
export type BadgeTone = (typeof badgeTones)[number];

export interface BadgeProps extends ComponentPropsWithRef<'span'> {
  /** Colour role. Default neutral. Rendered as `data-tone`. */
  tone?: BadgeTone;
  /** `subtle` (tinted, default) or `solid`. */
  variant?: 'subtle' | 'solid';
  /** Default small. */
  size?: 'small' | 'medium';
}

/** A short, non-interactive label (product condition, stock, status). Colour is never the only signal: always text. */
export function Badge({ tone = 'neutral', variant = 'subtle', size = 'small', ...props }: BadgeProps) {
  return <StyledBadge {...props} data-tone={tone} data-variant={variant} data-size={size} />;
}
