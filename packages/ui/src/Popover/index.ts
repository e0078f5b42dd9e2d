export { Popover, PopoverDialog, type PopoverDialogProps, type PopoverProps } from './Popover';
export { usePortalTheme } from './usePortalTheme';
