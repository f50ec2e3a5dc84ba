import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { ensureFirstVisitCookie } from './shared/browser/cookies.ts';
import { initI18n } from './shared/i18n/i18n.ts';
import { applyDocumentLanguage, directionOf, readStoredLanguage } from './shared/i18n/language.ts';

const language = readStoredLanguage();
applyDocumentLanguage(language);
ensureFirstVisitCookie();
await initI18n(language);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App direction={directionOf(language)} />
  </StrictMode>,
);
