import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { taskEndpoints, taskMessages } from '@worktrail/contract';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, failureResponse, okResponse, stubApi } from '../../../test/api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { storeSession } from '../../../test/tokens.ts';
import {
  boardId,
  column,
  fixtureId,
  launchBoard,
  taskCard,
  taskDetail,
  viewAbilities,
} from '../testing/task-fixtures.ts';
import { BoardPage } from './BoardPage.tsx';

const getBoard = `GET ${taskEndpoints.board.path}`;
const moveTask = `POST ${taskEndpoints.moveTask.path}`;
const moveGroup = `POST ${taskEndpoints.moveGroup.path}`;
const newStamp = fixtureId('8', 2);
const [todoId, doingId] = [fixtureId('c', 1), fixtureId('c', 2)];

type Handlers = Parameters<typeof stubApi>[0];

function renderBoard(handlers: Handlers = {}, search = '') {
  storeSession();
  const fetch = stubApi({
    [getBoard]: () => okResponse(launchBoard()),
    [moveTask]: () => okResponse({ concurrencyStamp: newStamp }),
    [moveGroup]: () => okResponse({ concurrencyStamp: newStamp }),
    ...handlers,
  });
  renderWithProviders(
    <Routes>
      <Route path="/projects/boards/:boardId" element={<BoardPage />} />
    </Routes>,
    { route: `/projects/boards/${boardId}${search}` },
  );
  return fetch;
}

/**
 * jsdom lays nothing out, so drag and drop would find every card at 0,0: columns stand 300 px apart from the left,
 * cards 100 px apart from the top of their column, as a browser would place them.
 */
function layOutBoard() {
  const rect = (x: number, y: number, width: number, height: number) =>
    ({ x, y, width, height, top: y, left: x, right: x + width, bottom: y + height, toJSON: () => ({}) }) as DOMRect;
  const indexIn = (element: Element, selector: string, scope: ParentNode = document) =>
    [...scope.querySelectorAll(selector)].indexOf(element);
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const column = this.closest('[data-board-column]');
    if (!column) return rect(0, 0, 0, 0);
    const columnIndex = indexIn(column, '[data-board-column]');
    if (this === column) return rect(20 + columnIndex * 300, 100, 280, 600);
    const card = this.closest('[data-board-card]');
    if (card !== this) return rect(0, 0, 0, 0);
    return rect(30 + columnIndex * 300, 150 + indexIn(card, '[data-board-card]', column) * 100, 260, 80);
  });
  Element.prototype.scrollIntoView ??= () => undefined;
}

const columnNames = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('BoardPage', () => {
  beforeEach(layOutBoard);
  afterEach(() => vi.restoreAllMocks());

  it('shows the statuses as columns in order, each with its cards, count and done marker', async () => {
    renderBoard();
    expect(await screen.findByRole('heading', { level: 1, name: 'Launch' })).toBeInTheDocument();
    expect(columnNames()).toEqual(['To do', 'In progress', 'Done']);
    const todo = screen.getByRole('region', { name: 'To do' });
    expect(
      within(todo)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Task 1'), expect.stringContaining('Task 2')]);
    const overdue = within(todo).getAllByRole('listitem')[1] as HTMLElement;
    expect(within(overdue).getByText(/Overdue/)).toBeInTheDocument();
    expect(within(overdue).getByText('Urgent')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Done' })).getByText('No tasks')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'In progress' })).getByText('1 h 30 min')).toBeInTheDocument();
  });

  it('moves a card to the next column by keyboard and sends MoveTask with the place it was dropped', async () => {
    // The server's order once the move is made, as the reload after it reads it.
    let answer = launchBoard();
    const fetch = renderBoard({
      [getBoard]: () => okResponse(answer),
      [moveTask]: () => {
        answer = launchBoard({
          columns: [
            column(1, 'To do', [taskCard(2, todoId)]),
            column(2, 'In progress', [taskCard(1, doingId), taskCard(3, doingId)]),
            column(3, 'Done', [], true),
          ],
          concurrencyStamp: newStamp,
        });
        return okResponse({ concurrencyStamp: newStamp });
      },
    });
    const user = userEvent.setup();
    const handle = await screen.findByRole('button', { name: 'Move task Task 1' });
    handle.focus();
    await user.keyboard('[Space]');
    await user.keyboard('[ArrowRight]');
    await user.keyboard('[Space]');
    await waitFor(() => expect(callsTo(fetch, moveTask)).toHaveLength(1));
    expect(callsTo(fetch, moveTask)[0]?.body).toEqual({
      taskId: fixtureId('d', 1),
      groupId: fixtureId('c', 2),
      beforeTaskId: fixtureId('d', 3),
      concurrencyStamp: launchBoard().concurrencyStamp,
    });
    const doing = screen.getByRole('region', { name: 'In progress' });
    expect(
      within(doing)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Task 1'), expect.stringContaining('Task 3')]);
  });

  it('moves a card down its own column by keyboard: last, so nothing comes after it', async () => {
    const fetch = renderBoard();
    const user = userEvent.setup();
    (await screen.findByRole('button', { name: 'Move task Task 1' })).focus();
    await user.keyboard('[Space][ArrowDown][Space]');
    await waitFor(() => expect(callsTo(fetch, moveTask)).toHaveLength(1));
    expect(callsTo(fetch, moveTask)[0]?.body).toMatchObject({ groupId: todoId, beforeTaskId: null });
  });

  it('tells screen readers where the card is, and puts it back and sends nothing on Escape', async () => {
    const fetch = renderBoard();
    const user = userEvent.setup();
    (await screen.findByRole('button', { name: 'Move task Task 1' })).focus();
    await user.keyboard('[Space][ArrowRight]');
    expect(await screen.findByText('Task Task 1 is over In progress, position 1 of 2.')).toBeInTheDocument();
    await user.keyboard('[Escape]');
    expect(await screen.findByText(/Moving was cancelled/)).toBeInTheDocument();
    const todo = screen.getByRole('region', { name: 'To do' });
    expect(within(todo).getAllByRole('listitem')).toHaveLength(2);
    expect(callsTo(fetch, moveTask)).toHaveLength(0);
  });

  it('shows the conflict notice and reloads the board when the move was made on a stale board', async () => {
    const fetch = renderBoard({
      [moveTask]: () => failureResponse(409, 'CONCURRENCY_ERROR', taskMessages.stale),
    });
    const user = userEvent.setup();
    (await screen.findByRole('button', { name: 'Move task Task 1' })).focus();
    await user.keyboard('[Space][ArrowRight][Space]');
    expect(await screen.findByText(/Someone else changed this in the meantime/)).toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetch, getBoard).length).toBeGreaterThanOrEqual(2));
    // The reload shows the server's order: the card is back where it was, once.
    await waitFor(() =>
      expect(within(screen.getByRole('region', { name: 'To do' })).getAllByRole('listitem')).toHaveLength(2),
    );
    expect(screen.getAllByText('Task 1')).toHaveLength(1);
  });

  it('moves a column by keyboard and sends MoveGroup with the column it now stands before', async () => {
    const fetch = renderBoard();
    const user = userEvent.setup();
    (await screen.findByRole('button', { name: 'Move status To do' })).focus();
    await user.keyboard('[Space][ArrowRight][Space]');
    await waitFor(() => expect(callsTo(fetch, moveGroup)).toHaveLength(1));
    expect(callsTo(fetch, moveGroup)[0]?.body).toEqual({
      groupId: todoId,
      beforeGroupId: fixtureId('c', 3),
      concurrencyStamp: launchBoard().concurrencyStamp,
    });
  });

  it('offers someone who may only view neither handles, status menus nor "Add task"', async () => {
    renderBoard({ [getBoard]: () => okResponse(launchBoard({ abilities: viewAbilities })) });
    await screen.findByRole('heading', { level: 1, name: 'Launch' });
    expect(screen.queryByRole('button', { name: /^Move task/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Move status/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Add task/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add status' })).not.toBeInTheDocument();
  });

  it('renames the board from its menu, the form and its name rules fetched when Rename is chosen', async () => {
    const fetch = renderBoard({
      [`PUT ${taskEndpoints.updateBoard.path}`]: () => okResponse({ id: boardId, name: 'Launch 2' }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for board Launch' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Rename board' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename board' }, { timeout: 5000 });
    const name = within(dialog).getByRole('textbox');
    expect(name).toHaveValue('Launch');

    await userEvent.clear(name);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save name' }));
    expect(await within(dialog).findByText(taskMessages.boardNameRequired)).toBeInTheDocument();
    expect(callsTo(fetch, `PUT ${taskEndpoints.updateBoard.path}`)).toHaveLength(0);

    await userEvent.type(name, 'Launch 2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save name' }));
    await waitFor(() =>
      expect(callsTo(fetch, `PUT ${taskEndpoints.updateBoard.path}`)[0]?.body).toEqual({ name: 'Launch 2' }),
    );
  });

  it('marks a status done from its column menu, fetched with the first press, and gives the focus back', async () => {
    const updateGroup = `PUT ${taskEndpoints.updateGroup.path}`;
    const fetch = renderBoard({
      [updateGroup]: () => okResponse({ id: todoId, name: 'To do', isDone: true, position: 0 }),
    });
    const button = await screen.findByRole('button', { name: 'Actions for status To do' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await userEvent.click(button);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Mark as done status' }));
    await waitFor(() => expect(callsTo(fetch, updateGroup)[0]?.body).toEqual({ name: 'To do', isDone: true }));
    expect(callsTo(fetch, updateGroup)[0]?.query.get('id')).toBe(todoId);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Actions for status To do' })).toHaveFocus());
  });

  it('opens the task named in the address', async () => {
    renderBoard(
      { [`GET ${taskEndpoints.task.path}`]: () => okResponse(taskDetail(taskCard(3, doingId))) },
      `?task=${fixtureId('d', 3)}`,
    );
    // The dialog loads in its own chunk the first time a task opens, which a cold test run can take a while over.
    const dialog = await screen.findByRole('dialog', { name: 'Task 3' }, { timeout: 5000 });
    expect(within(dialog).getByLabelText(/Task name/)).toHaveValue('Task 3');
  });
});
