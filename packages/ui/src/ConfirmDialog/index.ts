export {
  ConfirmDialog,
  type ConfirmDialogKind,
  type ConfirmDialogProps,
  type ConfirmDialogTone,
  confirmDialogKinds,
} from './ConfirmDialog';
