import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { projectEndpoints, taskEndpoints, timelineEndpoints } from '@worktrail/contract';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { activityUsersAnswer, numberedMember } from '../../../shared/activity/activity-fixtures.ts';
import { persistPermissions } from '../../../shared/permissions/persisted-permissions.ts';
import { callsTo, failureResponse, okResponse, stubApi } from '../../../test/api.ts';
import { permissionsOf } from '../../../test/permissions.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { storeSession } from '../../../test/tokens.ts';
import { adaUser, apolloProject, done, graceUser, taskPage, todo } from '../lists/testing/list-fixtures.ts';
import { boardId, grace, taskCard } from '../testing/task-fixtures.ts';
import { ViewTasksPage } from './ViewTasksPage.tsx';

const list = `GET ${taskEndpoints.list.path}`;
const usersCall = `GET ${timelineEndpoints.activityUsers.path}`;
/** Ada (the caller), Grace and 60 more: more than the member picker lists at once. */
const people = [adaUser, graceUser, ...Array.from({ length: 60 }, (_, index) => numberedMember(index + 1))];

const brief = taskCard(1, todo.id, {
  name: 'Write the brief',
  priority: 'high',
  overdue: true,
  dueDate: '2025-03-03',
  group: { id: todo.id, name: 'To do', isDone: false },
  trackedSeconds: 5400 + 300,
  commentCount: 3,
});
const venue = taskCard(2, done.id, {
  name: 'Book the venue',
  assignee: grace,
  group: { id: done.id, name: 'Done', isDone: true },
});

type Handlers = Parameters<typeof stubApi>[0];

/** Shows the address the page wrote, as a reload would read it. */
function Address() {
  const location = useLocation();
  return <output aria-label="address">{location.search}</output>;
}

function renderViewTasks({ route = '/projects/view-tasks', handlers = {} as Handlers } = {}) {
  storeSession();
  persistPermissions('user-1', permissionsOf('owner'));
  const fetch = stubApi({
    [usersCall]: ({ url }) => okResponse(activityUsersAnswer(people, url)),
    [`GET ${projectEndpoints.active.path}`]: () => okResponse([apolloProject]),
    [list]: ({ url }) =>
      okResponse(taskPage([brief, venue], { page: Number(url.searchParams.get('PageNo')), total: 32 })),
    ...handlers,
  });
  const view = renderWithProviders(
    <>
      <ViewTasksPage />
      <Address />
    </>,
    { route },
  );
  return { fetch, ...view };
}

// jsdom has no layout: the searchable pickers scroll their options into view.
Element.prototype.scrollIntoView ??= () => undefined;

const table = () => screen.findByRole('table', { name: 'Tasks' });
const userQueries = (fetch: ReturnType<typeof stubApi>) =>
  callsTo(fetch, usersCall).map((call) => Object.fromEntries(call.query));
/** No call asked for every member: each for one page or one member. */
const neverWhole = (fetch: ReturnType<typeof stubApi>) =>
  expect(userQueries(fetch).every((query) => query.PageSize === '51' || query.UserId)).toBe(true);
const address = () => new URLSearchParams(screen.getByRole('status', { name: 'address' }).textContent ?? '');

describe('ViewTasksPage', () => {
  it('shows each task with project, assignee, status, priority, due date, tracked time and comments', async () => {
    const { fetch } = renderViewTasks();
    await screen.findByRole('link', { name: 'Write the brief' });
    const rows = within(await table()).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Write the brief');
    expect(rows[1]).toHaveTextContent('Apollo');
    expect(rows[1]).toHaveTextContent('Ada Lovelace');
    expect(rows[1]).toHaveTextContent('To do');
    expect(rows[1]).toHaveTextContent('High');
    expect(rows[1]).toHaveTextContent('Overdue');
    expect(rows[1]).toHaveTextContent('1 h 35 min');
    expect(rows[1]).toHaveTextContent('3');
    expect(rows[2]).not.toHaveTextContent('Overdue');
    expect(within(rows[1] as HTMLElement).getByRole('link', { name: 'Write the brief' })).toHaveAttribute(
      'href',
      `/projects/boards/${boardId}?task=${brief.id}`,
    );
    const query = callsTo(fetch, list).at(-1)?.query;
    expect(query?.get('PageNo')).toBe('1');
    expect(query?.get('PageSize')).toBe('10');
    expect(query?.get('Sorting')).toBe('dueDate asc');
    expect(screen.getByText('1–10 of 32')).toBeInTheDocument();
  });

  it('restores every filter, the order and the page from the address, as after a reload', async () => {
    const route =
      `/projects/view-tasks?AssigneeIds=${grace.id}&ProjectIds=${apolloProject.id}&State=done` +
      '&Priorities=high,urgent&DueFrom=2025-03-01&DueTo=2025-03-31&Mine=true&Search=venue' +
      '&Sorting=priority%20desc&PageNo=2&PageSize=25';
    const { fetch } = renderViewTasks({ route });
    await table();
    const query = callsTo(fetch, list).at(-1)?.query;
    expect(Object.fromEntries(query ?? [])).toEqual({
      PageNo: '2',
      PageSize: '25',
      AssigneeIds: grace.id,
      ProjectIds: apolloProject.id,
      State: 'done',
      Priorities: 'high,urgent',
      DueFrom: '2025-03-01',
      DueTo: '2025-03-31',
      Mine: 'true',
      Search: 'venue',
      Sorting: 'priority desc',
    });
    expect(screen.getByRole('searchbox', { name: 'Search tasks' })).toHaveValue('venue');
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue('Done');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('Priority, urgent first');
    expect(screen.getByRole('switch', { name: 'My tasks' })).toBeChecked();
    // Grace's name in the assignee filter once the people are loaded, beside her row in the table.
    await waitFor(() => expect(screen.getAllByText('Grace Hopper')).toHaveLength(2));
    expect(screen.getByRole('combobox', { name: 'Assignees' })).toHaveTextContent('Grace Hopper');
    expect(userQueries(fetch)).toEqual([{ PageNo: '1', PageSize: '51' }]);
    // The due range in the person's date pattern (day first by default), not the address's ISO form.
    expect(screen.getByRole('textbox', { name: 'Due from' })).toHaveValue('01/03/2025');
    expect(screen.getByRole('textbox', { name: 'Due until' })).toHaveValue('31/03/2025');
  });

  it('writes a changed filter into the address and starts again at page 1', async () => {
    const { fetch } = renderViewTasks({ route: '/projects/view-tasks?PageNo=3' });
    await table();
    await userEvent.click(screen.getByRole('combobox', { name: 'State' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Open' }));
    await waitFor(() => expect(address().get('State')).toBe('open'));
    expect(address().has('PageNo')).toBe(false);
    await userEvent.click(screen.getByRole('switch', { name: 'My tasks' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search tasks' }), 'brief');
    await waitFor(() => expect(address().get('Search')).toBe('brief'));
    expect(address().get('Mine')).toBe('true');
    await waitFor(() => expect(callsTo(fetch, list).at(-1)?.query.get('Search')).toBe('brief'));
    expect(callsTo(fetch, list).at(-1)?.query.get('State')).toBe('open');
  });

  it('takes a due date typed in the person’s pattern, and a multi-select pressed opens with its options', async () => {
    const { fetch } = renderViewTasks();
    await table();
    await userEvent.click(screen.getByRole('textbox', { name: 'Due from' }));
    await userEvent.paste('01/03/2025');
    await waitFor(() => expect(address().get('DueFrom')).toBe('2025-03-01'));
    await waitFor(() => expect(callsTo(fetch, list).at(-1)?.query.get('DueFrom')).toBe('2025-03-01'));

    await userEvent.click(screen.getByRole('combobox', { name: 'Assignees' }));
    await userEvent.click(await screen.findByRole('option', { name: /^Grace Hopper/ }));
    await waitFor(() => expect(address().get('AssigneeIds')).toBe(grace.id));
  });

  it('names an assignee not on the picker’s first page by id, and finds more on the server as typed', async () => {
    const far = numberedMember(60);
    const { fetch } = renderViewTasks({ route: `/projects/view-tasks?AssigneeIds=${far.userId}` });
    await table();
    const field = () => screen.getByRole('combobox', { name: 'Assignees' });
    // By name in the filter (closed, or as a pill once its code is loaded).
    expect(await screen.findByText('Member 060')).toBeInTheDocument();
    expect(userQueries(fetch)).toEqual([{ PageNo: '1', PageSize: '51' }, { UserId: far.userId }]);

    await userEvent.click(field());
    await screen.findByRole('listbox', { name: 'Assignees' });
    await userEvent.type(screen.getByRole('combobox', { name: 'Assignees' }), 'member55@');
    await waitFor(() =>
      expect(userQueries(fetch).at(-1)).toEqual({ search: 'member55@', PageNo: '1', PageSize: '51' }),
    );
    await userEvent.click(await screen.findByRole('option', { name: /^Member 055/ }));
    await waitFor(() => expect(address().get('AssigneeIds')).toBe(`${far.userId},${numberedMember(55).userId}`));
    await waitFor(() =>
      expect(callsTo(fetch, list).at(-1)?.query.get('AssigneeIds')).toBe(`${far.userId},${numberedMember(55).userId}`),
    );
    neverWhole(fetch);
  });

  it('says when no task matches the filters, and offers to clear them', async () => {
    const { fetch } = renderViewTasks({
      route: '/projects/view-tasks?Search=nothing',
      handlers: { [list]: () => okResponse(taskPage([])) },
    });
    expect(await screen.findByText('No tasks match these filters')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(address().has('Search')).toBe(false));
    expect(await screen.findByText('No tasks yet')).toBeInTheDocument();
    expect(callsTo(fetch, list).at(-1)?.query.has('Search')).toBe(false);
  });

  it('says there are no tasks yet, with the way to the workspaces', async () => {
    renderViewTasks({ handlers: { [list]: () => okResponse(taskPage([])) } });
    const empty = await screen.findByText('No tasks yet');
    expect(
      within(empty.parentElement as HTMLElement).getByRole('link', { name: 'Workspaces and boards' }),
    ).toHaveAttribute('href', '/projects/workspaces');
  });

  it('offers to try again when the tasks could not load', async () => {
    let attempts = 0;
    renderViewTasks({
      handlers: {
        [list]: () =>
          ++attempts === 1 ? failureResponse(500, 'INTERNAL', '') : okResponse(taskPage([brief], { total: 1 })),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await table()).toBeInTheDocument();
  });
});
