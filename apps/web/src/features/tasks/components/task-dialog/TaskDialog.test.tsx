import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { projectEndpoints, taskEndpoints, taskMessages } from '@worktrail/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { persistPermissions } from '../../../../shared/permissions/persisted-permissions.ts';
import { callsTo, failureResponse, okResponse, stubApi } from '../../../../test/api.ts';
import { permissionsOf } from '../../../../test/permissions.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { storeSession } from '../../../../test/tokens.ts';
import {
  ada,
  fixtureId,
  grace,
  launchBoard,
  projectBadge,
  taskCard,
  taskDetail,
  viewAbilities,
} from '../../testing/task-fixtures.ts';
import { TaskDialog } from './TaskDialog.tsx';

const getTask = `GET ${taskEndpoints.task.path}`;
const create = `POST ${taskEndpoints.create.path}`;
const update = `PUT ${taskEndpoints.update.path}`;
const markDone = `POST ${taskEndpoints.markDone.path}`;
const addComment = `POST ${taskEndpoints.addComment.path}`;
const todoId = fixtureId('c', 1);
const task = taskDetail(taskCard(1, todoId, { group: { id: todoId, name: 'To do', isDone: false } }));

type Handlers = Parameters<typeof stubApi>[0];

function renderDialog({ taskId = task.id as string | null, handlers = {} as Handlers } = {}) {
  storeSession();
  persistPermissions('user-1', permissionsOf('owner'));
  const onClose = vi.fn();
  const fetch = stubApi({
    [getTask]: () => okResponse(task),
    [`GET ${taskEndpoints.assignable.path}`]: () => okResponse([ada, grace]),
    [`GET ${taskEndpoints.boardOptions.path}`]: () => okResponse([]),
    [`GET ${projectEndpoints.active.path}`]: () =>
      okResponse([
        {
          ...projectBadge,
          status: 'active',
          customerId: fixtureId('f', 9),
          customerName: 'Contoso',
        },
      ]),
    ...handlers,
  });
  renderWithProviders(<TaskDialog taskId={taskId} board={launchBoard()} onClose={onClose} />);
  return { fetch, onClose };
}

describe('TaskDialog', () => {
  // jsdom does not scroll; the mention list scrolls its chosen option into view.
  beforeAll(() => {
    Element.prototype.scrollIntoView = () => undefined;
  });
  afterAll(() => {
    Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
  });

  it('shows the §5 message of every required field of an empty task and sends nothing', async () => {
    const { fetch } = renderDialog({ taskId: null });
    const dialog = await screen.findByRole('dialog', { name: 'New task' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add task' }));
    for (const message of [
      taskMessages.nameRequired,
      taskMessages.assigneeRequired,
      taskMessages.dueDateRequired,
      taskMessages.projectRequired,
      taskMessages.statusRequired,
      taskMessages.priorityRequired,
    ])
      expect(within(dialog).getByText(message)).toBeInTheDocument();
    expect(callsTo(fetch, create)).toHaveLength(0);
  });

  it('saves with the stamp the task was read at and shows the conflict notice when it is stale', async () => {
    const { fetch, onClose } = renderDialog({
      handlers: { [update]: () => failureResponse(409, 'CONCURRENCY_ERROR', taskMessages.stale) },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Task 1' });
    await userEvent.type(within(dialog).getByLabelText(/Task name/), ' now');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(/Someone else changed this in the meantime/)).toBeInTheDocument();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [call] = callsTo(fetch, update);
    expect(call?.query.get('id')).toBe(task.id);
    expect(call?.body).toEqual({
      name: 'Task 1 now',
      description: '',
      assigneeId: ada.id,
      dueDate: '2025-03-10',
      projectId: projectBadge.id,
      groupId: todoId,
      priority: 'medium',
      concurrencyStamp: task.concurrencyStamp,
    });
  });

  it("shows the §8 text when the board has no 'Done' status", async () => {
    renderDialog({
      handlers: { [markDone]: () => failureResponse(422, 'UNPROCESSABLE', taskMessages.noDoneStatus) },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Task 1' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as done' }));
    expect(await screen.findByText(taskMessages.noDoneStatus)).toBeInTheDocument();
  });

  it('offers the members to mention after "@" and sends the chosen one in mentionedMemberIds', async () => {
    const { fetch } = renderDialog({
      handlers: {
        [addComment]: ({ body }) =>
          okResponse({
            id: fixtureId('9', 50),
            author: ada,
            comment: (body as { comment: string }).comment,
            mentions: [grace],
            createdAt: '2025-03-02T10:00:00.000Z',
            mine: true,
          }),
      },
    });
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Task 1' });
    const box = within(dialog).getByLabelText('Add a comment');
    await user.type(box, 'Thanks @gr');
    const option = await screen.findByRole('option', { name: 'Grace Hopper' });
    expect(screen.queryByRole('option', { name: 'Ada Lovelace' })).not.toBeInTheDocument();
    expect(option).toBeInTheDocument();
    await user.keyboard('[Enter]');
    expect(box).toHaveValue('Thanks @Grace Hopper ');
    await user.type(box, 'please check');
    await user.click(within(dialog).getByRole('button', { name: 'Comment' }));
    await waitFor(() => expect(callsTo(fetch, addComment)).toHaveLength(1));
    const [call] = callsTo(fetch, addComment);
    expect(call?.query.get('taskId')).toBe(task.id);
    expect(call?.body).toEqual({ comment: 'Thanks @Grace Hopper please check', mentionedMemberIds: [grace.id] });
  });

  it('shows the task read-only to someone who may only view it, who may still comment', async () => {
    renderDialog({ handlers: { [getTask]: () => okResponse({ ...task, abilities: viewAbilities }) } });
    const dialog = await screen.findByRole('dialog', { name: 'Task 1' });
    expect(within(dialog).getByLabelText('Task name')).toHaveAttribute('readonly');
    expect(within(dialog).queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Delete task' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Mark as done' })).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Add a comment')).toBeInTheDocument();
  });
});
