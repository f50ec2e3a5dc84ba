import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export type Formatters = {
  number: (value: number, options?: Intl.NumberFormatOptions) => string;
  date: (value: Date | number, options?: Intl.DateTimeFormatOptions) => string;
};

/** Number and date formatting through Intl in the chosen language. */
export function formattersFor(language: string): Formatters {
  return {
    number: (value, options) => new Intl.NumberFormat(language, options).format(value),
    date: (value, options = { dateStyle: 'medium' }) => new Intl.DateTimeFormat(language, options).format(value),
  };
}

/** Formatters that follow the current UI language. */
export function useFormatters(): Formatters {
  const { i18n } = useTranslation();
  return useMemo(() => formattersFor(i18n.language), [i18n.language]);
}
