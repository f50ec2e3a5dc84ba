import { useTranslation } from 'react-i18next';

/** The largest unit that fits, so "2 hours ago" rather than "125 minutes ago". */
const units = [
  { unit: 'day', seconds: 86_400 },
  { unit: 'hour', seconds: 3600 },
  { unit: 'minute', seconds: 60 },
] as const;

/**
 * How long ago the last activity was, from seconds: "Just now" under a minute, else whole minutes, hours or days as
 * the language says them ("5 minutes ago", "قبل 5 دقائق"); "No activity yet" without any.
 */
export function useTimeSince() {
  const { t, i18n } = useTranslation();
  const format = new Intl.RelativeTimeFormat(i18n.language, { numeric: 'always', style: 'long' });
  return (seconds: number | null): string => {
    if (seconds === null) return t('dashboard.organisation.since.never');
    const fit = units.find((unit) => seconds >= unit.seconds);
    if (!fit) return t('dashboard.organisation.since.justNow');
    return format.format(-Math.floor(seconds / fit.seconds), fit.unit);
  };
}
