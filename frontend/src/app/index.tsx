import { StrictMode } from 'react';
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

createRoot(container).render(
  <StrictMode>
    <App store={createAppStore()} router={createBrowserRouter(createAppRoutes())} />
  </StrictMode>,
);
