import './styles/tokens.css';
import './styles/global.css';
import './styles/app-shell.css';

import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';
import { startBackendMonitoring } from './features/catalogue-fallback/catalogue-session';
import { visitorLanguage } from './features/language/hooks/use-visitor-language';
import { loadCatalogue } from './i18n/catalogues';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

startBackendMonitoring();
// The interface's strings: i18next and the visitor's catalogue, two chunks fetched side by side now and
// awaited before the first render (a signed-in user's saved language follows once the session is in).
const language = visitorLanguage();
// index.html says `lang="en"` and the CSP (script-src 'self') allows no inline script to change it before
// this entry runs: it is set here, first thing, and follows a switch from then on (AccountPreferences).
document.documentElement.lang = language;
const strings = Promise.all([import('./i18n/runtime'), loadCatalogue(language)]).then(([{ startI18n }]) =>
  startI18n(language),
);
const root = createRoot(container);
// No long task on start (issue 4 budgets). The first Intl date formatter loads the time-zone data, tens
// of milliseconds on a phone, which the first render needs (the timezone provider, the cards' dates):
// paid here in a task of its own, between the module's evaluation and the render.
setTimeout(() => {
  Intl.DateTimeFormat().resolvedOptions();
  // index.html's shell stays on screen until the first render commits; as a transition that render
  // yields to the browser every few milliseconds instead of blocking it in one long task. Should the
  // strings fail to load (offline, a chunk gone after a deploy), the app still renders, with their keys.
  void strings
    .catch(() => undefined)
    .then(() =>
      startTransition(() => {
        root.render(
          <StrictMode>
            <AppProvider>
              <AppRouter />
            </AppProvider>
          </StrictMode>,
        );
      }),
    );
}, 0);
