import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { deleteCookie } from '../shared/browser/cookies.ts';
import { changeLanguage, initI18n } from '../shared/i18n/i18n.ts';

// jsdom lacks the layout APIs Mantine reads.
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }) satisfies MediaQueryList;

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

await initI18n('en');

afterEach(async () => {
  cleanup();
  // Toasts live in a module-level store; one test's toast must not show up in the next.
  notifications.clean();
  notifications.cleanQueue();
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) deleteCookie(name);
  }
  document.documentElement.lang = 'en';
  document.documentElement.dir = 'ltr';
  await changeLanguage('en');
});
