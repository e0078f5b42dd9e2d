import type { Review, UserType } from '@abossey/sdk';
import { type ReactNode, useId, useState } from 'react';
import { Link, VisuallyHidden } from 'react-aria-components';
import { Avatar } from '../Avatar/Avatar';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { StyledButton } from '../Button/Button.styles';
import { MARKETPLACE_TIME_ZONE } from '../i18n/format';
import { useLanguage } from '../i18n/I18nProvider';
import { useLaterUiTranslation } from '../i18n/laterStrings';
import { RatingSummary, type RatingSummaryProps } from '../RatingSummary/RatingSummary';
import { Skeleton } from '../Skeleton/Skeleton';
import { Stars } from '../Stars/Stars';
import { ReviewActions } from './ReviewActions';
import { ReviewForm, type ReviewInput } from './ReviewForm';
import { StyledReviewsPanel } from './ReviewsPanel.styles';

/** A review as the panel shows it (the SDK's `Review`; name, avatar, dates and `verified` optional). */
export type ReviewItem = Pick<Review, 'id' | 'reviewUserId' | 'reviewRating' | 'reviewComment'> &
  Partial<Pick<Review, 'reviewUserName' | 'reviewUserAvatarUrl' | 'createdAt' | 'updatedAt' | 'verified'>>;

/** Who is looking: their id decides authorship, `admin` may edit and delete any review (§6). */
export interface ReviewsPanelUser {
  id: number;
  role: UserType;
}

export interface ReviewsPanelProps {
  reviews?: readonly ReviewItem[] | null;
  /** Server-side summary; by default it is computed from `reviews`. */
  summary?: RatingSummaryProps['summary'];
  /** The signed-in user, or null when signed out (then a sign-in prompt replaces 'Write a Review'). */
  currentUser?: ReviewsPanelUser | null;
  /** Submit a new review (§7 `PUT /products/{id}/rate`). Reject to keep the form open with the error. */
  onCreate?: (input: ReviewInput) => Promise<unknown>;
  /**
   * Whether the signed-in user may write a review (issue 25: only buyers who received the product). Default true.
   * False replaces 'Write a Review' with `cannotReviewMessage`.
   */
  canReview?: boolean;
  /** Why the user may not review; default: Only buyers who received this part can review it. */
  cannotReviewMessage?: ReactNode;
  /** Save an edited review. Reject to keep the form open with the error. */
  onUpdate?: (review: ReviewItem, input: ReviewInput) => Promise<unknown>;
  /** Delete a review after confirmation. Reject to show the error in the confirmation. */
  onDelete?: (review: ReviewItem) => Promise<unknown>;
  /** Sign-in link for signed-out visitors. Default `/auth/sign-in`. */
  signInHref?: string;
  /** Reviews still loading. */
  isLoading?: boolean;
  /** Panel heading; default "Reviews". `null` hides it (e.g. inside a "Reviews" tab). */
  title?: ReactNode;
  /** Heading level of the title (default 2; the summary and reviews sit one level below). */
  headingLevel?: 2 | 3 | 4 | 5;
}

const toNumber = (rating: string | number) => {
  const n = typeof rating === 'number' ? rating : Number.parseFloat(rating);
  return Number.isFinite(n) ? n : 0;
};

function useFormatDate() {
  const { info } = useLanguage();
  return (value: string | undefined) => {
    if (!value) return null;
    const time = new Date(value).getTime();
    if (!Number.isFinite(time)) return null;
    // §9 DD MMM YYYY, in the language's conventions with Latin digits.
    return new Intl.DateTimeFormat(info.numberLocale, {
      day: '2-digit',
      month: 'short',
      year: 'numeric',
      timeZone: MARKETPLACE_TIME_ZONE,
    }).format(time);
  };
}

/**
 * The §2 product reviews panel: the rating summary (average to one decimal, 'Based on N reviews', 5-to-1
 * distribution), 'Write a Review' / 'Cancel Review' opening an inline form (stars default 5, comment required),
 * the reviews (avatar, name or 'Anonymous', date, stars, comment) and, for the author or an admin, a menu with
 * Edit Review (inline form, Save Changes) and Delete Review (confirmation). Signed out: 'Please sign in to submit a
 * review' with a sign-in link. One review per user: 'Write a Review' is hidden once the user has one. Verified
 * purchases carry a 'Verified purchase' badge; a user who may not review (`canReview={false}`) is told why instead
 * of getting the form.
 */
export function ReviewsPanel({
  reviews,
  summary,
  currentUser,
  onCreate,
  canReview = true,
  cannotReviewMessage,
  onUpdate,
  onDelete,
  signInHref = '/auth/sign-in',
  isLoading = false,
  title,
  headingLevel = 2,
}: ReviewsPanelProps) {
  const { t } = useLaterUiTranslation();
  const formatDate = useFormatDate();
  const formId = useId();
  const [writing, setWriting] = useState(false);
  const [editingId, setEditingId] = useState<number | null>(null);
  const list = reviews ?? [];
  const Heading = `h${headingLevel}` as const;
  const ItemHeading = `h${headingLevel + 1}` as 'h3';
  const heading = title === undefined ? t('reviewsPanel.title') : title;
  const hasOwn = currentUser ? list.some((r) => r.reviewUserId === currentUser.id) : false;
  const canManage = (review: ReviewItem) =>
    Boolean(currentUser) && (currentUser?.role === 'admin' || review.reviewUserId === currentUser?.id);

  return (
    <StyledReviewsPanel data-part="reviews-panel" aria-busy={isLoading || undefined}>
      {heading !== null ? <Heading data-part="panel-title">{heading}</Heading> : null}
      {isLoading ? (
        <div data-part="loading">
          <VisuallyHidden role="status">{t('reviewsPanel.loading')}</VisuallyHidden>
          <Skeleton variant="rect" height={96} />
          <Skeleton variant="text" lines={3} />
        </div>
      ) : (
        <RatingSummary
          ratings={list.map((r) => r.reviewRating)}
          summary={summary}
          headingLevel={Math.min(headingLevel + 1, 6) as 3}
          emptyMessage={t('reviewsPanel.empty')}
        />
      )}

      {currentUser ? (
        hasOwn ? null : !canReview ? (
          <div data-part="write">
            <p data-part="cannot-review">{cannotReviewMessage ?? t('reviewsPanel.notReceived')}</p>
          </div>
        ) : !onCreate ? null : (
          <div data-part="write">
            <Button
              variant={writing ? 'secondary' : 'primary'}
              aria-expanded={writing}
              aria-controls={writing ? formId : undefined}
              onPress={() => setWriting((open) => !open)}
            >
              {writing ? t('reviewsPanel.cancelReview') : t('reviewsPanel.write')}
            </Button>
          </div>
        )
      ) : (
        <div data-part="write">
          <p data-part="sign-in-prompt">{t('reviewsPanel.signInPrompt')}</p>
          <StyledButton as={Link} href={signInHref} data-variant="secondary" data-size="small">
            {t('reviewsPanel.signIn')}
          </StyledButton>
        </div>
      )}

      {writing && currentUser && !hasOwn && canReview && onCreate ? (
        <ReviewForm
          id={formId}
          mode="create"
          onSubmit={async (input) => {
            await onCreate(input);
            setWriting(false);
          }}
          onCancel={() => setWriting(false)}
        />
      ) : null}

      {!isLoading && list.length > 0 ? (
        <ul data-part="list" aria-label={t('reviewsPanel.listLabel')}>
          {list.map((review) => {
            const name = review.reviewUserName?.trim() || t('reviewsPanel.anonymous');
            const date = formatDate(review.createdAt);
            const editing = editingId === review.id;
            return (
              <li key={review.id} data-part="review">
                <span aria-hidden="true">
                  <Avatar src={review.reviewUserAvatarUrl} alt={name} size="small" />
                </span>
                <article data-part="review-body" aria-label={name}>
                  <div data-part="review-header">
                    <div data-part="review-meta">
                      <ItemHeading data-part="review-name">{name}</ItemHeading>
                      {review.verified ? (
                        <Badge tone="success" data-part="verified">
                          {t('reviewsPanel.verified')}
                        </Badge>
                      ) : null}
                      {date ? (
                        <time data-part="review-date" dateTime={review.createdAt}>
                          {date}
                        </time>
                      ) : null}
                    </div>
                    {canManage(review) && !editing && (onUpdate || onDelete) ? (
                      <ReviewActions
                        onEdit={onUpdate ? () => setEditingId(review.id) : undefined}
                        onDelete={onDelete ? () => onDelete(review) : undefined}
                      />
                    ) : null}
                  </div>
                  {editing && onUpdate ? (
                    <ReviewForm
                      mode="edit"
                      initialRating={Math.round(toNumber(review.reviewRating)) || 5}
                      initialComment={review.reviewComment}
                      onSubmit={async (input) => {
                        await onUpdate(review, input);
                        setEditingId(null);
                      }}
                      onCancel={() => setEditingId(null)}
                    />
                  ) : (
                    <>
                      <Stars value={toNumber(review.reviewRating)} size="small" />
                      {review.reviewComment ? <p data-part="review-comment">{review.reviewComment}</p> : null}
                    </>
                  )}
                </article>
              </li>
            );
          })}
        </ul>
      ) : null}
    </StyledReviewsPanel>
  );
}
