export { TOOLTIP_DELAY, Tooltip, TooltipTrigger, type TooltipTriggerProps } from './Tooltip';
export type { TooltipProps } from './Tooltip.types';
