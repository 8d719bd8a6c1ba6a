import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import '@/shared/ui/styles/global.css';
import { applyEmbeddedMode } from '@/shared/lib';
import { App } from './App';
import { createAppRoutes } from './routes';
import { createAppStore } from './store';

applyEmbeddedMode();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// A transition lets React render the first screen in small slices instead of one long task, so the
// page stays responsive while it starts (Lighthouse TBT); nothing is on screen before it anyway.
const root = createRoot(container);
startTransition(() => {
  root.render(
    <StrictMode>
      <App store={createAppStore()} router={createBrowserRouter(createAppRoutes())} />
    </StrictMode>,
  );
});
