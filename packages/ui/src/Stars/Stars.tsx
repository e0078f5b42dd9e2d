import type { ComponentPropsWithRef, CSSProperties } from 'react';
import { formatNumber } from '../i18n/format';
import { useLanguage, useUiTranslation } from '../i18n/I18nProvider';
import { StarRowIcon } from '../internal/icons';
import { StyledStars } from './Stars.styles';

export interface StarsProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  /** The rating, 0 to `max`; fractions fill part of a star. Out-of-range values are clamped. */
  value: number;
  /** Default 5 (§9 review scale). */
  max?: number;
  /** Default medium. */
  size?: 'small' | 'medium' | 'large';
  /** Accessible name; default "Rated {value} out of {max}" in the current language, value to one decimal. */
  label?: string;
}

/** Read-only star rating: one image with a spoken label, precise to a fraction of a star. */
export function Stars({ value, max = 5, size = 'medium', label, style, ...props }: StarsProps) {
  const { t } = useUiTranslation();
  const { language } = useLanguage();
  const safeMax = Number.isFinite(max) && max > 0 ? Math.round(max) : 5;
  const clamped = Number.isFinite(value) ? Math.min(Math.max(value, 0), safeMax) : 0;
  const fill = `${(clamped / safeMax) * 100}%`;
  const name =
    label ??
    t('rating.label', {
      rating: formatNumber(clamped, language, { maximumFractionDigits: 1 }),
      max: formatNumber(safeMax, language),
    });
  return (
    <StyledStars
      {...props}
      role="img"
      aria-label={name}
      data-size={size}
      data-value={clamped}
      style={{ ...style, '--_fill': fill } as CSSProperties}
    >
      <span data-part="empty">
        <StarRowIcon count={safeMax} />
      </span>
      <span data-part="filled">
        <StarRowIcon count={safeMax} />
      </span>
    </StyledStars>
  );
}
