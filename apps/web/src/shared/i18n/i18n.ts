import type { Language } from '@worktrail/contract';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { dictionary as en } from '../../locales/en/index.ts';

export type Dictionary = typeof en;

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: Dictionary };
  }
}

// English ships with the app as the fallback; other dictionaries load when chosen.
const loadDictionary: Record<Language, () => Promise<Dictionary>> = {
  en: async () => en,
  ar: async () => (await import('../../locales/ar/index.ts')).dictionary,
};

export const i18n = i18next.createInstance();

/** Starts i18next in the given language; resolves once its dictionary is loaded. */
export async function initI18n(language: Language): Promise<void> {
  await i18n.use(initReactI18next).init({
    resources: { en: { translation: en } },
    lng: 'en',
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  await changeLanguage(language);
}

/** Loads the language's dictionary if needed and switches to it. */
export async function changeLanguage(language: Language): Promise<void> {
  if (!i18n.hasResourceBundle(language, 'translation')) {
    i18n.addResourceBundle(language, 'translation', await loadDictionary[language]());
  }
  await i18n.changeLanguage(language);
}
