import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ToastProvider } from '@/shared/ui';
import type { AppStore } from '../store';

/** Light providers only: antd's ConfigProvider lives inside the lazy member pages (shared/ui/antd-provider). */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <ToastProvider>{children}</ToastProvider>
    </Provider>
  );
}
