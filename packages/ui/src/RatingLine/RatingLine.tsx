import type { ComponentPropsWithRef, ReactNode } from 'react';
import { formatNumber } from '../i18n/format';
import { useLanguage, useUiTranslation } from '../i18n/I18nProvider';
import { Stars } from '../Stars/Stars';
import { StyledRatingLine } from './RatingLine.styles';

export interface RatingLineProps extends Omit<ComponentPropsWithRef<'p'>, 'children'> {
  /** The average rating, 0 to 5 (e.g. a shop's `rating`). */
  rating: number;
  /** How many ratings it averages (e.g. a shop's `ratings`); 0 says "No ratings yet". */
  ratings: number;
  /** What is rated, said first (e.g. "Shop rating"); none by default. */
  label?: ReactNode;
  /** Default small. */
  size?: 'small' | 'medium';
}

/**
 * A rating on one line (issue 25: a shop's rating on its page, its card and a product page): stars, the average to one
 * decimal and "N ratings"; "No ratings yet" when there are none. The stars' image says the average; the visible
 * number repeats it, so it is hidden from assistive technology.
 */
export function RatingLine({ rating, ratings, label, size = 'small', ...props }: RatingLineProps) {
  const { t } = useUiTranslation();
  const { language } = useLanguage();
  const count = Number.isFinite(ratings) && ratings > 0 ? Math.floor(ratings) : 0;
  return (
    <StyledRatingLine data-part="rating-line" data-size={size} {...props}>
      {label ? <span data-part="label">{label}</span> : null}
      {count > 0 ? (
        <>
          <Stars value={rating} size={size} />
          <span data-part="value" aria-hidden="true">
            {formatNumber(rating, language, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
          </span>
          <span data-part="count">{t('rating.count', { count, value: formatNumber(count, language) })}</span>
        </>
      ) : (
        <span data-part="none">{t('rating.none')}</span>
      )}
    </StyledRatingLine>
  );
}
