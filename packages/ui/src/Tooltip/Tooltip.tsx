import { type ComponentType, createContext, lazy, useContext, useRef } from 'react';
import { mergeProps } from 'react-aria/mergeProps';
// Not in react-aria's documented API, but what react-aria-components' own TooltipTrigger uses (same version: RAC
// pins react-aria exactly, and package.json asks for a compatible range so npm installs one copy).
import { FocusableProvider } from 'react-aria/private/interactions/useFocusable';
import { useTooltipTrigger } from 'react-aria/useTooltipTrigger';
import type { TooltipTriggerComponentProps } from 'react-aria-components';
import { useTooltipTriggerState } from 'react-stately/useTooltipTriggerState';
import { LazyOverlay } from '../LazyOverlay/LazyOverlay';
import type { TooltipProps, TooltipTriggerContextValue } from './Tooltip.types';
import type { TooltipOverlayProps } from './TooltipOverlay';

/** Default hover delay in ms (react-aria's own default, 1500, feels sluggish on toolbars). */
export const TOOLTIP_DELAY = 600;

export type TooltipTriggerProps = TooltipTriggerComponentProps;

const TooltipTriggerContext = createContext<TooltipTriggerContextValue | null>(null);

// The tooltip's code (react-aria-components' Tooltip with overlay positioning, the arrow, the styles) loads the first
// time a tooltip opens or, earlier, the first time a trigger is hovered or focused (issue 9, docs/adr/0009). A failed
// download shows no tooltip rather than failing the page: the trigger keeps its own name.
const loadTooltipOverlay = () => import('./TooltipOverlay');
const TooltipOverlay = lazy<ComponentType<TooltipOverlayProps>>(() =>
  loadTooltipOverlay().then(
    (m) => ({ default: m.TooltipOverlay }),
    () => ({ default: () => null }),
  ),
);
let prefetched = false;
function prefetchTooltipOverlay() {
  if (prefetched) return;
  prefetched = true;
  loadTooltipOverlay().catch(() => undefined);
}
const prefetchProps = { onPointerEnter: prefetchTooltipOverlay, onFocus: prefetchTooltipOverlay };

/**
 * Wraps one focusable trigger (a `Button`, `IconButton`, `Link`) and a `Tooltip`, as react-aria-components'
 * `TooltipTrigger` does and with the same props (`isOpen`, `onOpenChange`, `closeDelay`, `trigger="focus"`,
 * `isDisabled`). The tooltip opens after `delay` ms of hover (default 600) and at once on keyboard focus, closes on
 * Escape, blur, pointer leave or press. Built on react-aria's hooks rather than RAC's component, whose module also
 * holds the tooltip and its positioning: the trigger stays in the first page, the tooltip loads when needed.
 */
export function TooltipTrigger({ delay = TOOLTIP_DELAY, children, ...rest }: TooltipTriggerProps) {
  const props = { delay, ...rest };
  const state = useTooltipTriggerState(props);
  const triggerRef = useRef<HTMLElement>(null);
  const { triggerProps, tooltipProps } = useTooltipTrigger(props, state, triggerRef);
  return (
    <TooltipTriggerContext value={{ state, tooltipProps, triggerRef }}>
      <FocusableProvider {...mergeProps(triggerProps, prefetchProps)} ref={triggerRef}>
        {children}
      </FocusableProvider>
    </TooltipTriggerContext>
  );
}

/**
 * react-aria-components `Tooltip`: a short, plain-text hint (role `tooltip`, linked to its trigger through
 * `aria-describedby`). Never put interactive content or the only copy of essential information in it.
 * `placement` defaults to top and flips when there is no room. States: `data-placement`, `data-entering`,
 * `data-exiting`. Inside a `TooltipTrigger` it follows the trigger; `isOpen` or `defaultOpen` on it override the
 * trigger's state.
 * Renders nothing until it first opens; its code loads then (or on the trigger's first hover or focus).
 */
export function Tooltip(props: TooltipProps) {
  const trigger = useContext(TooltipTriggerContext);
  // Open when RAC's Tooltip would render: its own open props win over the trigger's state. (RAC still positions
  // it from the trigger's state, so a tooltip outside a TooltipTrigger is not supported, as in RAC.)
  const ownState = props.isOpen != null || props.defaultOpen != null || !trigger;
  const isOpen = ownState ? Boolean(props.isOpen ?? props.defaultOpen) : trigger.state.isOpen;
  return (
    <LazyOverlay isOpen={isOpen}>
      <TooltipOverlay {...props} trigger={trigger} />
    </LazyOverlay>
  );
}
