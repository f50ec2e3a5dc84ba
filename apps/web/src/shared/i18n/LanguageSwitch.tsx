import { NativeSelect } from '@mantine/core';
import { languages } from '@worktrail/contract';
import { useTranslation } from 'react-i18next';
import { isLanguage } from './language.ts';
import { useLanguage } from './use-language.ts';

/** Switches between English and Arabic; each option is written in its own language. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const { language, setLanguage } = useLanguage();
  return (
    <NativeSelect
      aria-label={t('language.label')}
      size="xs"
      value={language}
      onChange={(event) => {
        const next = event.currentTarget.value;
        if (isLanguage(next)) void setLanguage(next);
      }}
    >
      {languages.map((value) => (
        <option key={value} value={value} lang={value}>
          {t(`language.${value}`)}
        </option>
      ))}
    </NativeSelect>
  );
}
