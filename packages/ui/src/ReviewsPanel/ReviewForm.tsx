import { type FormEvent, useId, useState } from 'react';
import { TextField } from 'react-aria-components';
import { Button } from '../Button/Button';
import { FieldHelp, FieldLabel } from '../Field/Field';
import { useLaterUiTranslation } from '../i18n/laterStrings';
import { DEFAULT_RATING, Rating } from '../Rating/Rating';
import { StyledReviewForm, StyledTextArea } from './ReviewsPanel.styles';

export interface ReviewInput {
  /** 1 to 5 (§9). */
  rating: number;
  /** Trimmed, never empty (§5). */
  comment: string;
}

export interface ReviewFormProps {
  mode: 'create' | 'edit';
  /** Starting values (edit); a new review starts at 5 stars and no comment. */
  initialRating?: number;
  initialComment?: string;
  /** Saves; a rejection shows its message (or the §8 default) and keeps what was typed. */
  onSubmit: (input: ReviewInput) => Promise<unknown>;
  onCancel: () => void;
  id?: string;
}

function messageOf(error: unknown): string | undefined {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return undefined;
}

/**
 * The §2 review form: star rating (default 5) and a 4-row comment ('Share your experience with this product...').
 * Submit is disabled while the comment is blank or while saving (§5); a blank comment left behind says 'Please
 * provide a comment for your review'. A server error is shown above the buttons and the text is kept.
 */
export function ReviewForm({
  mode,
  initialRating = DEFAULT_RATING,
  initialComment = '',
  onSubmit,
  onCancel,
  id,
}: ReviewFormProps) {
  const { t } = useLaterUiTranslation();
  const [rating, setRating] = useState(initialRating);
  const [comment, setComment] = useState(initialComment);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const blank = comment.trim() === '';
  const showBlank = touched && blank;

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    setTouched(true);
    if (blank || busy) return;
    setBusy(true);
    setError(null);
    try {
      await onSubmit({ rating, comment: comment.trim() });
    } catch (caught) {
      setError(
        messageOf(caught) ?? t(mode === 'create' ? 'reviewsPanel.submitFailed' : 'reviewsPanel.updateFailed'),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <StyledReviewForm
      id={id}
      data-part="review-form"
      aria-label={t(mode === 'create' ? 'reviewsPanel.formLabel' : 'reviewsPanel.editFormLabel')}
      aria-busy={busy || undefined}
      onSubmit={submit}
    >
      <Rating label={t('reviewsPanel.ratingLabel')} value={rating} onChange={setRating} isDisabled={busy} />
      <TextField
        data-part="comment-field"
        value={comment}
        onChange={setComment}
        onBlur={() => setTouched(true)}
        isInvalid={showBlank}
        isDisabled={busy}
        isRequired
        validationBehavior="aria"
      >
        <FieldLabel isRequired>{t('reviewsPanel.commentLabel')}</FieldLabel>
        <StyledTextArea rows={4} placeholder={t('reviewsPanel.commentPlaceholder')} />
        <FieldHelp errorMessage={t('reviewsPanel.commentRequired')} />
      </TextField>
      {error ? (
        <p data-part="form-error" role="alert" id={errorId}>
          {error}
        </p>
      ) : null}
      <div data-part="form-actions">
        <Button variant="secondary" onPress={onCancel} isDisabled={busy}>
          {t('reviewsPanel.cancel')}
        </Button>
        <Button
          type="submit"
          isDisabled={blank}
          isPending={busy}
          pendingLabel={t(mode === 'create' ? 'reviewsPanel.submitting' : 'reviewsPanel.saving')}
          aria-describedby={error ? errorId : undefined}
        >
          {t(mode === 'create' ? 'reviewsPanel.submit' : 'reviewsPanel.save')}
        </Button>
      </div>
    </StyledReviewForm>
  );
}
