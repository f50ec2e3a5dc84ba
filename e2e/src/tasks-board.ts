import { expect, type Locator, type Page } from '@playwright/test';
import { taskEndpoints } from '@worktrail/contract';
import type { Dictionary } from './fixtures.ts';
import { fill, templatePattern } from './words.ts';

type TaskWords = Dictionary['tasks'];

/** A column of the board (a region named by its status). */
export const columnOf = (page: Page, status: string) => page.getByRole('region', { name: status, exact: true });

/** The handle that moves a card ("Move task {{name}}"). */
export const handleOf = (page: Page, words: TaskWords, task: string) =>
  page.getByRole('button', { name: fill(words.board.moveTask, { name: task }), exact: true });

/** A card of a column, found by its task's name. */
export const cardIn = (column: Locator, task: string) =>
  column.getByRole('listitem').filter({ has: column.page().getByRole('button', { name: task, exact: true }) });

/** The element the columns scroll sideways in. */
export const boardScroller = (page: Page) => page.locator('[data-board-column]').first().locator('xpath=..');

/** Expects each task's card in the column named beside it. */
export async function expectColumns(page: Page, placement: Record<string, string>) {
  for (const [task, status] of Object.entries(placement))
    await expect(cardIn(columnOf(page, status), task)).toBeVisible();
}

/** Waits for the server's answer to a move started by `act`, and that it was taken. */
async function savedMove(page: Page, act: () => Promise<void>) {
  const answer = page.waitForResponse((response) => response.url().includes(taskEndpoints.moveTask.path));
  await act();
  expect((await answer).ok()).toBe(true);
}

/** Drags a card by its handle with the mouse into another column and drops it there. */
export async function dragWithMouse(page: Page, words: TaskWords, task: string, status: string) {
  const from = await handleOf(page, words, task).boundingBox();
  const to = await columnOf(page, status).getByRole('list').boundingBox();
  if (!from || !to) throw new Error(`no handle of ${task} or no column ${status} on the screen`);
  const start = { x: from.x + from.width / 2, y: from.y + from.height / 2 };
  await savedMove(page, async () => {
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    // Past the 6 px the board waits for before a press becomes a drag.
    await page.mouse.move(start.x + 12, start.y + 4, { steps: 3 });
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
    // The column opens room for the card while it is over it.
    await expect(cardIn(columnOf(page, status), task)).toBeVisible();
    await page.mouse.up();
  });
}

/** What the board's live region says (dnd-kit speaks through a status region). */
const announced = (page: Page, text: RegExp) => page.getByRole('status').filter({ hasText: text });

type Box = { x: number; y: number; width: number; height: number };
const centreWithin = (inner: Box, outer: Box) => {
  const [x, y] = [inner.x + inner.width / 2, inner.y + inner.height / 2];
  return x >= outer.x && x <= outer.x + outer.width && y >= outer.y && y <= outer.y + outer.height;
};

/** Presses a key while a card is picked up and waits until the card has moved and come to rest; where it rests. */
async function pressAndSettle(page: Page, handle: Locator, key: string): Promise<Box> {
  const before = JSON.stringify(await handle.boundingBox());
  await page.keyboard.press(key);
  let last = '';
  await expect
    .poll(async () => {
      const now = JSON.stringify(await handle.boundingBox());
      const settled = now !== before && now === last;
      last = now;
      return settled;
    })
    .toBe(true);
  return JSON.parse(last) as Box;
}

/**
 * Moves a card with the keyboard from its handle: Space picks it up, each press of `key` takes it to the next column
 * (each named in `through`, the last where it lands, over which the card must then stand, as the board announces),
 * Space drops it.
 */
export async function moveWithKeyboard(
  page: Page,
  words: TaskWords,
  { task, key, through }: { task: string; key: 'ArrowLeft' | 'ArrowRight'; through: string[] },
) {
  const handle = handleOf(page, words, task);
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  for (const column of through) {
    const area = await columnOf(page, column).boundingBox();
    if (!area) throw new Error(`no column ${column} on the screen`);
    expect(centreWithin(await pressAndSettle(page, handle, key), area)).toBe(true);
    await expect(announced(page, templatePattern(words.dnd.task.over, { name: task, column }))).toBeAttached();
  }
  await savedMove(page, () => page.keyboard.press('Space'));
  await expect(announced(page, templatePattern(words.dnd.task.dropped, { name: task }))).toBeAttached();
}

/** The arrow key that leads from one column towards another on the screen (which depends on the direction). */
export async function arrowToward(from: Locator, to: Locator): Promise<'ArrowLeft' | 'ArrowRight'> {
  const [a, b] = [await from.boundingBox(), await to.boundingBox()];
  if (!a || !b) throw new Error('a column is not on the screen');
  return b.x < a.x ? 'ArrowLeft' : 'ArrowRight';
}
