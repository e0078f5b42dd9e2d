import type { ComponentPropsWithRef, CSSProperties, ReactNode } from 'react';
import { VisuallyHidden } from 'react-aria-components';
import { formatNumber } from '../i18n/format';
import { useLanguage } from '../i18n/I18nProvider';
import { useLaterUiTranslation } from '../i18n/laterStrings';
import { StarIcon } from '../internal/icons';
import { RATING_MAX } from '../Rating/Rating';
import { Stars } from '../Stars/Stars';
import { StyledRatingSummary } from './RatingSummary.styles';

/** Number of reviews per star, index 0 = 1 star … index 4 = 5 stars. */
export type RatingCounts = readonly [number, number, number, number, number];

export interface RatingSummaryData {
  /** Mean of the valid ratings (0 when there are none). */
  average: number;
  /** Number of valid ratings. */
  total: number;
  counts: RatingCounts;
}

/**
 * §2 reviews panel maths: average of the ratings and the 5-to-1 distribution by rounded rating. Accepts numbers or
 * the API's string numbers (`reviewRating: "4"`); values that are not numbers are ignored, others are clamped to 1–5.
 */
export function summarizeRatings(
  ratings: ReadonlyArray<number | string | null | undefined>,
): RatingSummaryData {
  const counts: [number, number, number, number, number] = [0, 0, 0, 0, 0];
  let sum = 0;
  let total = 0;
  for (const raw of ratings) {
    const value = typeof raw === 'string' ? Number.parseFloat(raw) : raw;
    if (typeof value !== 'number' || !Number.isFinite(value)) continue;
    const clamped = Math.min(Math.max(value, 1), RATING_MAX);
    sum += clamped;
    total += 1;
    const index = Math.round(clamped) - 1;
    counts[index] = (counts[index] ?? 0) + 1;
  }
  return { average: total ? sum / total : 0, total, counts };
}

export interface RatingSummaryProps extends Omit<ComponentPropsWithRef<'section'>, 'children' | 'title'> {
  /** Raw ratings (numbers or string numbers, e.g. every review's `reviewRating`); the summary is computed. */
  ratings?: ReadonlyArray<number | string | null | undefined>;
  /** Precomputed summary (e.g. from the server); wins over `ratings`. `average` defaults to the counts' mean. */
  summary?: { counts: RatingCounts; average?: number };
  /** Heading text; default "Customer ratings" (translated). `null` hides it. */
  title?: ReactNode;
  /** Heading level of the title (default 3). */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Shown instead of the bars when there are no reviews; default the §2 "No reviews yet…" text. */
  emptyMessage?: ReactNode;
}

function fromCounts(counts: RatingCounts, average?: number): RatingSummaryData {
  const safe = counts.map((c) =>
    Number.isFinite(c) && c > 0 ? Math.floor(c) : 0,
  ) as unknown as RatingCounts;
  const total = safe.reduce((a, b) => a + b, 0);
  const mean = total ? safe.reduce((acc, c, i) => acc + c * (i + 1), 0) / total : 0;
  const avg =
    average !== undefined && Number.isFinite(average) ? Math.min(Math.max(average, 0), RATING_MAX) : mean;
  return { average: total ? avg : 0, total, counts: safe };
}

/**
 * §2 reviews summary: the average to one decimal with stars, "Based on N reviews", and the 5-to-1 distribution as
 * bars with counts. Each bar row is read as one sentence ("5 stars: 8 reviews (67%)"); the visible pieces are
 * hidden from assistive technology. With no reviews it shows an empty state instead of the bars.
 */
export function RatingSummary({
  ratings = [],
  summary,
  title,
  headingLevel = 3,
  emptyMessage,
  ...props
}: RatingSummaryProps) {
  const { t } = useLaterUiTranslation();
  const { language } = useLanguage();
  const data = summary ? fromCounts(summary.counts, summary.average) : summarizeRatings(ratings);
  const n = (value: number, options?: Intl.NumberFormatOptions) => formatNumber(value, language, options);
  const Heading = `h${headingLevel}` as const;
  const heading = title === undefined ? t('ratingSummary.label') : title;
  const average = n(data.average, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const empty = data.total === 0;

  return (
    <StyledRatingSummary data-part="rating-summary" data-empty={empty || undefined} {...props}>
      {heading !== null ? <Heading data-part="title">{heading}</Heading> : null}
      <div data-part="overview">
        <p data-part="average">
          <VisuallyHidden elementType="span">{t('ratingSummary.average')} </VisuallyHidden>
          <span data-part="average-value">{average}</span>{' '}
          <span data-part="out-of">{t('ratingSummary.outOf', { max: n(RATING_MAX) })}</span>
        </p>
        <Stars value={data.average} size="large" />
        <p data-part="total">{t('ratingSummary.basedOn', { count: data.total, value: n(data.total) })}</p>
      </div>
      {empty ? (
        <p data-part="empty">{emptyMessage ?? t('ratingSummary.empty')}</p>
      ) : (
        <ul data-part="distribution" aria-label={t('ratingSummary.distribution')}>
          {[5, 4, 3, 2, 1].map((stars) => {
            const count = data.counts[stars - 1] ?? 0;
            const share = data.total ? count / data.total : 0;
            return (
              <li key={stars} data-part="row" data-stars={stars}>
                <VisuallyHidden elementType="span">
                  {t('ratingSummary.row', {
                    stars: t('ratingInput.star', { count: stars, value: n(stars) }),
                    reviews: t('ratingSummary.reviews', { count, value: n(count) }),
                    percent: n(share, { style: 'percent', maximumFractionDigits: 0 }),
                  })}
                </VisuallyHidden>
                <span data-part="row-label" aria-hidden="true">
                  {n(stars)}
                  <StarIcon />
                </span>
                <span
                  data-part="bar"
                  aria-hidden="true"
                  style={{ '--_share': `${share * 100}%` } as CSSProperties}
                >
                  <span data-part="bar-fill" />
                </span>
                <span data-part="row-count" aria-hidden="true">
                  {n(count)}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </StyledRatingSummary>
  );
}
