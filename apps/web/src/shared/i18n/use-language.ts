import { useDirection } from '@mantine/core';
import type { Language } from '@worktrail/contract';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from './i18n.ts';
import { directionOf, isLanguage, persistLanguage } from './language.ts';

/** The current language and a setter that also persists it and flips the layout direction. */
export function useLanguage(): { language: Language; setLanguage: (language: Language) => Promise<void> } {
  const { i18n } = useTranslation();
  const { setDirection } = useDirection();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const setLanguage = async (next: Language) => {
    await changeLanguage(next);
    persistLanguage(next);
    setDirection(directionOf(next));
  };
  return { language, setLanguage };
}
