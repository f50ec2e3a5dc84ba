import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  dashboardEndpoints,
  dashboardMessages,
  type RoleKey,
  structureEndpoints,
  timelineEndpoints,
} from '@worktrail/contract';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../shared/i18n/i18n.ts';
import { persistPermissions } from '../../../shared/permissions/persisted-permissions.ts';
import { callsTo, failureResponse, okResponse, stubApi } from '../../../test/api.ts';
import { permissionsOf } from '../../../test/permissions.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { storeSession } from '../../../test/tokens.ts';
import { liveRefreshMs } from '../api/org-dashboard-api.ts';
import { DashboardPage } from './DashboardPage.tsx';
import { ada, boardOf, bob, sales, scopeOf, support } from './organisation-fixtures.ts';

const board = `GET ${dashboardEndpoints.board.path}`;
const scope = `GET ${dashboardEndpoints.scope.path}`;
const users = `GET ${timelineEndpoints.activityUsers.path}`;

// 20:00 UTC on Tuesday 10 March is already Wednesday 11 March in Tokyo, the manager's own zone.
const now = new Date('2026-03-10T20:00:00Z');

type Handlers = Parameters<typeof stubApi>[0];

/** The address the page shows, to check what a link to it would hold. */
function Address() {
  return <output aria-label="address">{useLocation().search}</output>;
}
const address = () => new URLSearchParams(screen.getByRole('status', { name: 'address' }).textContent ?? '');

function renderDashboard({ role = 'manager' as RoleKey, route = '/dashboard', handlers = {} as Handlers } = {}) {
  storeSession();
  persistPermissions('user-1', permissionsOf(role));
  const fetch = stubApi({
    [board]: ({ url }) => okResponse(boardOf(url)),
    [scope]: ({ url }) => okResponse(scopeOf(url)),
    [`GET ${structureEndpoints.departmentList.path}`]: () => okResponse([sales, support]),
    ...handlers,
  });
  renderWithProviders(
    <>
      <DashboardPage />
      <Address />
    </>,
    { route },
  );
  return fetch;
}

const lastQuery = (fetch: ReturnType<typeof stubApi>, key: string) => callsTo(fetch, key).at(-1)?.query;
const boardTable = () => screen.findByRole('table', { name: 'Members by worked time' });
/** The member names of the board, top first. */
const names = async () =>
  (await within(await boardTable()).findAllByRole('button')).map((button) => button.textContent);

/** Hides or shows the tab, as the browser does when another tab comes to the front. */
function setTabHidden(hidden: boolean) {
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => (hidden ? 'hidden' : 'visible'),
  });
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}

describe('the organisation dashboard', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
  });
  afterEach(async () => {
    vi.useRealTimers();
    Reflect.deleteProperty(document, 'visibilityState');
    await changeLanguage('en');
  });

  it("shows a manager the team's totals, the top 10 by today's worked time and the team's projects and apps", async () => {
    const fetch = renderDashboard();

    expect(await names()).toEqual([
      'Bob Builder',
      'Ada Lovelace',
      ...Array.from({ length: 8 }, () => expect.any(String)),
    ]);
    const query = lastQuery(fetch, board);
    expect(Object.fromEntries(query ?? [])).toEqual({ Period: 'today', UsersPageNo: '1', UsersPageCount: '10' });
    expect(screen.getByRole('region', { name: 'Total members' })).toHaveTextContent('12');
    expect(screen.getByRole('region', { name: 'Online now' })).toHaveTextContent('1');
    expect(screen.getByRole('region', { name: 'Working today' })).toHaveTextContent('2');
    expect(screen.getByRole('region', { name: 'Worked today' })).toHaveTextContent('8 h 30 min');

    const top = within(await boardTable()).getAllByRole('row')[1];
    expect(top).toHaveTextContent('Bob Builder');
    for (const text of ['Offline', 'Sales', 'Mobile app', '7 h 30 min', '78%', '5 minutes ago'])
      expect(top).toHaveTextContent(text);
    expect(screen.getByRole('columnheader', { name: 'Today' })).toHaveAttribute('aria-sort', 'descending');

    // Today in the manager's zone (Tokyo), not the browser's (UTC).
    const projects = await screen.findByRole('region', { name: 'Projects' });
    expect(within(projects).getAllByRole('listitem')[0]).toHaveTextContent('Website: 7 h 30 min, 75%');
    expect(Object.fromEntries(lastQuery(fetch, scope) ?? [])).toEqual({ fromDate: '2026-03-11', toDate: '2026-03-11' });
    expect(callsTo(fetch, users)).toHaveLength(0);
  });

  it('gives an employee her own employee dashboard and never asks for the board', async () => {
    const fetch = renderDashboard({
      role: 'employee',
      handlers: {
        [users]: () =>
          okResponse(
            [{ userId: ada.id, name: ada.name, email: ada.email, profilePic: null, timeZone: 'Asia/Tokyo' }].map(
              (user) => ({ ...user, isOnline: true, isSelf: true, status: 'active' }),
            ),
          ),
      },
    });

    expect(await screen.findByRole('heading', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'All statistics' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Back to the organization dashboard' })).not.toBeInTheDocument();
    expect(callsTo(fetch, board)).toHaveLength(0);
  });

  it("orders by this week when asked, and asks for the ISO week and the month in the manager's zone", async () => {
    const fetch = renderDashboard();
    await boardTable();

    await userEvent.click(screen.getByRole('radio', { name: 'This week' }));

    await waitFor(() => expect(lastQuery(fetch, board)?.get('Period')).toBe('week'));
    await waitFor(async () => expect((await names()).slice(0, 2)).toEqual(['Ada Lovelace', 'Bob Builder']));
    expect(screen.getByRole('columnheader', { name: 'This week' })).toHaveAttribute('aria-sort', 'descending');
    expect(address().get('period')).toBe('week');
    await waitFor(() => expect(lastQuery(fetch, scope)?.get('fromDate')).toBe('2026-03-09'));
    expect(lastQuery(fetch, scope)?.get('toDate')).toBe('2026-03-15');

    await userEvent.click(screen.getByRole('radio', { name: 'This month' }));
    await waitFor(() => expect(lastQuery(fetch, scope)?.get('fromDate')).toBe('2026-03-01'));
    expect(lastQuery(fetch, scope)?.get('toDate')).toBe('2026-03-31');
  });

  it('opens the board a link describes, and keeps each filter change in the address, back on page 1', async () => {
    const fetch = renderDashboard({ route: `/dashboard?period=month&department=${support.id}&page=2` });

    await waitFor(() => expect(lastQuery(fetch, board)?.get('UsersPageNo')).toBe('2'));
    expect(lastQuery(fetch, board)?.get('DepartmentId')).toBe(support.id);
    expect(lastQuery(fetch, board)?.get('Period')).toBe('month');
    expect(await screen.findByRole('radio', { name: 'This month' })).toBeChecked();
    expect(await screen.findByRole('option', { name: 'Support', selected: true })).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Department' }), 'Sales');
    await waitFor(() => expect(lastQuery(fetch, board)?.get('DepartmentId')).toBe(sales.id));
    expect(lastQuery(fetch, board)?.get('UsersPageNo')).toBe('1');
    expect(address().get('department')).toBe(sales.id);
    expect(address().has('page')).toBe(false);
    expect(lastQuery(fetch, scope)?.get('DepartmentId')).toBe(sales.id);

    // The search asks once the typing pauses, not for every letter.
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search members' }), 'bob');
    await waitFor(() => expect(address().get('name')).toBe('bob'));
    // The board is asked after the address changes: wait for that call, which must be the only one with a name.
    await waitFor(() =>
      expect(
        callsTo(fetch, board)
          .map(({ query }) => query.get('MemberName'))
          .filter(Boolean),
      ).toEqual(['bob']),
    );
    expect(await names()).toEqual(['Bob Builder']);
  });

  it('moves to the next page of the board, and says so in the address', async () => {
    const fetch = renderDashboard();
    await names();

    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));

    await waitFor(() => expect(lastQuery(fetch, board)?.get('UsersPageNo')).toBe('2'));
    expect(address().get('page')).toBe('2');
    await waitFor(async () => expect(await names()).toHaveLength(2));
    expect(within(await boardTable()).getAllByRole('row')[1]).toHaveTextContent('11');
  });

  it('opens a member card with their dashboard and timeline from the board', async () => {
    renderDashboard({ route: '/dashboard?period=week' });

    await userEvent.click(await within(await boardTable()).findByRole('button', { name: 'Bob Builder' }));

    const card = await screen.findByRole('dialog', { name: 'Bob Builder' });
    expect(card).toHaveTextContent('bob@example.com');
    expect(card).toHaveTextContent('Time zone: America/New_York (UTC-04:00)');
    expect(card).toHaveTextContent('Department: Sales');
    expect(card).toHaveTextContent('Worked this week20 h 0 min');
    expect(card).toHaveTextContent('Open tasks4');
    expect(card).toHaveTextContent('Last taskCheckout page');
    expect(within(card).getByRole('link', { name: 'Open dashboard' })).toHaveAttribute(
      'href',
      `/dashboard?member=${bob.id}&range=week`,
    );
    expect(within(card).getByRole('link', { name: 'Open timeline' })).toHaveAttribute(
      'href',
      `/timeline?member=${bob.id}`,
    );
  });

  it("gives the focus back to the member's name when their card closes", async () => {
    renderDashboard({ route: '/dashboard?period=week' });
    const name = await within(await boardTable()).findByRole('button', { name: 'Bob Builder' });

    await userEvent.click(name);
    const card = await screen.findByRole('dialog', { name: 'Bob Builder' });
    await userEvent.click(within(card).getByRole('button', { name: 'Close' }));

    await waitFor(() => expect(name).toHaveFocus());
  });

  it("shows the manager's own figures under My statistics, with a link to their employee dashboard", async () => {
    renderDashboard();

    await userEvent.click(await screen.findByRole('radio', { name: 'My statistics' }));

    const mine = await screen.findByRole('region', { name: 'My statistics' });
    expect(mine).toHaveTextContent('Worked this month100 h 0 min');
    expect(mine).toHaveTextContent('Last activityJust now');
    expect(within(mine).getByRole('link', { name: 'Open my dashboard' })).toHaveAttribute(
      'href',
      `/dashboard?member=${ada.id}`,
    );
    expect(address().get('view')).toBe('mine');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says when no member matches', async () => {
    renderDashboard({ route: '/dashboard?name=nobody' });

    expect(await screen.findByText('No members match')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search members' })).toHaveValue('nobody');
  });

  it('explains a failed board with a retry that loads it', async () => {
    let fail = true;
    const fetch = renderDashboard({
      handlers: { [board]: ({ url }) => (fail ? failureResponse(500, 'INTERNAL', '') : okResponse(boardOf(url))) },
    });

    expect(await screen.findByText('Could not load the members board.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await names()).toHaveLength(10);
    expect(callsTo(fetch, board)).toHaveLength(2);
  });

  it('says in Arabic that the department was not found, with a retry', async () => {
    await changeLanguage('ar');
    renderDashboard({
      route: `/dashboard?department=${support.id}`,
      handlers: { [board]: () => failureResponse(404, 'NOT_FOUND', dashboardMessages.departmentNotFound) },
    });

    expect(await screen.findByText('لم يتم العثور على القسم.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'حاول مرة أخرى' })).toBeInTheDocument();
  });

  it('writes the board in Arabic, the time since the last activity included', async () => {
    await changeLanguage('ar');
    renderDashboard();

    const table = await screen.findByRole('table', { name: 'الأعضاء حسب وقت العمل' });
    await within(table).findByRole('button', { name: 'Bob Builder' });
    const top = within(table).getAllByRole('row')[1];
    expect(top).toHaveTextContent('Bob Builder');
    expect(top).toHaveTextContent('قبل 5 دقائق');
    expect(screen.getByRole('radio', { name: 'كل الإحصاءات' })).toBeChecked();
  });
});

describe('the organisation dashboard live refresh', () => {
  beforeEach(() => {
    // The 30-second refresh runs on setInterval; promises and Mantine's timeouts run as usual.
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(now);
  });
  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(document, 'visibilityState');
  });

  it('asks again every 30 seconds while the tab is visible, and never while it is hidden', async () => {
    const fetch = renderDashboard();
    await boardTable();
    await waitFor(() => expect(callsTo(fetch, scope)).toHaveLength(1));
    expect(callsTo(fetch, board)).toHaveLength(1);

    await act(() => vi.advanceTimersByTimeAsync(liveRefreshMs));
    await vi.waitFor(() => expect(callsTo(fetch, board)).toHaveLength(2));
    await vi.waitFor(() => expect(callsTo(fetch, scope)).toHaveLength(2));

    setTabHidden(true);
    await act(() => vi.advanceTimersByTimeAsync(10 * liveRefreshMs));
    expect(callsTo(fetch, board)).toHaveLength(2);
    expect(callsTo(fetch, scope)).toHaveLength(2);

    setTabHidden(false);
    await act(() => vi.advanceTimersByTimeAsync(liveRefreshMs));
    await vi.waitFor(() => expect(callsTo(fetch, board).length).toBeGreaterThan(2));
    await vi.waitFor(() => expect(callsTo(fetch, scope).length).toBeGreaterThan(2));
  });
});
