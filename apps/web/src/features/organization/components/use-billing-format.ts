import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../shared/billing/money.ts';
import { useFormatters } from '../../../shared/i18n/use-formatters.ts';
import { nameIn } from '../../../shared/tickets/local-name.ts';

/**
 * How the organisation page writes its values: money in the currency (minor units → major), calendar days and
 * instants in the person's date and time preferences, and a package's name in the reader's language.
 */
export function useBillingFormat() {
  const { i18n } = useTranslation();
  const { day, time, calendarDay } = useFormatters();
  const money = useMoney();
  const instant = useCallback(
    (iso: string) => {
      const at = new Date(iso);
      return `${day(at)} ${time(at)}`;
    },
    [day, time],
  );
  const packageName = useCallback(
    (entry: { nameEn: string; nameAr: string }) => nameIn(i18n.language, entry),
    [i18n.language],
  );
  return { money, calendarDay, instant, packageName };
}
