import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { projectEndpoints, type TaskCard, taskEndpoints, taskMessages, timelineEndpoints } from '@worktrail/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { persistPermissions } from '../../../shared/permissions/persisted-permissions.ts';
import { callsTo, failureResponse, okResponse, stubApi } from '../../../test/api.ts';
import { permissionsOf } from '../../../test/permissions.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { storeSession } from '../../../test/tokens.ts';
import { adaUser, apolloProject, doing, launchOption, taskPage, todo } from '../lists/testing/list-fixtures.ts';
import { boardId, fixtureId, grace, taskCard, taskDetail, workspaceItem } from '../testing/task-fixtures.ts';
import { QuickTasksPage } from './QuickTasksPage.tsx';

const list = `GET ${taskEndpoints.list.path}`;
const create = `POST ${taskEndpoints.create.path}`;
const update = `PUT ${taskEndpoints.update.path}`;
const markDone = `POST ${taskEndpoints.markDone.path}`;
const remove = `DELETE ${taskEndpoints.delete.path}`;
const getTask = `GET ${taskEndpoints.task.path}`;

const first = taskCard(1, todo.id, { name: 'Write the brief', group: { id: todo.id, name: 'To do', isDone: false } });
const late = taskCard(2, todo.id, {
  name: 'Book the venue',
  overdue: true,
  group: { id: todo.id, name: 'To do', isDone: false },
});
const projectRoute = `/projects/project-tasks?ProjectId=${apolloProject.id}`;

type Handlers = Parameters<typeof stubApi>[0];

function renderQuickTasks({ route = projectRoute, handlers = {} as Handlers, tasks = [first, late] } = {}) {
  storeSession();
  persistPermissions('user-1', permissionsOf('employee'));
  const fetch = stubApi({
    [`GET ${timelineEndpoints.activityUsers.path}`]: () => okResponse([adaUser]),
    [`GET ${projectEndpoints.active.path}`]: () => okResponse([apolloProject]),
    [`GET ${taskEndpoints.boardOptions.path}`]: () => okResponse([launchOption]),
    [`GET ${taskEndpoints.workspaces.path}`]: () => okResponse([workspaceItem()]),
    [list]: () => okResponse(taskPage(tasks)),
    ...handlers,
  });
  renderWithProviders(<QuickTasksPage />, { route });
  return fetch;
}

// jsdom has no layout: the searchable pickers scroll their options into view.
Element.prototype.scrollIntoView ??= () => undefined;

const rows = () => screen.findByRole('list', { name: 'Tasks of the project' });

afterEach(() => {
  vi.useRealTimers();
});

describe('QuickTasksPage', () => {
  it('asks for a project before showing any tasks, then lists its open ones', async () => {
    const fetch = renderQuickTasks({ route: '/projects/project-tasks' });
    expect(await screen.findByText('Select a project to see its tasks')).toBeInTheDocument();
    expect(callsTo(fetch, list)).toHaveLength(0);
    await userEvent.click(screen.getByRole('combobox', { name: /^Project/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Apollo' }));
    expect(within(await rows()).getAllByRole('listitem')).toHaveLength(2);
    const query = callsTo(fetch, list).at(-1)?.query;
    expect(query?.get('ProjectIds')).toBe(apolloProject.id);
    expect(query?.get('State')).toBe('open');
    expect(query?.get('PageNo')).toBe('1');
    expect(query?.get('PageSize')).toBe('10');
  });

  it('adds a task on Enter, due in 7 days in the member’s own zone, and keeps the field ready for the next', async () => {
    // 20:00 on 9 March in London is already 10 March in Tokyo, where Ada counts her days.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-03-09T20:00:00Z'));
    let created = 0;
    const fetch = renderQuickTasks({
      handlers: { [create]: () => okResponse(taskCard(10 + ++created, todo.id, { name: `New ${created}` })) },
    });
    await rows();
    const field = await screen.findByRole('textbox', { name: 'New task' });
    await userEvent.type(field, 'Order the banners{Enter}');
    await waitFor(() => expect(field).toHaveValue(''));
    expect(field).toHaveFocus();
    await userEvent.type(field, 'Print the flyers{Enter}');
    await waitFor(() => expect(callsTo(fetch, create)).toHaveLength(2));
    expect(callsTo(fetch, create).map((call) => call.body)).toEqual([
      {
        name: 'Order the banners',
        description: '',
        assigneeId: adaUser.userId,
        dueDate: '2025-03-17',
        projectId: apolloProject.id,
        groupId: todo.id,
        priority: 'medium',
      },
      expect.objectContaining({ name: 'Print the flyers', groupId: todo.id }),
    ]);
    // Ada's zone comes from the member picker's first page (the caller first): the whole list is never asked for.
    expect(
      callsTo(fetch, `GET ${timelineEndpoints.activityUsers.path}`).map((call) => Object.fromEntries(call.query)),
    ).toEqual([{ PageNo: '1', PageSize: '51' }]);
    await waitFor(() => expect(field).toHaveValue(''));
    expect(field).toHaveFocus();
  });

  it('says the §5 text for an empty name and sends nothing', async () => {
    const fetch = renderQuickTasks();
    await userEvent.type(await screen.findByRole('textbox', { name: 'New task' }), '   {Enter}');
    expect(await screen.findByText(taskMessages.nameRequired)).toBeInTheDocument();
    expect(callsTo(fetch, create)).toHaveLength(0);
  });

  it('changes a status in place with the stamp the row was read with, keeping the description', async () => {
    const fetch = renderQuickTasks({
      handlers: {
        [getTask]: () => okResponse(taskDetail(first, { description: 'Keep this text' })),
        [update]: () => okResponse({ ...first, group: { id: doing.id, name: doing.name, isDone: false } }),
      },
    });
    await rows();
    await userEvent.click(screen.getByRole('combobox', { name: 'Status of Write the brief' }));
    await userEvent.click(await screen.findByRole('option', { name: 'In progress' }));
    await waitFor(() => expect(callsTo(fetch, update)).toHaveLength(1));
    const [call] = callsTo(fetch, update);
    expect(call?.query.get('id')).toBe(first.id);
    expect(call?.body).toEqual({
      name: first.name,
      description: 'Keep this text',
      assigneeId: first.assignee.id,
      dueDate: first.dueDate,
      projectId: first.project.id,
      groupId: doing.id,
      priority: first.priority,
      concurrencyStamp: first.concurrencyStamp,
    });
  });

  it('asks whom a task may go to only when its assignee field is pressed, then assigns the one chosen', async () => {
    const assignable = `GET ${taskEndpoints.assignable.path}`;
    const fetch = renderQuickTasks({
      handlers: {
        [assignable]: () => okResponse([first.assignee, grace]),
        [getTask]: () => okResponse(taskDetail(first)),
        [update]: () => okResponse({ ...first, assignee: grace }),
      },
    });
    await rows();
    const field = screen.getByRole('combobox', { name: 'Assignee of Write the brief' });
    expect(field).toHaveValue(first.assignee.name);
    expect(callsTo(fetch, assignable)).toHaveLength(0);
    await userEvent.click(field);
    await userEvent.click(await screen.findByRole('option', { name: grace.name }));
    await waitFor(() => expect(callsTo(fetch, update)).toHaveLength(1));
    expect(callsTo(fetch, assignable)[0]?.query.get('id')).toBe(first.workspaceId);
    expect(callsTo(fetch, update)[0]?.body).toMatchObject({ assigneeId: grace.id, dueDate: first.dueDate });
  });

  it('shows the conflict notice on a stale stamp and reloads the list', async () => {
    const fetch = renderQuickTasks({
      handlers: {
        [getTask]: () => okResponse(taskDetail(first)),
        [update]: () => failureResponse(409, 'CONCURRENCY_ERROR', taskMessages.stale),
      },
    });
    await rows();
    const loads = callsTo(fetch, list).length;
    await userEvent.click(screen.getByRole('combobox', { name: 'Priority of Write the brief' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Urgent' }));
    expect(await screen.findByText((i18n.t as (key: string) => string)('tasks.conflict.title'))).toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetch, list).length).toBeGreaterThan(loads));
    expect(callsTo(fetch, update)[0]?.body).toMatchObject({
      priority: 'urgent',
      concurrencyStamp: first.concurrencyStamp,
    });
  });

  it('marks overdue tasks with a word, not colour alone, and links each task to its full view', async () => {
    renderQuickTasks();
    const items = within(await rows()).getAllByRole('listitem');
    expect(items[0]).not.toHaveTextContent('Overdue');
    expect(items[1]).toHaveTextContent('Overdue');
    expect(within(items[0] as HTMLElement).getByRole('link', { name: 'Write the brief' })).toHaveAttribute(
      'href',
      `/projects/boards/${boardId}?task=${first.id}`,
    );
  });

  it("shows the §8 text when the board has no 'Done' status", async () => {
    renderQuickTasks({
      handlers: { [markDone]: () => failureResponse(422, 'UNPROCESSABLE', taskMessages.noDoneStatus) },
    });
    await rows();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Mark Write the brief as done' }));
    expect(await screen.findByText(taskMessages.noDoneStatus)).toBeInTheDocument();
  });

  it('deletes only after a confirmation that says it cannot be undone', async () => {
    const fetch = renderQuickTasks({ handlers: { [remove]: () => okResponse({ id: first.id }) } });
    await rows();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Write the brief' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete task?' });
    expect(dialog).toHaveTextContent('This cannot be undone.');
    expect(callsTo(fetch, remove)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(callsTo(fetch, remove)[0]?.query.get('id')).toBe(first.id));
  });

  it('offers no new-task field, and says where boards are made, when the caller may add tasks nowhere', async () => {
    const other: TaskCard = taskCard(3, fixtureId('c', 9), { boardId: fixtureId('b', 9), name: 'Someone else’s' });
    renderQuickTasks({
      tasks: [other],
      handlers: { [`GET ${taskEndpoints.boardOptions.path}`]: () => okResponse([]) },
    });
    await rows();
    expect(screen.queryByRole('textbox', { name: 'New task' })).not.toBeInTheDocument();
    expect(screen.getByText('No board to add tasks to')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Workspaces and boards' })[0]).toHaveAttribute(
      'href',
      '/projects/workspaces',
    );
    expect(screen.queryByRole('combobox', { name: /^Status of/ })).not.toBeInTheDocument();
  });
});
