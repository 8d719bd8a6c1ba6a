import { render, type RenderResult } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { App } from '@/app/App';
import { createAppRoutes } from '@/app/routes';
import { createAppStore } from '@/app/store';

export interface RenderedApp extends RenderResult {
  router: ReturnType<typeof createMemoryRouter>;
  store: ReturnType<typeof createAppStore>;
  /** The current location as "/path?query". */
  location: () => string;
}

/** Renders the whole app (providers, layout, lazy routes) at `path`, with a fresh store. */
export function renderApp(path = '/'): RenderedApp {
  const store = createAppStore();
  const router = createMemoryRouter(createAppRoutes(), { initialEntries: [path] });
  const result = render(<App store={store} router={router} />);
  return {
    ...result,
    router,
    store,
    location: () => `${router.state.location.pathname}${router.state.location.search}`,
  };
}
