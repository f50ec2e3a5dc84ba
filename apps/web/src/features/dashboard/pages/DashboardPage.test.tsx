import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  dashboardEndpoints,
  projectEndpoints,
  type RoleKey,
  screenshotEndpoints,
  screenshotMessages,
  timelineEndpoints,
  trackerConnectPath,
} from '@worktrail/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activityUsersAnswer } from '../../../shared/activity/activity-fixtures.ts';
import { persistPermissions } from '../../../shared/permissions/persisted-permissions.ts';
import { callsTo, failureResponse, okResponse, stubApi } from '../../../test/api.ts';
import { permissionsOf } from '../../../test/permissions.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { storeSession } from '../../../test/tokens.ts';
import { DashboardPage } from './DashboardPage.tsx';
import { ada, bob, dashboardOf, now, recentOf } from './member-fixtures.ts';

const users = `GET ${timelineEndpoints.activityUsers.path}`;
const figures = `GET ${dashboardEndpoints.member.path}`;
const screenshots = `GET ${screenshotEndpoints.recent.path}`;

type Handlers = Parameters<typeof stubApi>[0];

function renderDashboard({ role = 'employee' as RoleKey, route = '/dashboard', handlers = {} as Handlers } = {}) {
  storeSession();
  persistPermissions('user-1', permissionsOf(role));
  const fetch = stubApi({
    [users]: ({ url }) => okResponse(activityUsersAnswer(role === 'employee' ? [ada] : [ada, bob], url)),
    [figures]: ({ url }) => okResponse(dashboardOf(url)),
    [screenshots]: ({ url }) => okResponse(recentOf(url)),
    ...handlers,
  });
  renderWithProviders(<DashboardPage />, { route });
  return fetch;
}

const lastQuery = (fetch: ReturnType<typeof stubApi>, key: string) => callsTo(fetch, key).at(-1)?.query;
const section = (name: string) => screen.findByRole('region', { name });

describe('DashboardPage', () => {
  beforeEach(() => {
    // Only the clock is fixed: promises and Mantine's timers run as usual.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
  });
  afterEach(() => vi.useRealTimers());

  it("shows the signed-in member's figures for today in their own time zone", async () => {
    const fetch = renderDashboard();

    expect(await screen.findByRole('heading', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(screen.getByText('Time zone: Asia/Tokyo (UTC+09:00)')).toBeInTheDocument();
    expect(screen.getByText('Online')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open timeline' })).toHaveAttribute(
      'href',
      `/timeline?member=${ada.userId}`,
    );

    const worked = await section('Worked time');
    expect(worked).toHaveTextContent('7 h 30 min');
    expect(worked).toHaveTextContent('Days with time: 1');
    expect(screen.getByRole('img', { name: 'Activity level 78%' })).toBeInTheDocument();
    expect(await section('Offline time')).toHaveTextContent('0 h 50 min');
    expect(screen.getByText('11.1% of worked time')).toBeInTheDocument();
    expect(screen.getByText('Today ·')).toBeInTheDocument();
    // The period's date in the chosen pattern (DD/MM/YYYY by default), not "Mar 11, 2026".
    expect(screen.getByText('Wednesday 11/03/2026')).toBeInTheDocument();

    const query = lastQuery(fetch, figures);
    expect(query?.get('fromDate')).toBe('2026-03-11');
    expect(query?.get('toDate')).toBe('2026-03-11');
    expect(query?.get('userId')).toBe(ada.userId);
  });

  it('lists projects largest first, tasks with their project, and apps with their share, then Others', async () => {
    renderDashboard();

    const projects = within(await section('Projects')).getAllByRole('listitem');
    expect(projects.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Website: 5 h 0 min, 66.7%'),
      expect.stringContaining('Mobile app: 2 h 30 min, 33.3%'),
    ]);
    const tasks = within(await section('Tasks')).getAllByRole('listitem');
    expect(tasks.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Checkout page (Website): 2 h 0 min, 26.7%'),
    ]);
    const apps = within(await section('Apps and URLs')).getAllByRole('listitem');
    expect(apps.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Code: 4 h 0 min, 60%'),
      expect.stringContaining('github.com: 1 h 20 min, 20%'),
      expect.stringContaining('Others: 1 h 20 min, 20%'),
    ]);
    expect(within(await section('Apps and URLs')).getByText('URL')).toBeInTheDocument();
  });

  it('gives an employee no member picker, and blur and delete of her own screenshots as on her timeline', async () => {
    const fetch = renderDashboard({
      handlers: {
        [`DELETE ${screenshotEndpoints.delete.path}`]: () =>
          failureResponse(403, 'FORBIDDEN', screenshotMessages.deletionPrevented),
      },
    });

    const shots = await section("Today's screenshots");
    expect(await within(shots).findByRole('button', { name: /^Open the screenshot of/ })).toBeInTheDocument();
    expect(within(shots).getByRole('button', { name: /^Blur the screenshot of/ })).toBeEnabled();
    expect(screen.queryByRole('combobox', { name: 'Member' })).not.toBeInTheDocument();
    expect(lastQuery(fetch, screenshots)?.get('limit')).toBe('12');

    // Where the organisation prevents deletion, the server refuses and says why.
    await userEvent.click(within(shots).getByRole('button', { name: /^Delete the screenshot of/ }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(screenshotMessages.deletionPrevented)).toBeInTheDocument();
  });

  it("lets an owner open another member's dashboard from ?member=, in that member's zone", async () => {
    const fetch = renderDashboard({ role: 'owner', route: `/dashboard?member=${bob.userId}&range=week` });

    expect(await screen.findByRole('heading', { name: 'Bob Builder' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Member' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open timeline' })).toHaveAttribute(
      'href',
      `/timeline?member=${bob.userId}`,
    );
    // Still 10 March in New York; the week starts on Monday (the default preference).
    await waitFor(() => expect(lastQuery(fetch, figures)?.get('userId')).toBe(bob.userId));
    expect(lastQuery(fetch, figures)?.get('fromDate')).toBe('2026-03-09');
    expect(lastQuery(fetch, figures)?.get('toDate')).toBe('2026-03-15');
    expect(await screen.findByRole('button', { name: /^Blur the screenshot/ })).toBeInTheDocument();
  });

  it('moves to the previous day, and to this month', async () => {
    const fetch = renderDashboard();

    await userEvent.click(await screen.findByRole('button', { name: 'Previous day' }));
    await waitFor(() => expect(lastQuery(fetch, figures)?.get('fromDate')).toBe('2026-03-10'));
    expect(await screen.findByText('No time recorded in this period.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next day' })).toBeEnabled();

    await userEvent.click(screen.getByRole('radio', { name: 'Month' }));
    await waitFor(() => expect(lastQuery(fetch, figures)?.get('toDate')).toBe('2026-03-31'));
    expect(lastQuery(fetch, figures)?.get('fromDate')).toBe('2026-03-01');
  });

  it('draws a bar per day of the week, labelled for screen readers', async () => {
    renderDashboard({ route: '/dashboard?range=week' });

    expect(await screen.findByText('09/03/2026 – 15/03/2026')).toBeInTheDocument();
    const chart = await section('Worked hours per day');
    const bars = within(chart).getAllByRole('listitem');
    expect(bars).toHaveLength(7);
    expect(bars[0]).toHaveTextContent('Monday, March 9, 2026: 0 h 0 min');
    expect(bars[2]).toHaveTextContent('Wednesday, March 11, 2026: 7 h 30 min');
    expect(bars[2]).toHaveTextContent('Wed');
  });

  it('refuses a custom range over 31 days with the §9 message and asks the server nothing', async () => {
    const fetch = renderDashboard({ route: '/dashboard?range=custom&from=2026-01-01&to=2026-02-15' });

    expect(await screen.findByRole('alert')).toHaveTextContent('The date range cannot be longer than 31 days.');
    expect(callsTo(fetch, figures)).toHaveLength(0);
    expect(callsTo(fetch, screenshots)).toHaveLength(0);
  });

  it('shows Failed to fetch activity data with a retry when the server gives no reason', async () => {
    let fail = true;
    const fetch = renderDashboard({
      handlers: {
        [figures]: ({ url }) => (fail ? failureResponse(500, 'INTERNAL', '') : okResponse(dashboardOf(url))),
      },
    });

    expect(await screen.findByText('Failed to fetch activity data')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await section('Worked time')).toHaveTextContent('7 h 30 min');
    expect(callsTo(fetch, figures)).toHaveLength(2);
  });

  it("shows the server's own message when it refuses", async () => {
    renderDashboard({
      handlers: { [figures]: () => failureResponse(404, 'NOT_FOUND', 'The member was not found.') },
    });

    expect(await screen.findByText('The member was not found.')).toBeInTheDocument();
  });

  it('says so when nothing was tracked', async () => {
    renderDashboard({
      handlers: {
        [figures]: ({ url }) => okResponse(dashboardOf(url, { empty: true })),
        [screenshots]: ({ url }) => okResponse(recentOf(url, { empty: true })),
      },
    });

    expect(await screen.findByText('No time recorded in this period.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /connect a tracker$/ })).toHaveAttribute('href', trackerConnectPath);
    expect(screen.getByText('No time on projects in this period.')).toBeInTheDocument();
    expect(screen.getByText('No time on tasks in this period.')).toBeInTheDocument();
    expect(screen.getByText('No apps or URLs were tracked in this period.')).toBeInTheDocument();
    expect(screen.getByText('No tracked time')).toBeInTheDocument();
    expect(await screen.findByText('No screenshots were taken in this period.')).toBeInTheDocument();
  });

  it('asks for 12 more screenshots with Show more', async () => {
    const fetch = renderDashboard({
      handlers: { [screenshots]: ({ url }) => okResponse(recentOf(url, { hasMore: true })) },
    });

    await userEvent.click(await screen.findByRole('button', { name: 'Show more' }));

    await waitFor(() => expect(lastQuery(fetch, screenshots)?.get('limit')).toBe('24'));
  });

  it('says when the member asked for is not one whose time the caller may see', async () => {
    renderDashboard({ route: `/dashboard?member=${bob.userId}` });

    expect(await screen.findByText('This member is not among the members whose time you can see.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show my dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('opens Add offline time for the member shown', async () => {
    // jsdom has no font loading API, which the form's growing note field listens to.
    if (!document.fonts)
      Object.defineProperty(document, 'fonts', {
        configurable: true,
        value: { addEventListener: () => undefined, removeEventListener: () => undefined },
      });
    renderDashboard({
      handlers: { [`GET ${projectEndpoints.mine.path}`]: () => okResponse([]) },
    });

    await userEvent.click(await screen.findByRole('button', { name: 'Add offline time' }));

    expect(await screen.findByRole('dialog', { name: 'Add offline time' })).toHaveTextContent('Asia/Tokyo');
  });
});
