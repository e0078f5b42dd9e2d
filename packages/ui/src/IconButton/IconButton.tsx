import type { ReactNode, Ref } from 'react';
import type { Placement } from 'react-aria-components';
import { type ButtonProps, type ButtonSize, buttonVariants } from '../Button/Button';
import { Tooltip, TooltipTrigger } from '../Tooltip/Tooltip';
import { StyledIconButton } from './IconButton.styles';

export const iconButtonVariants = [...buttonVariants, 'quiet'] as const;
export type IconButtonVariant = (typeof iconButtonVariants)[number];

export interface IconButtonProps
  extends Omit<ButtonProps, 'children' | 'fullWidth' | 'variant' | 'aria-label'> {
  /** The button's name: an icon-only button has no visible text, so this is required. */
  'aria-label': string;
  /** The icon (decorative, `aria-hidden`). */
  children: ReactNode;
  /** Button's variants plus `quiet` (muted icon, for close and overflow buttons). Default ghost. */
  variant?: IconButtonVariant;
  /** Default medium. */
  size?: ButtonSize;
  /** Show a tooltip on hover and focus: its text, or `true` to repeat `aria-label`. */
  tooltip?: ReactNode | true;
  /** Where the tooltip goes. Default top. */
  tooltipPlacement?: Placement;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A square, icon-only react-aria-components `Button` (every Button prop, including `isPending`), named by its
 * required `aria-label`. With `tooltip`, a `Tooltip` repeats the name (or gives a longer hint) on hover and focus.
 */
export function IconButton({
  tooltip,
  tooltipPlacement = 'top',
  variant = 'ghost',
  size = 'medium',
  children,
  ...props
}: IconButtonProps) {
  // Button's variant type does not know `quiet`; the styles here do. The data attribute is all that differs.
  const button = (
    <StyledIconButton {...props} size={size} variant={variant as ButtonProps['variant']}>
      {children}
    </StyledIconButton>
  );
  if (tooltip === undefined || tooltip === null || tooltip === false) return button;
  return (
    <TooltipTrigger>
      {button}
      <Tooltip placement={tooltipPlacement}>{tooltip === true ? props['aria-label'] : tooltip}</Tooltip>
    </TooltipTrigger>
  );
}
