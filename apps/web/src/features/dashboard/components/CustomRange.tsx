import '@mantine/dates/styles.css';
import 'dayjs/locale/ar';
import { DatePickerInput, DatesProvider, type DatesRangeValue } from '@mantine/dates';
import type { WeekStart } from '@worktrail/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { acceptedDateBounds } from '../../../shared/forms/date-bounds.ts';
import { useDisplayPreferences } from '../../../shared/i18n/display-preferences.ts';
import type { DateRange } from './dashboard-range.ts';

const firstDayOfWeek = { sunday: 0, monday: 1, saturday: 6 } as const;

type CustomRangeProps = {
  range: DateRange;
  weekStart: WeekStart;
  error: string | null;
  hint: string;
  onRange: (range: DateRange) => void;
};

/** The date range picker of a custom range; a range is applied once both ends are picked. */
export function CustomRange({ range, weekStart, error, hint, onRange }: CustomRangeProps) {
  const { t, i18n } = useTranslation();
  const { dateFormat } = useDisplayPreferences();
  const [value, setValue] = useState<DatesRangeValue<string>>([range.from, range.to]);
  useEffect(() => setValue([range.from, range.to]), [range.from, range.to]);

  const change = (next: DatesRangeValue<string>) => {
    setValue(next);
    const [from, to] = next;
    if (from && to) onRange({ from, to });
  };

  return (
    <DatesProvider settings={{ locale: i18n.language, firstDayOfWeek: firstDayOfWeek[weekStart] }}>
      <DatePickerInput
        {...acceptedDateBounds}
        type="range"
        label={t('dashboard.range.pick')}
        description={hint}
        value={value}
        onChange={change}
        error={error}
        valueFormat={dateFormat}
        allowSingleDateInRange
        w={320}
        maw="100%"
      />
    </DatesProvider>
  );
}
