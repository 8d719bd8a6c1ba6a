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

// The app starts in a task of its own: this script's task already evaluates every module above, and
// creating the store and the router (which ranks the whole route table) in the same task made it one of
// ~100 ms under Lighthouse's mobile CPU; split in two, neither blocks for long (TBT, issue 22).
// A transition then lets React render the first screen in small slices instead of one long task, so the
// page stays responsive while it starts; nothing is on screen before it anyway.
setTimeout(() => {
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <App store={createAppStore()} router={createBrowserRouter(createAppRoutes())} />
      </StrictMode>,
    );
  });
}, 0);
