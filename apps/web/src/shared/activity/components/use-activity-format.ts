import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../i18n/use-formatters.ts';

/** The Mantine colour of an activity level: high, medium, low, or grey without tracked time. */
export function activityLevelColor(percent: number | null): string {
  if (percent === null) return 'gray';
  if (percent >= 50) return 'teal';
  if (percent >= 25) return 'yellow';
  return 'red';
}

/** Durations ("7 h 30 min") and activity levels ("78 %") in the current language. */
export function useActivityFormat() {
  const { t } = useTranslation();
  const { number, duration } = useFormatters();
  const percent = (value: number | null) =>
    value === null ? t('activity.format.noActivity') : number(value / 100, { style: 'percent' });
  return { duration, percent };
}
