import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  projectEndpoints,
  type TimerState,
  timelineEndpoints,
  timerEndpoints,
  timerMessages,
  type UserTask,
} from '@worktrail/contract';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, failureResponse, okResponse, stubApi } from '../../../test/api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { storeSession } from '../../../test/tokens.ts';
import { timerChannelName } from '../api/timer-channel.ts';
import { HeaderTimer } from './HeaderTimer.tsx';
import { lastChoiceKey } from './last-choice.ts';

const current = `GET ${timerEndpoints.current.path}`;
const start = `POST ${timerEndpoints.start.path}`;
const stop = `POST ${timerEndpoints.stop.path}`;
const userTasks = `GET ${timelineEndpoints.userTasks.path}`;
const apollo = {
  id: '0198c1f0-0000-7000-8000-0000000000b1',
  name: 'Apollo',
  colorCode: '#228BE6',
  status: 'active',
  customerId: '0198c1f0-0000-7000-8000-0000000000c1',
  customerName: 'Initech',
};
const gemini = { ...apollo, id: '0198c1f0-0000-7000-8000-0000000000b2', name: 'Gemini', colorCode: '#e8590c' };
const checkout: UserTask = {
  id: '0198c1f0-0000-7000-8000-0000000000d1',
  name: 'Checkout page',
  dueDate: '2030-01-10',
  priority: 'high',
  status: 'In progress',
};
/** The caller's open tasks: Apollo has the checkout page, Gemini none. */
const tasksOf = (projectId: string | null) => (projectId === apollo.id ? [checkout] : []);

const allowance = { limitSeconds: null, usedSeconds: 0, remainingSeconds: null, weekEndsAt: '2030-01-07T00:00:00Z' };
const idle = (overrides: Partial<TimerState> = {}): TimerState => ({
  running: null,
  stopped: null,
  stoppedByLimit: false,
  reason: null,
  weeklyAllowance: allowance,
  serverNow: new Date().toISOString(),
  ...overrides,
});
const entry = (startedAt: string, endedAt: string | null = null, taskId: string | null = null) => ({
  id: '0198c1f0-0000-7000-8000-0000000000e1',
  projectId: apollo.id,
  projectName: apollo.name,
  colorCode: apollo.colorCode,
  taskId,
  taskName: taskId === checkout.id ? checkout.name : null,
  note: '',
  startedAt,
  endedAt,
  source: 'web' as const,
});

type Handlers = Parameters<typeof stubApi>[0];

// jsdom has no scrolling; a picker with a value scrolls its option into view when it opens again.
Element.prototype.scrollIntoView ??= () => undefined;

function renderTimer(handlers: Handlers = {}) {
  storeSession();
  const fetch = stubApi({
    [current]: () => okResponse(idle()),
    [`GET ${projectEndpoints.mine.path}`]: () => okResponse([apollo, gemini]),
    [userTasks]: ({ url }) => okResponse(tasksOf(url.searchParams.get('projectId'))),
    ...handlers,
  });
  const { queryClient, unmount } = renderWithProviders(<HeaderTimer />);
  return { fetch, queryClient, unmount };
}

const picker = (name: 'Project' | 'Task') => screen.findByLabelText(name, { selector: 'input:not([type=hidden])' });
const pick = async (name: 'Project' | 'Task', option: string) => {
  await userEvent.click(await picker(name));
  await userEvent.click(await screen.findByRole('option', { name: option }));
};
const pickApollo = () => pick('Project', 'Apollo');

describe('HeaderTimer', () => {
  it('opens the project picker on its first click, once its dropdown has loaded, and keeps the focus in it', async () => {
    renderTimer();
    const standIn = await picker('Project');
    expect(standIn).toHaveAttribute('role', 'combobox');
    expect(standIn).toHaveAttribute('aria-expanded', 'false');
    // The stand-in, not the searchable picker: the dropdown's code has not been fetched yet (first in this file).
    expect(standIn).toHaveAttribute('readonly');

    await userEvent.click(standIn);

    expect(await screen.findByRole('option', { name: 'Apollo' })).toBeInTheDocument();
    expect(await picker('Project')).toHaveFocus();
    expect(await picker('Project')).toHaveAttribute('aria-expanded', 'true');
  });

  it('starts the timer on the picked project, then shows it running with Stop, and says so once', async () => {
    const now = new Date().toISOString();
    const { fetch } = renderTimer({ [start]: () => okResponse(idle({ running: entry(now), serverNow: now })) });
    expect(await screen.findByRole('button', { name: 'Start' })).toBeDisabled();
    await pickApollo();
    await userEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(await screen.findByRole('button', { name: 'Stop the timer on Apollo' })).toBeInTheDocument();
    expect(callsTo(fetch, start)[0]?.body).toEqual({ projectId: apollo.id });
    expect(screen.getByText('Apollo')).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: 'Elapsed time' })).toHaveTextContent(/^0:00:0\d$/);
    expect(screen.getByRole('status')).toHaveTextContent('Timer started on Apollo.');
  });

  it('starts the timer on the chosen task of the project and shows the task while it runs', async () => {
    const now = new Date().toISOString();
    const { fetch } = renderTimer({
      [start]: () => okResponse(idle({ running: entry(now, null, checkout.id), serverNow: now })),
    });
    await pickApollo();
    await pick('Task', 'Checkout page');
    await userEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(await screen.findByRole('button', { name: 'Stop the timer on Apollo' })).toBeInTheDocument();
    expect(callsTo(fetch, start)[0]?.body).toEqual({ projectId: apollo.id, taskId: checkout.id });
    expect(callsTo(fetch, userTasks)[0]?.query.get('userId')).toBeNull();
    expect(await screen.findByTestId('timer-task')).toHaveTextContent('Checkout page');
  });

  it('disables the task picker with a hint where there are no tasks, and forgets the task with the project', async () => {
    const { fetch } = renderTimer({ [start]: () => okResponse(idle()) });
    expect(await picker('Task')).toBeDisabled();
    expect(await picker('Task')).toHaveAttribute('placeholder', 'Pick a project first');
    await pickApollo();
    await pick('Task', 'Checkout page');
    await pick('Project', 'Gemini');
    await waitFor(async () => expect(await picker('Task')).toBeDisabled());
    expect(await picker('Task')).toHaveValue('');
    expect(await picker('Task')).toHaveAttribute('placeholder', 'No open tasks of yours on this project');
    await userEvent.click(screen.getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(callsTo(fetch, start)).toHaveLength(1));
    expect(callsTo(fetch, start)[0]?.body).toEqual({ projectId: gemini.id });
  });

  it('tells a member on no project yet who can add them to one, instead of an empty list', async () => {
    renderTimer({ [`GET ${projectEndpoints.mine.path}`]: () => okResponse([]) });
    const hint = 'You are not on any project yet. Ask your manager or an owner to add you to one.';
    await waitFor(async () => expect(await picker('Project')).toHaveAttribute('placeholder', hint));
    expect(screen.getByRole('button', { name: 'Start' })).toBeDisabled();
  });

  it('keeps the pickers behind one button on a narrow screen', async () => {
    const narrow = window.matchMedia('(max-width: 1px)');
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({ ...narrow, media: query, matches: true }));
    const now = new Date().toISOString();
    const { fetch } = renderTimer({
      [start]: () => okResponse(idle({ running: entry(now, null, checkout.id), serverNow: now })),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Start timer' }));
    const pickers = await screen.findByRole('group', { name: 'Start timer' });
    await userEvent.click(within(pickers).getByLabelText('Project', { selector: 'input:not([type=hidden])' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Apollo' }));
    await userEvent.click(within(pickers).getByLabelText('Task', { selector: 'input:not([type=hidden])' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Checkout page' }));
    await userEvent.click(within(pickers).getByRole('button', { name: 'Start' }));
    expect(await screen.findByRole('button', { name: 'Stop the timer on Apollo' })).toBeInTheDocument();
    expect(callsTo(fetch, start)[0]?.body).toEqual({ projectId: apollo.id, taskId: checkout.id });
  });

  it('counts the elapsed time on the server’s clock, not the browser’s', async () => {
    // The server is an hour behind this browser; the entry started 65 s ago by the server's clock.
    const serverNow = new Date(Date.now() - 3600_000);
    const startedAt = new Date(serverNow.getTime() - 65_000).toISOString();
    renderTimer({
      [current]: () => okResponse(idle({ running: entry(startedAt), serverNow: serverNow.toISOString() })),
    });
    expect(await screen.findByRole('timer', { name: 'Elapsed time' })).toHaveTextContent(/^0:01:0[5-7]$/);
  });

  it('stops the running timer and offers the project picker again', async () => {
    const startedAt = new Date(Date.now() - 120_000).toISOString();
    const { fetch } = renderTimer({
      [current]: () => okResponse(idle({ running: entry(startedAt) })),
      [stop]: () => okResponse(idle({ stopped: entry(startedAt, new Date().toISOString()) })),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Stop the timer on Apollo' }));
    expect(await screen.findByRole('button', { name: 'Start' })).toBeInTheDocument();
    expect(callsTo(fetch, stop)).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('Timer stopped.');
  });

  it('says why when the weekly limit stopped the timer, and does not start again', async () => {
    const startedAt = new Date(Date.now() - 7200_000).toISOString();
    renderTimer({
      [current]: () =>
        okResponse(
          idle({
            stopped: entry(startedAt, new Date().toISOString()),
            stoppedByLimit: true,
            reason: timerMessages.stoppedByLimit,
            weeklyAllowance: { ...allowance, limitSeconds: 7200, usedSeconds: 7200, remainingSeconds: 0 },
          }),
        ),
    });
    expect(await screen.findByTestId('timer-note')).toHaveTextContent(timerMessages.stoppedByLimit);
    expect(screen.getByRole('button', { name: 'Start' })).toBeDisabled();
  });

  it('shows a refused start as a toast with the server’s message, then the timer that runs', async () => {
    const startedAt = new Date().toISOString();
    let running = false;
    renderTimer({
      [current]: () => okResponse(idle(running ? { running: entry(startedAt) } : {})),
      [start]: () => {
        running = true;
        return failureResponse(409, 'ALREADY_EXISTS', timerMessages.alreadyRunning);
      },
    });
    await pickApollo();
    await userEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(await screen.findByText(timerMessages.alreadyRunning)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Stop the timer on Apollo' })).toBeInTheDocument();
  });

  it('follows a start made in another tab at once', async () => {
    renderTimer();
    expect(await screen.findByRole('button', { name: 'Start' })).toBeInTheDocument();
    const now = new Date().toISOString();
    const otherTab = new BroadcastChannel(timerChannelName);
    otherTab.postMessage({
      type: 'timer-changed',
      snapshot: { state: idle({ running: entry(now), serverNow: now }), clockOffsetMs: 0 },
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Stop the timer on Apollo' })).toBeInTheDocument());
    otherTab.close();
  });

  it('keeps the stopped project and task chosen for the next start, also after a reload', async () => {
    const startedAt = new Date(Date.now() - 120_000).toISOString();
    const now = new Date().toISOString();
    const first = renderTimer({
      [current]: () => okResponse(idle({ running: entry(startedAt, null, checkout.id) })),
      [stop]: () => okResponse(idle({ stopped: entry(startedAt, now, checkout.id) })),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Stop the timer on Apollo' }));
    expect(await picker('Project')).toHaveValue('Apollo');
    await waitFor(async () => expect(await picker('Task')).toHaveValue('Checkout page'));
    expect(JSON.parse(window.localStorage.getItem(lastChoiceKey('user-1')) ?? 'null')).toEqual({
      projectId: apollo.id,
      taskId: checkout.id,
    });

    first.unmount();
    const { fetch } = renderTimer({ [start]: () => okResponse(idle({ running: entry(now), serverNow: now })) });
    await waitFor(async () => expect(await picker('Project')).toHaveValue('Apollo'));
    await userEvent.click(screen.getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(callsTo(fetch, start)).toHaveLength(1));
    expect(callsTo(fetch, start)[0]?.body).toEqual({ projectId: apollo.id, taskId: checkout.id });
  });

  it('reloads the dashboards, the timeline and presence after a start and a stop', async () => {
    const now = new Date().toISOString();
    const { queryClient } = renderTimer({
      [start]: () => okResponse(idle({ running: entry(now), serverNow: now })),
      [stop]: () => okResponse(idle({ stopped: entry(now, new Date().toISOString()) })),
    });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await pickApollo();
    await userEvent.click(screen.getByRole('button', { name: 'Start' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Stop the timer on Apollo' }));
    await screen.findByRole('button', { name: 'Start' });
    const activity = invalidate.mock.calls.filter(([filters]) => filters?.queryKey?.[0] === 'activity');
    expect(activity.map(([filters]) => filters?.queryKey)).toEqual([['activity'], ['activity']]);
  });

  it('forgets a remembered project the member no longer works on', async () => {
    window.localStorage.setItem(lastChoiceKey('user-1'), JSON.stringify({ projectId: 'gone', taskId: null }));
    renderTimer();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Start' })).toBeDisabled());
    expect(await picker('Project')).toHaveValue('');
  });
});
