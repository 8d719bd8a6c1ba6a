import { createContext, useContext } from 'react';

type ToastVariant = 'default' | 'destructive';

export interface ToastMessage {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export interface ToastOptions {
  /**
   * Show the toast again after a full page reload (logout reloads the page 100 ms after its toast,
   * which would otherwise wipe it before anyone could read it).
   */
  keepAcrossReload?: boolean;
}

export interface ToastApi {
  toast: (message: ToastMessage, options?: ToastOptions) => void;
  dismiss: () => void;
}

export const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() must be used inside <ToastProvider>');
  return api;
}
