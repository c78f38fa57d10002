import './styles/tokens.css';
import './styles/global.css';
import './styles/app-shell.css';

import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';
import { startBackendMonitoring } from './lib/catalogue-data/catalogue-session';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

startBackendMonitoring();
// index.html's shell stays on screen until the first render commits; as a transition that render yields
// to the browser every few milliseconds instead of blocking it in one long task.
startTransition(() => {
  createRoot(container).render(
    <StrictMode>
      <AppProvider>
        <AppRouter />
      </AppProvider>
    </StrictMode>,
  );
});
