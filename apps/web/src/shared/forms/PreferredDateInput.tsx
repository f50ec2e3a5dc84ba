import '@mantine/dates/styles.css';
import 'dayjs/locale/ar';
import { DateInput, type DateInputProps } from '@mantine/dates';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseDateText } from '../activity/time/date-text.ts';
import { useDisplayPreferences } from '../i18n/display-preferences.ts';
import { acceptedDateBounds } from './date-bounds.ts';

const weekStartDay = { sunday: 0, monday: 1, saturday: 6 } as const;

/**
 * A date field that reads and writes the person's chosen pattern (My Settings: "24/11/2026" for DD/MM/YYYY; an ISO
 * date is accepted too), in the language, weeks starting on the chosen day, within the dates the server accepts.
 * Escape while its calendar is open closes only the calendar: the dialog around it stays, and so does the text.
 * Value and onChange are `YYYY-MM-DD` strings, as Mantine's.
 */
export function PreferredDateInput({ popoverProps, ...props }: DateInputProps) {
  const { t, i18n } = useTranslation();
  const preferences = useDisplayPreferences();
  const [calendarOpen, setCalendarOpen] = useState(false);
  return (
    <DateInput
      {...acceptedDateBounds}
      valueFormat={preferences.dateFormat}
      dateParser={(text) => parseDateText(text, preferences.dateFormat)}
      locale={i18n.language}
      firstDayOfWeek={weekStartDay[preferences.weekStart]}
      // A modal closes on Escape unless the key's target says the key is taken (Mantine's own popovers do the same).
      data-mantine-stop-propagation={calendarOpen || undefined}
      // The clear button shows only an icon; it needs a name of its own.
      clearButtonProps={{ 'aria-label': t('dialog.clearDate') }}
      {...props}
      popoverProps={{
        withinPortal: true,
        ...popoverProps,
        onOpen: () => {
          setCalendarOpen(true);
          popoverProps?.onOpen?.();
        },
        onClose: () => {
          setCalendarOpen(false);
          popoverProps?.onClose?.();
        },
      }}
    />
  );
}
