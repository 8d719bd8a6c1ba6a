export { ToastProvider } from './ToastProvider';
export { useToast, type ToastApi, type ToastMessage, type ToastOptions, type ToastVariant } from './toastContext';
