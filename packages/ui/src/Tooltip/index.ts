export {
  TOOLTIP_DELAY,
  Tooltip,
  type TooltipProps,
  TooltipTrigger,
  type TooltipTriggerProps,
} from './Tooltip';
