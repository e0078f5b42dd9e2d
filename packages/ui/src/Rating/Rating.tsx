import { type Ref, useState } from 'react';
import type { RadioGroupProps, ValidationResult } from 'react-aria-components';
import { FieldHelp, FieldLabel, type FieldSlotProps } from '../Field/Field';
import { formatNumber } from '../i18n/format';
import { useLanguage } from '../i18n/I18nProvider';
import { useLaterUiTranslation } from '../i18n/laterStrings';
import { StarIcon } from '../internal/icons';
import { StyledRating, StyledStar } from './Rating.styles';

/** §9 review scale. */
export const RATING_MIN = 1;
export const RATING_MAX = 5;
/** §2/§9: a new review starts at 5 stars. */
export const DEFAULT_RATING = 5;

export interface RatingProps
  extends Omit<
      RadioGroupProps,
      'value' | 'defaultValue' | 'onChange' | 'children' | 'orientation' | 'validate'
    >,
    FieldSlotProps {
  /** Controlled value, 1 to `max` (`null`: nothing chosen). Out-of-range values are clamped. */
  value?: number | null;
  /** Uncontrolled starting value. Default 5 (§9); pass `null` to start with nothing chosen. */
  defaultValue?: number | null;
  /** Called with the chosen number of stars. */
  onChange?: (value: number) => void;
  /** Number of stars. Default 5 (§9 review scale 1–5). */
  max?: number;
  /** Default medium. */
  size?: 'small' | 'medium' | 'large';
  ref?: Ref<HTMLDivElement>;
}

const clamp = (value: number | null | undefined, max: number): number | null =>
  value === null || value === undefined || !Number.isFinite(value)
    ? null
    : Math.min(Math.max(Math.round(value), RATING_MIN), max);

/**
 * Star rating input (§2 review form, §9 scale 1–5, default 5): a react-aria-components `RadioGroup` with one radio
 * per star ("3 stars"), so arrow keys change the value (mirrored in right-to-left layouts) and forms get the value
 * under `name`. Stars up to the value (or up to the hovered star) are filled. Supports `isReadOnly`, `isDisabled`,
 * `isRequired` (with a translated "Please choose a rating" when left empty), `isInvalid` + `errorMessage`.
 * States: `data-invalid`, `data-disabled`, `data-readonly`, `data-required`; each star `data-filled`.
 */
export function Rating({
  value,
  defaultValue = DEFAULT_RATING,
  onChange,
  max = RATING_MAX,
  size = 'medium',
  label,
  description,
  errorMessage,
  ...props
}: RatingProps) {
  const { t } = useLaterUiTranslation();
  const { language } = useLanguage();
  const safeMax = Number.isFinite(max) && max >= RATING_MIN ? Math.round(max) : RATING_MAX;
  const [own, setOwn] = useState(() => clamp(defaultValue, safeMax));
  const [hovered, setHovered] = useState<number | null>(null);
  const current = value !== undefined ? clamp(value, safeMax) : own;
  const interactive = !props.isDisabled && !props.isReadOnly;
  const shown = (interactive ? hovered : null) ?? current ?? 0;
  const hasLabel = label !== undefined || props['aria-label'] || props['aria-labelledby'];
  const errorText =
    errorMessage ??
    ((validation: ValidationResult) =>
      validation.validationDetails.valueMissing
        ? t('ratingInput.required')
        : validation.validationErrors.join(' '));

  return (
    <StyledRating
      {...props}
      orientation="horizontal"
      data-size={size}
      value={current === null ? null : String(current)}
      onChange={(next) => {
        const number = clamp(Number(next), safeMax);
        if (number === null) return;
        if (value === undefined) setOwn(number);
        onChange?.(number);
      }}
    >
      {hasLabel ? (
        label === undefined ? null : (
          <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
        )
      ) : (
        <FieldLabel isRequired={props.isRequired}>{t('ratingInput.label')}</FieldLabel>
      )}
      <div data-part="stars" onPointerLeave={() => setHovered(null)}>
        {Array.from({ length: safeMax }, (_, i) => {
          const stars = i + 1;
          return (
            <StyledStar
              key={stars}
              value={String(stars)}
              aria-label={t('ratingInput.star', { count: stars, value: formatNumber(stars, language) })}
              data-filled={stars <= shown || undefined}
              onHoverStart={() => setHovered(stars)}
              onHoverEnd={() => setHovered((h) => (h === stars ? null : h))}
            >
              <StarIcon />
            </StyledStar>
          );
        })}
      </div>
      <FieldHelp description={description} errorMessage={errorText} />
    </StyledRating>
  );
}
