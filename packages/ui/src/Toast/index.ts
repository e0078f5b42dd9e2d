export { ToastRegion, type ToastRegionProps } from './Toast';
export {
  createToaster,
  MAX_VISIBLE_TOASTS,
  type PromiseMessages,
  TOAST_DURATION,
  type Toaster,
  type ToastId,
  type ToastItem,
  type ToastOptions,
  type ToastType,
  type ToastUpdate,
  toast,
  toastTypes,
} from './toastStore';
