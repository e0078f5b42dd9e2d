import type { Fit } from '@abossey/sdk';
import { VisuallyHidden } from 'react-aria-components';
import { Badge, type BadgeProps, type BadgeTone } from '../Badge/Badge';
import { useUiTranslation } from '../i18n/I18nProvider';

export type { Fit } from '@abossey/sdk';

export interface FitBadgeProps extends Omit<BadgeProps, 'tone' | 'children'> {
  /** The answer of `fitsVehicle(product, vehicle)` from `@abossey/sdk`. */
  fit: Fit;
  /** How the vehicle reads ("2012 Toyota Corolla", or its nickname): told to screen readers, shown as a tooltip. */
  vehicle?: string | undefined;
}

const tones: Record<Fit, BadgeTone> = { fits: 'success', doesNotFit: 'danger', unknown: 'neutral' };
const marks: Record<Fit, string> = { fits: '✓', doesNotFit: '✕', unknown: '?' };

/**
 * "Fits", "Doesn't fit" or "Fit unknown" for the buyer's active vehicle (issue 11). Colour is never the only signal:
 * a mark and the words carry it too; the vehicle is named for screen readers. `data-fit` holds the raw answer.
 */
export function FitBadge({ fit, vehicle, variant = 'subtle', ...props }: FitBadgeProps) {
  const { t } = useUiTranslation();
  const label = t(`fitBadge.${fit}`);
  const forVehicle = vehicle ? t('fitBadge.forVehicle', { vehicle }) : undefined;
  return (
    <Badge
      {...props}
      variant={variant}
      tone={tones[fit]}
      data-fit={fit}
      title={forVehicle ? `${label} ${forVehicle}` : undefined}
    >
      <span aria-hidden="true">{marks[fit]} </span>
      <span data-part="label">{label}</span>
      {forVehicle ? <VisuallyHidden> {forVehicle}</VisuallyHidden> : null}
    </Badge>
  );
}
