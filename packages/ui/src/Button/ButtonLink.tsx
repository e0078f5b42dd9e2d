import type { Ref } from 'react';
import { Link, type LinkProps } from 'react-aria-components';
import type { ButtonSize, ButtonVariant } from './Button';
import { StyledButton } from './Button.styles';

export interface ButtonLinkProps extends LinkProps {
  /** Default primary, as `Button`. */
  variant?: ButtonVariant;
  /** Default medium, as `Button`. */
  size?: ButtonSize;
  fullWidth?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A link that looks like a `Button`: for an action that is really a place (a page of results, a cleared search), so
 * it works without JavaScript and opens in a new tab. RAC `Link`: the app's `RouterProvider` routes it when scripts
 * run, and `onPress` still fires.
 */
export function ButtonLink({
  variant = 'primary',
  size = 'medium',
  fullWidth = false,
  ...props
}: ButtonLinkProps) {
  return (
    <StyledButton
      as={Link}
      {...props}
      data-variant={variant}
      data-size={size}
      data-full-width={fullWidth || undefined}
    />
  );
}
