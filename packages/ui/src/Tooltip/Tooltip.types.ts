import type { DOMAttributes, RefObject } from 'react';
import type { TooltipProps as AriaTooltipProps } from 'react-aria-components';
import type { TooltipTriggerState } from 'react-stately/useTooltipTriggerState';

// The types Tooltip.tsx and its lazily loaded TooltipOverlay.tsx share, apart from both so that neither imports the
// other's types (Tooltip.tsx only loads TooltipOverlay.tsx with import()).

export interface TooltipProps extends AriaTooltipProps {
  /** Draw an arrow pointing at the trigger. Default true. */
  showArrow?: boolean;
}

/** What a `TooltipTrigger` hands its `Tooltip`. @private */
export interface TooltipTriggerContextValue {
  state: TooltipTriggerState;
  /** The tooltip's id and hover handlers, from react-aria's `useTooltipTrigger`. */
  tooltipProps: DOMAttributes<HTMLElement>;
  triggerRef: RefObject<HTMLElement | null>;
}
