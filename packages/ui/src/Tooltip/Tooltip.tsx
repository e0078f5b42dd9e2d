import {
  type TooltipProps as AriaTooltipProps,
  TooltipTrigger as AriaTooltipTrigger,
  type TooltipTriggerComponentProps,
} from 'react-aria-components';
import { usePortalTheme } from '../Popover/usePortalTheme';
import { StyledTooltip, StyledTooltipArrow } from './Tooltip.styles';

/** Default hover delay in ms (react-aria's own default, 1500, feels sluggish on toolbars). */
export const TOOLTIP_DELAY = 600;

export type TooltipTriggerProps = TooltipTriggerComponentProps;

/**
 * react-aria-components `TooltipTrigger`: wraps one focusable trigger (a `Button`, `IconButton`, `Link`) and a
 * `Tooltip`. The tooltip opens after `delay` ms of hover (default 600) and at once on keyboard focus, closes on
 * Escape, blur, pointer leave or press. Every RAC prop (`isOpen`, `onOpenChange`, `closeDelay`, `trigger="focus"`,
 * `isDisabled`).
 */
export function TooltipTrigger({ delay = TOOLTIP_DELAY, ...props }: TooltipTriggerProps) {
  return <AriaTooltipTrigger delay={delay} {...props} />;
}

export interface TooltipProps extends AriaTooltipProps {
  /** Draw an arrow pointing at the trigger. Default true. */
  showArrow?: boolean;
}

/**
 * react-aria-components `Tooltip`: a short, plain-text hint (role `tooltip`, linked to its trigger through
 * `aria-describedby`). Never put interactive content or the only copy of essential information in it.
 * `placement` defaults to top and flips when there is no room. States: `data-placement`, `data-entering`,
 * `data-exiting`.
 */
export function Tooltip({ showArrow = true, offset, children, ...props }: TooltipProps) {
  const themeProps = usePortalTheme();
  return (
    <StyledTooltip offset={offset ?? (showArrow ? 10 : 6)} {...themeProps} {...props}>
      {(renderProps) => (
        <>
          {showArrow ? (
            <StyledTooltipArrow data-part="arrow">
              <svg width={10} height={6} viewBox="0 0 10 6" aria-hidden="true" focusable="false">
                <path d="M0 0 L5 6 L10 0" />
              </svg>
            </StyledTooltipArrow>
          ) : null}
          {typeof children === 'function' ? children(renderProps) : children}
        </>
      )}
    </StyledTooltip>
  );
}
