export {
  Dialog,
  type DialogProps,
  type DialogRenderArgs,
  type DialogSize,
  DialogTrigger,
  type DialogTriggerProps,
  dialogSizes,
} from './Dialog';
