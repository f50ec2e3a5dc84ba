import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../shared/i18n/i18n.ts';
import { applyDocumentLanguage } from '../../../shared/i18n/language.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { DailyHoursChart } from './DailyHoursChart.tsx';
import { datesOf } from './dashboard-range.ts';

const week = { from: '2026-03-09', to: '2026-03-15' };
const emptyDay = (date: string) => ({
  date,
  workedSeconds: 0,
  trackedSeconds: 0,
  activeSeconds: 0,
  offlineSeconds: 0,
  activityPercent: null,
  firstStartAt: null,
  lastEndAt: null,
});
const days = datesOf(week).map((date) => ({ ...emptyDay(date), workedSeconds: date === '2026-03-10' ? 5400 : 0 }));

describe('DailyHoursChart', () => {
  it('names the weekdays in Arabic, in order from the start of the row, and labels each bar in Arabic', async () => {
    await changeLanguage('ar');
    applyDocumentLanguage('ar');
    renderWithProviders(<DailyHoursChart days={days} range={week} today="2026-03-11" />);

    const bars = within(screen.getByRole('region', { name: 'ساعات العمل في كل يوم' })).getAllByRole('listitem');
    const weekdays = bars.map((bar) => bar.querySelector('[data-weekday]')?.textContent ?? '');
    // Each column: the weekday, then the day of the month.
    expect(weekdays.map((text) => text.replace(/[\d\u0660-\u0669]+$/, ''))).toEqual([
      'الاثنين',
      'الثلاثاء',
      'الأربعاء',
      'الخميس',
      'الجمعة',
      'السبت',
      'الأحد',
    ]);
    expect(bars[1]).toHaveTextContent('الثلاثاء، 10 مارس 2026: 1 س 30 د');
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('uses the short English names in English', () => {
    renderWithProviders(<DailyHoursChart days={days} range={week} today="2026-03-11" />);

    const bars = within(screen.getByRole('region', { name: 'Worked hours per day' })).getAllByRole('listitem');
    expect(bars.map((bar) => bar.querySelector('[data-weekday]')?.textContent)).toEqual([
      'Mon9',
      'Tue10',
      'Wed11',
      'Thu12',
      'Fri13',
      'Sat14',
      'Sun15',
    ]);
    expect(bars[1]).toHaveTextContent('Tuesday, March 10, 2026: 1 h 30 min');
  });

  it('uses one-letter names over a month, so it fits a desktop screen, and keeps the full date in words', async () => {
    await changeLanguage('ar');
    const month = { from: '2026-03-01', to: '2026-03-31' };
    const monthDays = datesOf(month).map((date) => ({ ...emptyDay(date), workedSeconds: 3600 }));
    renderWithProviders(<DailyHoursChart days={monthDays} range={month} today="2026-03-11" />);

    const bars = within(screen.getByRole('region', { name: 'ساعات العمل في كل يوم' })).getAllByRole('listitem');
    expect(bars).toHaveLength(31);
    // 1 March 2026 is a Sunday, 2 March a Monday.
    expect(bars.slice(0, 2).map((bar) => bar.querySelector('[data-weekday]')?.textContent?.slice(0, 1))).toEqual([
      'ح',
      'ن',
    ]);
    expect(bars[1]).toHaveTextContent('الاثنين، 2 مارس 2026: 1 س 0 د');
  });
});
