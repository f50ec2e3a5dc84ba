import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { lazyDictionaries } from '../locales/en/index.ts';
import { deleteCookie } from '../shared/browser/cookies.ts';
import { changeLanguage, type DictionaryName, initI18n, loadDictionaries } from '../shared/i18n/i18n.ts';

// findBy… and waitFor wait up to 1 s by default: on a slow two-core CI machine a dialog's answer can take longer to
// appear. A longer wait only makes a failing test slower; a passing one returns as soon as it sees what it waits for.
configure({ asyncUtilTimeout: 5_000 });

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

// Mantine's combobox scrolls the option chosen with the arrow keys into view.
Element.prototype.scrollIntoView ??= () => undefined;

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

await initI18n('en');
// Tests render screens without their lazy routes: every dictionary is there from the start, on a switch too.
await loadDictionaries(Object.keys(lazyDictionaries) as DictionaryName[]);

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
