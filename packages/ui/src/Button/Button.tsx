import type { ReactNode, Ref } from 'react';
import {
  type ButtonProps as AriaButtonProps,
  type ButtonRenderProps,
  VisuallyHidden,
} from 'react-aria-components';
import { useUiTranslation } from '../i18n/I18nProvider';
import { ButtonLabel, ButtonSpinner, StyledButton } from './Button.styles';

export const buttonVariants = ['primary', 'secondary', 'danger', 'ghost'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];
export const buttonSizes = ['small', 'medium', 'large'] as const;
export type ButtonSize = (typeof buttonSizes)[number];

export interface ButtonProps extends AriaButtonProps {
  /** Default primary. Rendered as `data-variant`. */
  variant?: ButtonVariant;
  /** Default medium. Rendered as `data-size`. */
  size?: ButtonSize;
  /** Stretch to the container's width. */
  fullWidth?: boolean;
  /** What assistive technology hears while `isPending` (default "Loading…", translated). */
  pendingLabel?: string;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * react-aria-components `Button` with Abossey styling. Keeps every RAC prop (`onPress`, `isDisabled`, `isPending`,
 * `type`, `slot`, ...). While pending, the visible label gives way to a spinner (the width is kept), the button's
 * accessible name becomes `pendingLabel` ("Loading…" by default), presses are ignored but focus stays, and
 * react-aria announces the change to screen-reader users who have the button focused.
 */
export function Button({
  variant = 'primary',
  size = 'medium',
  fullWidth = false,
  pendingLabel,
  children,
  ...props
}: ButtonProps) {
  const { t } = useUiTranslation();
  return (
    <StyledButton {...props} data-variant={variant} data-size={size} data-full-width={fullWidth || undefined}>
      {(renderProps: ButtonRenderProps & { defaultChildren: ReactNode | undefined }) => (
        <>
          <ButtonLabel data-part="label" aria-hidden={renderProps.isPending || undefined}>
            {typeof children === 'function' ? children(renderProps) : children}
          </ButtonLabel>
          {renderProps.isPending ? (
            <ButtonSpinner data-part="spinner">
              <svg viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
                <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.3" strokeWidth="3" />
                <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
              </svg>
              <VisuallyHidden>{pendingLabel ?? t('button.pending')}</VisuallyHidden>
            </ButtonSpinner>
          ) : null}
        </>
      )}
    </StyledButton>
  );
}
