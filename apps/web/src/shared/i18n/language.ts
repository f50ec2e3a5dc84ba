import { defaultLanguage, type Language, languages, rtlLanguages } from '@worktrail/contract';

const languageStorageKey = 'worktrail.language';

export type Direction = 'ltr' | 'rtl';

/** Narrows a stored or user-supplied value to a supported language. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** The writing direction of a language (Arabic is right-to-left). */
export function directionOf(language: Language): Direction {
  return rtlLanguages.includes(language) ? 'rtl' : 'ltr';
}

/** The language chosen earlier in this browser, else the default (§1). */
export function readStoredLanguage(): Language {
  const stored = window.localStorage.getItem(languageStorageKey);
  return isLanguage(stored) ? stored : defaultLanguage;
}

/** Sets `lang` and `dir` on the document. */
export function applyDocumentLanguage(language: Language): void {
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}

/** Remembers the language in this browser and applies it to the document. */
export function persistLanguage(language: Language): void {
  window.localStorage.setItem(languageStorageKey, language);
  applyDocumentLanguage(language);
}
