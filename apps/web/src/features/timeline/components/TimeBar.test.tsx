import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dayDetail, dayEntry } from '../../../shared/activity/activity-fixtures.ts';
import { changeLanguage } from '../../../shared/i18n/i18n.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { TimeBar } from './TimeBar.tsx';

// Tokyo 09:00–10:00 (70 % active) and an offline 13:00–14:00, with an idle gap between.
const detail = {
  ...dayDetail([dayEntry(1, 9), dayEntry(2, 13, { isOffline: true, source: 'offline', activityPercent: null })]),
  idleGaps: [{ from: '2025-03-03T01:00:00Z', to: '2025-03-03T04:00:00Z', seconds: 10_800 }],
};

afterEach(async () => {
  await changeLanguage('en');
});

describe('TimeBar', () => {
  it('names each entry by its local times, project and activity, and places it from the left', () => {
    renderWithProviders(<TimeBar detail={detail} />);
    const first = screen.getByRole('button', { name: '09:00–10:00 Apollo, 70% active' });
    expect(first).toHaveStyle({ left: '37.5%', width: `${100 / 24}%` });
    expect(screen.getByRole('button', { name: '13:00–14:00 Apollo, offline time' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Idle 10:00–13:00' })).toHaveStyle({ left: `${(10 / 24) * 100}%` });
  });

  it('runs right to left in Arabic', async () => {
    await changeLanguage('ar');
    renderWithProviders(<TimeBar detail={detail} />);
    const first = screen.getByRole('button', { name: /^09:00–10:00 Apollo/ });
    expect(first).toHaveStyle({ right: '37.5%' });
    expect(first.style.left).toBe('');
  });

  it('gives a 25-hour day 26 hour ticks and places noon by the day’s real length', () => {
    // America/New_York, 2 November 2025: midnight EDT to midnight EST.
    const fallBack = {
      ...dayDetail([dayEntry(1, 12, { startDateTime: '2025-11-02T17:00:00Z', endDateTime: '2025-11-02T18:00:00Z' })]),
      timeZone: 'America/New_York',
      dayStartUtc: '2025-11-02T04:00:00Z',
      dayEndUtc: '2025-11-03T05:00:00Z',
    };
    const { container } = renderWithProviders(<TimeBar detail={fallBack} />);
    const noon = screen.getByRole('button', { name: /^12:00–13:00 Apollo/ });
    expect(noon).toHaveStyle({ left: '52%', width: '4%' });
    expect(container.querySelectorAll('[data-tick]')).toHaveLength(26);
  });
});
