import { taskEndpoints } from '@worktrail/contract';
import { expectNoSeriousAxeFindings } from '../src/axe.ts';
import { demo } from '../src/demo.ts';
import { ar, en, expect, keepScreenshot, signInAs, test } from '../src/fixtures.ts';
import { mainNavigation, spokenText } from '../src/journeys.ts';
import { linkIn, waitForMail } from '../src/mailbox.ts';
import {
  arrowToward,
  boardScroller,
  cardIn,
  columnOf,
  dragWithMouse,
  expectColumns,
  moveWithKeyboard,
} from '../src/tasks-board.ts';
import { escapeRegExp, featureWords, fill, templatePattern } from '../src/words.ts';

const tasks = featureWords('en', 'tasks');
const lists = featureWords('en', 'taskLists');
const timer = featureWords('en', 'timer');
const timeline = featureWords('en', 'timeline');
const arTasks = featureWords('ar', 'tasks');
const arLists = featureWords('ar', 'taskLists');

/** A project the demo employee Emma works on (projects demo step). */
const project = 'Warehouse dashboard';
const emma = 'Emma Employee';
const malik = 'Malik Manager';
// The board is made in English: its statuses keep the English default names in every language.
const { todo, inProgress, done } = tasks.boards.defaults;

// One story: the board and tasks the owner makes are the ones Emma tracks time on and the Arabic journey moves.
test.describe
  .serial('workspaces, boards and tasks', () => {
    const suffix = Date.now().toString(36);
    const workspace = `Journey workspace ${suffix}`;
    const board = `Journey board ${suffix}`;
    const [mouseTask, keyboardTask, emmasTask] = ['Shelf labels', 'Picking route', 'Returns desk'].map(
      (name) => `${name} ${suffix}`,
    ) as [string, string, string];
    let boardPath = '';

    test('the owner makes a public workspace and a board, adds tasks in Quick Tasks, moves cards and mentions the manager', async ({
      page,
    }, testInfo) => {
      test.setTimeout(120_000);
      await signInAs(page, demo.owner);
      const main = page.getByRole('main');

      // Quick Tasks leads to the workspaces, where the owner makes a public one with a board.
      await mainNavigation(page).getByRole('link', { name: en.nav.items.quickTasks, exact: true }).click();
      await main.getByRole('link', { name: lists.workspacesLink }).click();
      await page.waitForURL(/\/projects\/workspaces/);
      await main.getByRole('button', { name: tasks.workspaces.createTitle }).click();
      const create = page.getByRole('dialog', { name: tasks.workspaces.createTitle });
      await create.getByRole('textbox', { name: tasks.workspaces.name }).fill(workspace);
      await create.getByText(tasks.visibility.public, { exact: true }).click();
      await expect(create.getByRole('radio', { name: tasks.visibility.public })).toBeChecked();
      await create.getByRole('button', { name: tasks.workspaces.create, exact: true }).click();
      await expect(page.getByText(fill(tasks.workspaces.created, { name: workspace }))).toBeVisible();
      const card = main.getByRole('article', { name: workspace });
      await expect(card).toContainText(tasks.visibility.public);
      await expectNoSeriousAxeFindings(page);

      await card.getByRole('button', { name: fill(tasks.workspaces.menu, { name: workspace }) }).click();
      await page.getByRole('menuitem', { name: tasks.boards.addTitleShort }).click();
      const addBoard = page.getByRole('dialog', { name: fill(tasks.boards.addTitle, { name: workspace }) });
      await addBoard.getByRole('textbox', { name: tasks.boards.name }).fill(board);
      for (const [index, status] of [todo, inProgress, done].entries())
        await expect(
          addBoard.getByRole('textbox', { name: fill(tasks.boards.statusName, { number: String(index + 1) }) }),
        ).toHaveValue(status);
      await addBoard.getByRole('button', { name: tasks.boards.add, exact: true }).click();
      await page.waitForURL(/\/projects\/boards\/[^/?]+$/);
      boardPath = new URL(page.url()).pathname;
      await expect(page.getByRole('heading', { level: 1, name: board })).toBeVisible();
      for (const status of [todo, inProgress, done]) await expect(columnOf(page, status)).toBeVisible();

      // Quick Tasks: the project and the new board, then three tasks typed one after another.
      await mainNavigation(page).getByRole('link', { name: en.nav.items.quickTasks, exact: true }).click();
      await main.getByRole('combobox', { name: lists.quick.project }).click();
      await page.getByRole('option', { name: project, exact: true }).click();
      await main.getByRole('combobox', { name: lists.quick.board }).click();
      await page.getByRole('option', { name: board, exact: true }).click();
      await expect(main.getByText(fill(lists.quick.addHint, { board }))).toBeVisible();
      const quick = main.getByRole('list', { name: lists.quick.listLabel });
      const newTask = main.getByRole('textbox', { name: lists.quick.addLabel });
      for (const name of [mouseTask, keyboardTask, emmasTask]) {
        await newTask.fill(name);
        await newTask.press('Enter');
        await expect(quick.getByRole('link', { name, exact: true })).toBeVisible();
        await expect(newTask).toHaveValue('');
        await expect(newTask).toBeFocused();
      }

      // Emma takes one, changed in place.
      const assignee = quick.getByRole('combobox', { name: fill(lists.row.assignee, { name: emmasTask }) });
      await assignee.click();
      const saved = page.waitForResponse((response) => response.url().includes(taskEndpoints.update.path));
      await page.getByRole('option', { name: emma, exact: true }).click();
      expect((await saved).ok()).toBe(true);
      await expect(assignee).toHaveValue(emma);
      await keepScreenshot(page, testInfo, 'quick-tasks-en');
      await expectNoSeriousAxeFindings(page);

      await mainNavigation(page).getByRole('link', { name: en.nav.items.viewTasks, exact: true }).click();
      // Clicking the search field also takes the pointer off the sidebar link (its hover colour is not the page's).
      const search = main.getByRole('searchbox', { name: lists.view.search });
      await search.click();
      await search.fill(suffix);
      const table = main.getByRole('table', { name: lists.view.tableLabel });
      for (const name of [mouseTask, keyboardTask, emmasTask])
        await expect(table.getByRole('row').filter({ hasText: name })).toBeVisible();
      await expect(table.getByRole('row').filter({ hasText: emmasTask })).toContainText(emma);
      await expectNoSeriousAxeFindings(page);

      // The board: all three in "To do"; one goes on by mouse, one to the end by keyboard, and they stay.
      await page.goto(boardPath);
      await expectColumns(page, { [mouseTask]: todo, [keyboardTask]: todo, [emmasTask]: todo });
      await dragWithMouse(page, tasks, mouseTask, inProgress);
      const right = await arrowToward(columnOf(page, todo), columnOf(page, done));
      await moveWithKeyboard(page, tasks, { task: keyboardTask, key: right, through: [inProgress, done] });
      const moved = { [mouseTask]: inProgress, [keyboardTask]: done, [emmasTask]: todo };
      await expectColumns(page, moved);
      await page.reload();
      await expectColumns(page, moved);
      await keepScreenshot(page, testInfo, 'board-en');
      await expectNoSeriousAxeFindings(page);

      // A comment that mentions Malik mails him a link that opens the task.
      await columnOf(page, inProgress).getByRole('button', { name: mouseTask, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: mouseTask });
      const comment = dialog.getByRole('textbox', { name: tasks.comments.new });
      await comment.fill('Could you check the label sizes? ');
      await comment.pressSequentially('@Mal');
      await page
        .getByRole('listbox', { name: tasks.comments.mentionList })
        .getByRole('option', { name: malik })
        .click();
      await expect(comment).toHaveValue(`Could you check the label sizes? @${malik} `);
      await dialog.getByRole('button', { name: tasks.comments.add, exact: true }).click();
      await expect(dialog.getByRole('listitem').filter({ hasText: `@${malik}` })).toBeVisible();
      await keepScreenshot(page, testInfo, 'task-dialog-en');

      const mail = await waitForMail({ to: demo.manager, subject: new RegExp(escapeRegExp(mouseTask)) });
      await page.goto(linkIn(mail, '/projects/boards/'));
      await expect(page.getByRole('dialog', { name: mouseTask })).toBeVisible();
    });

    test('Emma tracks time on her task with the header timer and finds it on today’s timeline', async ({ page }) => {
      await signInAs(page, demo.employee);
      const header = page.getByRole('group', { name: timer.label });
      const stop = header.getByRole('button', { name: templatePattern(timer.stopOn) });
      await expect(header).toBeVisible();
      // A timer left running by an earlier journey is stopped first.
      if (await stop.isVisible()) await stop.click();

      await header.getByRole('combobox', { name: timer.project }).click();
      await page.getByRole('option', { name: project, exact: true }).click();
      const task = header.getByRole('combobox', { name: timer.task });
      await expect(task).toBeEnabled();
      await task.click();
      await page.getByRole('option', { name: emmasTask, exact: true }).click();
      await header.getByRole('button', { name: timer.start, exact: true }).click();
      await expect(header.getByRole('button', { name: fill(timer.stopOn, { project }) })).toBeVisible();
      await expect(header).toContainText(emmasTask);
      // Two ticks of the elapsed time: a whole second at least was recorded.
      const elapsed = header.getByRole('timer', { name: timer.elapsed });
      for (const _tick of [1, 2]) {
        const before = (await elapsed.textContent()) ?? '';
        await expect(elapsed).not.toHaveText(before);
      }
      await stop.click();
      await expect(header.getByRole('button', { name: timer.start, exact: true })).toBeVisible();

      await mainNavigation(page).getByRole('link', { name: en.nav.items.timeline, exact: true }).click();
      const today = page.locator('[aria-current="date"]');
      await today.click();
      const title = templatePattern(timeline.calendar.dayWorked).exec(await spokenText(today))?.[1] ?? '';
      const day = page.getByRole('region', { name: title, exact: true });
      await expect(day.getByRole('row').filter({ hasText: emmasTask }).first()).toBeVisible();
      const perTask = day.getByRole('table', { name: timeline.totals.byTask });
      await expect(perTask.getByRole('row').filter({ hasText: emmasTask })).toBeVisible();
    });

    test('in Arabic the owner moves a card by keyboard, finds the tasks, and uses the board at phone width', async ({
      page,
    }, testInfo) => {
      await signInAs(page, demo.owner);
      await page.getByRole('combobox', { name: en.language.label }).selectOption({ label: ar.language.ar });
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await page.goto(boardPath);
      await expect(page.getByRole('heading', { level: 1, name: board })).toBeVisible();

      // Which arrow leads on to the next column depends on the direction; the card must land there.
      const key = await arrowToward(columnOf(page, todo), columnOf(page, inProgress));
      await moveWithKeyboard(page, arTasks, { task: emmasTask, key, through: [inProgress] });
      await expectColumns(page, { [emmasTask]: inProgress, [mouseTask]: inProgress, [keyboardTask]: done });
      await keepScreenshot(page, testInfo, 'board-ar');
      await expectNoSeriousAxeFindings(page);

      await mainNavigation(page, ar).getByRole('link', { name: ar.nav.items.viewTasks, exact: true }).click();
      const main = page.getByRole('main');
      await main.getByRole('searchbox', { name: arLists.view.search }).fill(suffix);
      const table = main.getByRole('table', { name: arLists.view.tableLabel });
      for (const name of [mouseTask, keyboardTask, emmasTask])
        await expect(table.getByRole('row').filter({ hasText: name })).toBeVisible();

      // The demo's sprint board, with every priority and overdue tasks, reads as well in Arabic.
      await main.getByRole('link', { name: arLists.workspacesLink }).click();
      await page.waitForURL(/\/projects\/workspaces/);
      await expectNoSeriousAxeFindings(page);
      await main.getByRole('article', { name: 'Product' }).getByRole('link', { name: 'Sprint' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Sprint' })).toBeVisible();
      await expect(page.getByText(arTasks.card.overdue).first()).toBeAttached();
      await expectNoSeriousAxeFindings(page);

      // At phone width the columns scroll sideways inside the board, not the page, and a card still opens.
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(boardPath);
      await expect(cardIn(columnOf(page, done), keyboardTask)).toBeAttached();
      const scroller = boardScroller(page);
      expect(await scroller.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await columnOf(page, done).getByRole('button', { name: keyboardTask, exact: true }).click();
      await expect(page.getByRole('dialog', { name: keyboardTask })).toBeVisible();
      await keepScreenshot(page, testInfo, 'board-ar-390');
    });
  });
