import type { Language } from '@worktrail/contract';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { dictionary, lazyDictionaries } from '../../locales/en/index.ts';
import shell from '../../locales/en.json';
import { isLanguage } from './language.ts';

export type Dictionary = typeof dictionary;
/** A dictionary that loads with the screens reading it (locales/<language>/<name>.json), not with the first screen. */
export type DictionaryName = keyof typeof lazyDictionaries;

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: Dictionary };
  }
}

type Tree = { [key: string]: string | Tree };

// English texts of the first screen ship with the app as the fallback; everything else loads when needed.
const shellFiles: Record<Language, () => Promise<Tree>> = {
  en: async () => shell,
  ar: async () => (await import('../../locales/ar.json')).default,
};
const lazyFiles: Record<Language, Record<string, () => Promise<Tree>>> = {
  en: import.meta.glob<Tree>('../../locales/en/*.json', { import: 'default' }),
  ar: import.meta.glob<Tree>('../../locales/ar/*.json', { import: 'default' }),
};

export const i18n = i18next.createInstance();

const loads = new Map<string, Promise<void>>();
/** The dictionaries asked for so far: a change of language loads them in the new language before switching. */
const wanted = new Set<DictionaryName>();
/** The language being switched to; until the switch is done, a screen loading meanwhile needs the shown one too. */
let target: Language = 'en';

/** Fetches one dictionary of a language (the first screen's without a name) and adds it to i18next. */
async function addDictionary(language: Language, name?: DictionaryName): Promise<void> {
  const file = name ? lazyFiles[language][`../../locales/${language}/${name}.json`] : shellFiles[language];
  if (!file) throw new Error(`No ${language} dictionary named ${name}`);
  const texts = await file();
  // Deep: a lazily loaded dictionary completes its top-level key, whose server messages the first screen has.
  i18n.addResourceBundle(language, 'translation', name ? { [name]: texts } : texts, true, true);
}

/** Adds a dictionary once; a failed load may be tried again. */
function load(language: Language, name?: DictionaryName): Promise<void> {
  const id = `${language}/${name ?? ''}`;
  const loading = loads.get(id);
  if (loading) return loading;
  const pending = addDictionary(language, name).catch((error: unknown) => {
    loads.delete(id);
    throw error;
  });
  loads.set(id, pending);
  return pending;
}

/** Loads the named dictionaries in the current language; resolves once their texts can be shown. */
export async function loadDictionaries(names: readonly DictionaryName[]): Promise<void> {
  for (const name of names) wanted.add(name);
  const languages = new Set([target, ...(isLanguage(i18n.language) ? [i18n.language] : [])]);
  await Promise.all([...languages].flatMap((language) => names.map((name) => load(language, name))));
}

/** Starts i18next in the given language; resolves once its dictionary is loaded. */
export async function initI18n(language: Language): Promise<void> {
  await i18n.use(initReactI18next).init({
    resources: {},
    lng: 'en',
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  await load('en');
  await changeLanguage(language);
}

/** Loads the language's dictionaries (the first screen's and those asked for so far) and switches to it. */
export async function changeLanguage(language: Language): Promise<void> {
  target = language;
  await Promise.all([load(language), ...[...wanted].map((name) => load(language, name))]);
  await i18n.changeLanguage(language);
}
