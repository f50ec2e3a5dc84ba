import { useTranslation } from 'react-i18next';

type Named = { nameEn: string; nameAr: string };

/** A ticket type's or operating system's name in the UI language. */
export const nameIn = (language: string, entry: Named): string => (language === 'ar' ? entry.nameAr : entry.nameEn);

/** nameIn for the language on screen, for components that name many entries. */
export function useLocalName() {
  const { i18n } = useTranslation();
  return (entry: Named) => nameIn(i18n.language, entry);
}
