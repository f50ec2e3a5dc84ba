import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MonthSummary } from '@worktrail/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memberId } from '../../../shared/activity/activity-fixtures.ts';
import { defaultDisplayPreferences, setDisplayPreferences } from '../../../shared/i18n/display-preferences.ts';
import { changeLanguage } from '../../../shared/i18n/i18n.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { MonthCalendar } from './MonthCalendar.tsx';

const zero = { workedSeconds: 0, trackedSeconds: 0, activeSeconds: 0, offlineSeconds: 0, activityPercent: null };
// March 2025 (the 1st is a Saturday); 7 h 30 min at 78 % on Monday the 3rd.
const summary: MonthSummary = {
  memberId,
  year: 2025,
  month: 3,
  fromDate: '2025-03-01',
  toDate: '2025-03-31',
  timeZone: 'Asia/Tokyo',
  days: Array.from({ length: 31 }, (_, index) => {
    const date = `2025-03-${String(index + 1).padStart(2, '0')}`;
    return date === '2025-03-03'
      ? {
          ...zero,
          date,
          workedSeconds: 27_000,
          trackedSeconds: 27_000,
          activeSeconds: 21_060,
          activityPercent: 78,
          firstStartAt: null,
          lastEndAt: null,
        }
      : { ...zero, date, firstStartAt: null, lastEndAt: null };
  }),
  totals: { ...zero, workedSeconds: 27_000 },
};

function renderCalendar(onSelect = vi.fn()) {
  renderWithProviders(
    <MonthCalendar
      summary={summary}
      selectedDate="2025-03-03"
      today="2025-03-05"
      onSelect={onSelect}
      label="Days of March 2025"
    />,
  );
  const rows = within(screen.getByRole('table', { name: 'Days of March 2025' })).getAllByRole('row');
  const header = rows[0]
    ? within(rows[0])
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent)
    : [];
  const firstWeek = rows[1]
    ? within(rows[1])
        .getAllByRole('cell')
        .map((cell) => cell.textContent?.slice(0, 1) || null)
    : [];
  return { onSelect, header, firstWeek, rows };
}

afterEach(async () => {
  setDisplayPreferences(defaultDisplayPreferences);
  await changeLanguage('en');
});

describe('MonthCalendar', () => {
  it('starts the weeks on Monday by default, with the 1st (a Saturday) in the sixth column', () => {
    const { header, firstWeek, rows } = renderCalendar();
    expect(header).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(firstWeek).toEqual([null, null, null, null, null, '1', '2']);
    expect(rows).toHaveLength(7);
  });

  it('starts the weeks on the chosen day, and names the weekdays in Arabic', async () => {
    setDisplayPreferences({ ...defaultDisplayPreferences, weekStart: 'saturday' });
    await changeLanguage('ar');
    const { header, firstWeek, rows } = renderCalendar();
    expect(header[0]).toBe('السبت');
    expect(firstWeek[0]).not.toBeNull();
    expect(rows).toHaveLength(6);
  });

  it('tells each day’s hours and activity, marks the open day and today, and opens a day on Enter', async () => {
    const { onSelect } = renderCalendar();
    const third = screen.getByRole('button', { name: 'Monday, March 3, 2025: 7 h 30 min worked, 78% active' });
    expect(third).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Wednesday, March 5, 2025: no time recorded' })).toHaveAttribute(
      'aria-current',
      'date',
    );
    screen.getByRole('button', { name: /March 10, 2025/ }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith('2025-03-10');
  });
});
