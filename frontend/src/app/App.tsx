import { RouterProvider } from 'react-router-dom';
import type { createBrowserRouter } from 'react-router-dom';
import { RenderErrorBoundary } from '@/shared/ui';
import { AppProviders } from './providers/AppProviders';
import type { AppStore } from './store';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

export function App({ store, router }: { store: AppStore; router: AppRouter }) {
  return (
    <RenderErrorBoundary>
      <AppProviders store={store}>
        <RouterProvider router={router} />
      </AppProviders>
    </RenderErrorBoundary>
  );
}
