import { Provider, TooltipContext, TooltipTriggerStateContext } from 'react-aria-components';
import { usePortalTheme } from '../Popover/usePortalTheme';
import { StyledTooltip, StyledTooltipArrow } from './Tooltip.styles';
import type { TooltipProps, TooltipTriggerContextValue } from './Tooltip.types';

export interface TooltipOverlayProps extends TooltipProps {
  /** The enclosing `TooltipTrigger`'s state, ids and trigger (null outside one). */
  trigger: TooltipTriggerContextValue | null;
}

/**
 * The tooltip itself: react-aria-components' `Tooltip` (positioning, arrow, enter/exit animation, portal) with its
 * styles. Loaded the first time a tooltip opens (`Tooltip` in `./Tooltip.tsx`, issue 9): RAC's `Tooltip` module, with
 * `useOverlayPosition`, is not part of any first page. It gets the trigger's state and ids through RAC's own
 * contexts, exactly as RAC's `TooltipTrigger` provides them.
 */
export function TooltipOverlay({
  trigger,
  showArrow = true,
  offset,
  children,
  ...props
}: TooltipOverlayProps) {
  const themeProps = usePortalTheme();
  const tooltip = (
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
  if (!trigger) return tooltip;
  return (
    <Provider
      values={[
        [TooltipTriggerStateContext, trigger.state],
        [TooltipContext, { ...trigger.tooltipProps, triggerRef: trigger.triggerRef }],
      ]}
    >
      {tooltip}
    </Provider>
  );
}
