import './styles/tokens.css';
import './styles/global.css';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';
import { startBackendMonitoring } from './lib/catalogue-data/catalogue-session';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

startBackendMonitoring();
createRoot(container).render(
  <StrictMode>
    <AppProvider>
      <AppRouter />
    </AppProvider>
  </StrictMode>,
);
