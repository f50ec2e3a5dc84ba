import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  type ActivityUser,
  type MonthSummary,
  projectEndpoints,
  type RoleKey,
  screenshotEndpoints,
  timelineEndpoints,
  timelineMessages,
  trackingMessages,
} from '@worktrail/contract';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  activityUsersAnswer,
  apollo,
  bigOrganisation,
  dayDetail,
  dayEntry,
  designReview,
  gemini,
  kenji,
  memberId,
  numberedMember,
  selfUser,
} from '../../../shared/activity/activity-fixtures.ts';
import { persistPermissions } from '../../../shared/permissions/persisted-permissions.ts';
import { callsTo, failureResponse, okResponse, stubApi } from '../../../test/api.ts';
import { permissionsOf } from '../../../test/permissions.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { storeSession } from '../../../test/tokens.ts';
import { TimelinePage } from './TimelinePage.tsx';

const summaryCall = `GET ${timelineEndpoints.monthSummary.path}`;
const dayCall = `GET ${timelineEndpoints.dayDetail.path}`;
const bulkEdit = `POST ${timelineEndpoints.editBulk.path}`;
const bulkDelete = `DELETE ${timelineEndpoints.deleteBulk.path}`;
const userTasks = `GET ${timelineEndpoints.userTasks.path}`;
/** Kenji's open tasks: a design review on Apollo, none on Gemini. */
const tasksOf = (projectId: string | null) =>
  projectId === apollo.id ? [{ ...designReview, dueDate: '2025-03-10', priority: 'medium', status: 'To do' }] : [];

const zero = { workedSeconds: 0, trackedSeconds: 0, activeSeconds: 0, offlineSeconds: 0, activityPercent: null };

/** A month of the member with nothing recorded but 3 March (two hours). */
function monthOf(month: string, userId = memberId, timeZone = 'Asia/Tokyo'): MonthSummary {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const length = new Date(Date.UTC(year, number, 0)).getUTCDate();
  const days = Array.from({ length }, (_, index) => {
    const date = `${month}-${String(index + 1).padStart(2, '0')}`;
    const worked = date === '2025-03-03' ? 7200 : 0;
    return { ...zero, date, workedSeconds: worked, trackedSeconds: worked, firstStartAt: null, lastEndAt: null };
  });
  return {
    memberId: userId,
    year,
    month: number,
    fromDate: `${month}-01`,
    toDate: `${month}-${length}`,
    timeZone,
    days,
    totals: { ...zero, workedSeconds: days.reduce((sum, day) => sum + day.workedSeconds, 0) },
  };
}

const entries = [dayEntry(1, 9), dayEntry(2, 11), dayEntry(3, 14, { running: true, endDateTime: null })];

function Location() {
  const location = useLocation();
  return <output aria-label="location">{`${location.pathname}${location.search}`}</output>;
}

/** The page as a member of `role` (a manager, who may change anyone's time in scope, unless said otherwise). */
function renderPage(
  route: string,
  handlers: Parameters<typeof stubApi>[0] = {},
  { users = [selfUser, kenji], role = 'manager' }: { users?: ActivityUser[]; role?: RoleKey } = {},
) {
  storeSession();
  persistPermissions('user-1', permissionsOf(role));
  const fetch = stubApi({
    [`GET ${timelineEndpoints.activityUsers.path}`]: ({ url }) => okResponse(activityUsersAnswer(users, url)),
    [summaryCall]: ({ url }) =>
      okResponse(monthOf(url.searchParams.get('month') ?? '', url.searchParams.get('userId') ?? memberId)),
    [dayCall]: () => okResponse(dayDetail(entries)),
    [`GET ${screenshotEndpoints.ofDay.path}`]: () =>
      okResponse({ userId: memberId, date: '2025-03-03', timeZone: 'Asia/Tokyo', urlsExpireAt: '', projects: [] }),
    [`GET ${projectEndpoints.ofMember.path}`]: () => okResponse([apollo, gemini]),
    [userTasks]: ({ url }) => okResponse(tasksOf(url.searchParams.get('projectId'))),
    [bulkEdit]: () => okResponse([]),
    [bulkDelete]: () => okResponse({ deletedIds: [] }),
    ...handlers,
  });
  renderWithProviders(
    <>
      <TimelinePage />
      <Location />
    </>,
    { route },
  );
  return { fetch };
}

const location = () => screen.getByRole('status', { name: 'location' }).textContent;

/** Picks every changeable activity of the day and opens the bulk edit. */
async function openBulkEdit() {
  await userEvent.click(await screen.findByRole('checkbox', { name: 'Select all activities of the day' }));
  await userEvent.click(screen.getByRole('button', { name: 'Edit selected' }));
  return screen.findByRole('dialog', { name: 'Edit 2 activities' });
}
const bulkTask = (dialog: HTMLElement) =>
  within(dialog).getByLabelText('Task', { selector: 'input:not([type=hidden])' });
/** Picks Apollo's design review, offered because both activities are on Apollo. */
async function pickBulkTask(dialog: HTMLElement) {
  await waitFor(() => expect(bulkTask(dialog)).toBeEnabled());
  await userEvent.click(bulkTask(dialog));
  await userEvent.click(await screen.findByRole('option', { name: 'Design review' }));
}

beforeEach(() => {
  // Only the clock: 5 March 2025, 12:00 in Tokyo, 03:00 in London.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2025-03-05T03:00:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
});

describe('TimelinePage', () => {
  it('opens the signed-in member’s current month in their zone and walks to the previous month', async () => {
    const { fetch } = renderPage('/timeline');
    expect(await screen.findByRole('heading', { name: 'March 2025' })).toBeInTheDocument();
    expect(callsTo(fetch, summaryCall)[0]?.query.get('userId')).toBe(selfUser.userId);
    await userEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(await screen.findByRole('heading', { name: 'February 2025' })).toBeInTheDocument();
    expect(location()).toBe('/timeline?month=2025-02');
  });

  it('shows the member of the address in their own zone, says which zone, and links their dashboard', async () => {
    renderPage(`/timeline?member=${memberId}&month=2025-03`);
    expect(await screen.findByText('Times shown in Asia/Tokyo (UTC+09:00)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Open this member's dashboard" })).toHaveAttribute(
      'href',
      `/dashboard?member=${memberId}`,
    );
    await userEvent.click(await screen.findByRole('button', { name: /March 3, 2025: 2 h 0 min worked/ }));
    expect(location()).toBe(`/timeline?member=${memberId}&month=2025-03&date=2025-03-03`);
    expect(await screen.findByRole('heading', { name: 'Monday, March 3, 2025' })).toBeInTheDocument();
  });

  it('opens a member beyond the picker’s first page, asking the server only for what it shows', async () => {
    const far = numberedMember(60);
    const { fetch } = renderPage(`/timeline?member=${far.userId}`, {}, { users: bigOrganisation });
    expect(await screen.findByText('Times shown in Europe/Paris (UTC+01:00)')).toBeInTheDocument();
    expect(screen.getByLabelText('Member', { selector: 'input:not([type=hidden])' })).toHaveValue('Member 060');
    expect(callsTo(fetch, summaryCall)[0]?.query.get('userId')).toBe(far.userId);
    const asked = callsTo(fetch, `GET ${timelineEndpoints.activityUsers.path}`).map(({ query }) => `?${query}`);
    expect(asked).toEqual([`?PageNo=1&PageSize=51`, `?UserId=${far.userId}`]);
  });

  it('shows an employee only themself, read-only', async () => {
    renderPage('/timeline', {}, { users: [{ ...kenji, isSelf: true }], role: 'employee' });
    await screen.findByRole('heading', { name: 'March 2025' });
    const picker = screen.getByLabelText('Member', { selector: 'input:not([type=hidden])' });
    expect(picker).toHaveValue('Kenji Sato (you)');
    expect(picker).toHaveAttribute('readonly');
  });

  it('lets an employee change only their own offline time', async () => {
    const offline = dayEntry(4, 16, { isOffline: true, source: 'offline', activityPercent: null });
    renderPage(
      `/timeline?date=2025-03-03`,
      { [dayCall]: () => okResponse(dayDetail([dayEntry(1, 9), offline])) },
      { users: [{ ...kenji, isSelf: true }], role: 'employee' },
    );
    expect(await screen.findByRole('checkbox', { name: 'Select 09:00–10:00 Apollo' })).toBeDisabled();
    expect(screen.getByText('Only your offline time can be changed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit 09:00–10:00 Apollo' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit 16:00–17:00 Apollo' })).toBeEnabled();
  });

  it("leaves another member's time, offline time included, to holders of Timeline.Manage", async () => {
    const offline = dayEntry(4, 16, { isOffline: true, source: 'offline', activityPercent: null });
    renderPage(
      `/timeline?member=${memberId}&date=2025-03-03`,
      { [dayCall]: () => okResponse(dayDetail([dayEntry(1, 9), offline])) },
      { role: 'employee' },
    );
    expect(await screen.findByRole('checkbox', { name: 'Select 09:00–10:00 Apollo' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Select 16:00–17:00 Apollo' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Edit 16:00–17:00 Apollo' })).not.toBeInTheDocument();
  });

  it('names the task of each activity and sums the day per task beside the time per project', async () => {
    const onTask = dayEntry(1, 9, { taskId: designReview.id, task: designReview });
    renderPage(`/timeline?member=${memberId}&date=2025-03-03`, {
      [dayCall]: () => okResponse(dayDetail([onTask, dayEntry(2, 11)])),
    });
    const row = (await screen.findByRole('checkbox', { name: 'Select 09:00–10:00 Apollo' })).closest('tr');
    expect(row).toHaveTextContent('Design review');
    const perTask = screen.getByRole('table', { name: 'Time per task' });
    expect(within(perTask).getAllByRole('row')[1]).toHaveTextContent(/Design review\s*Apollo\s*1 h 0 min\s*70%/);
    expect(within(screen.getByRole('table', { name: 'Time per project' })).getByText('2 h 0 min')).toBeInTheDocument();
  });

  it("counts a running web timer's time up to now in the day's totals", async () => {
    // Started at 14:00 on a past day: the server counts none of it yet; up to the day's end it is 10 hours.
    const timer = dayEntry(2, 14, { source: 'web', running: true, endDateTime: null, workedSeconds: 0 });
    renderPage(`/timeline?member=${memberId}&date=2025-03-03`, {
      [dayCall]: () => okResponse(dayDetail([dayEntry(1, 9), timer])),
    });
    const perProject = await screen.findByRole('table', { name: 'Time per project' });
    expect(within(perProject).getByText('11 h 0 min')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Worked' })).toHaveTextContent('11 h 0 min');
  });

  it('says when no time of the day was on a task', async () => {
    renderPage(`/timeline?member=${memberId}&date=2025-03-03`);
    const perTask = await screen.findByRole('table', { name: 'Time per task' });
    expect(perTask).toHaveTextContent('No time was recorded on a task this day.');
  });

  it('bulk-sets a task of the project the chosen activities share', async () => {
    const { fetch } = renderPage(`/timeline?member=${memberId}&date=2025-03-03`);
    const dialog = await openBulkEdit();
    await pickBulkTask(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply to 2 activities' }));
    await waitFor(() => expect(callsTo(fetch, bulkEdit)).toHaveLength(1));
    expect(callsTo(fetch, bulkEdit)[0]?.body).toEqual({ taskId: designReview.id });
  });

  it('forgets the bulk task when a new project is chosen, which clears the activities’ tasks', async () => {
    const { fetch } = renderPage(`/timeline?member=${memberId}&date=2025-03-03`);
    const dialog = await openBulkEdit();
    await pickBulkTask(dialog);
    await userEvent.click(within(dialog).getByLabelText('New project', { selector: 'input:not([type=hidden])' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Gemini' }));
    expect(bulkTask(dialog)).toHaveValue('');
    expect(await within(dialog).findByText('The member has no open tasks on this project.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply to 2 activities' }));
    await waitFor(() => expect(callsTo(fetch, bulkEdit)).toHaveLength(1));
    expect(callsTo(fetch, bulkEdit)[0]?.body).toEqual({ projectId: gemini.id });
  });

  it('explains a month the server refuses, with a retry', async () => {
    renderPage(`/timeline?member=${memberId}&month=2025-03`, {
      [summaryCall]: () => failureResponse(400, 'VALIDATION', timelineMessages.rangeTooLong),
    });
    expect(await screen.findByText(timelineMessages.rangeTooLong)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('bulk-edits the chosen activities to another project, then reloads the day', async () => {
    const { fetch } = renderPage(`/timeline?member=${memberId}&date=2025-03-03`);
    const running = await screen.findByRole('checkbox', { name: 'Select Apollo from 14:00, running' });
    expect(running).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select 09:00–10:00 Apollo' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select 11:00–12:00 Apollo' }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit 2 activities' });

    // Nothing chosen: the contract's message, nothing sent.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply to 2 activities' }));
    expect(await within(dialog).findByText(timelineMessages.nothingToChange)).toBeInTheDocument();
    expect(callsTo(fetch, bulkEdit)).toHaveLength(0);

    await userEvent.click(within(dialog).getByLabelText('New project', { selector: 'input:not([type=hidden])' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Gemini' }));
    const daysBefore = callsTo(fetch, dayCall).length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply to 2 activities' }));
    expect(await screen.findByText('2 activities changed.')).toBeInTheDocument();
    const [sent] = callsTo(fetch, bulkEdit);
    expect(sent?.query.get('ActivityIds')).toBe(`${entries[0]?.id},${entries[1]?.id}`);
    expect(sent?.body).toEqual({ projectId: gemini.id });
    await waitFor(() => expect(callsTo(fetch, dayCall).length).toBeGreaterThan(daysBefore));
    expect(screen.queryByText('2 selected')).not.toBeInTheDocument();
  });

  it('keeps the bulk edit open with the server’s reason when it is refused', async () => {
    renderPage(`/timeline?member=${memberId}&date=2025-03-03`, {
      [bulkEdit]: () => failureResponse(422, 'UNPROCESSABLE', trackingMessages.notProjectMember),
    });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select all activities of the day' }));
    await userEvent.click(screen.getByRole('button', { name: 'Edit selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit 2 activities' });
    await userEvent.click(within(dialog).getByLabelText('New project', { selector: 'input:not([type=hidden])' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Gemini' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply to 2 activities' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(trackingMessages.notProjectMember);
  });

  it('bulk-deletes after a confirmation that counts them and says it cannot be undone', async () => {
    const { fetch } = renderPage(`/timeline?member=${memberId}&date=2025-03-03`);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select all activities of the day' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete selected' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete activity' });
    expect(confirm).toHaveTextContent('Delete 2 activities?');
    expect(confirm).toHaveTextContent('This cannot be undone.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(callsTo(fetch, bulkDelete)).toHaveLength(1));
    expect(callsTo(fetch, bulkDelete)[0]?.query.get('ActivityIds')).toBe(`${entries[0]?.id},${entries[1]?.id}`);
  });
});
