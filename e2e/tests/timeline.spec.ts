import type { Locator, Page } from '@playwright/test';
import { timelineEndpoints, timelineMessages } from '@worktrail/contract';
import { demo } from '../src/demo.ts';
import { ar, type Dictionary, en, expect, keepScreenshot, signInAs, test } from '../src/fixtures.ts';
import { mainNavigation, spokenText } from '../src/journeys.ts';
import { escapeRegExp, featureWords as feature, fill, templatePattern } from '../src/words.ts';

type TimelineWords = Dictionary['timeline'];
type ActivityWords = Dictionary['activity'];
const enTimeline = feature('en', 'timeline');
const arTimeline = feature('ar', 'timeline');
const enActivity = feature('en', 'activity');
const arActivity = feature('ar', 'activity');

/** Seconds of an English duration ("7 h 30 min") found in a text, whole minutes as the page shows them. */
function durationSeconds(text: string | null): number {
  const pattern = new RegExp(
    escapeRegExp(en.format.duration).replace('\\{\\{hours\\}\\}', '([\\d,]+)').replace('\\{\\{minutes\\}\\}', '(\\d+)'),
  );
  const found = pattern.exec(text ?? '');
  if (!found) throw new Error(`no duration in "${text}"`);
  return Number(found[1]?.replaceAll(',', '')) * 3600 + Number(found[2]) * 60;
}

/** A labelled figure (e.g. "Worked") of a section, as seconds. */
const figureSeconds = async (section: Locator, label: string) =>
  durationSeconds(await section.getByRole('group', { name: label, exact: true }).textContent());

/** Minutes since midnight of a 24-hour "HH:MM". */
const minutesOf = (clock: string) => {
  const [hours = 0, minutes = 0] = clock.split(':').map(Number);
  return hours * 60 + minutes;
};
const clockOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

type Words = { timeline: TimelineWords; activity: ActivityWords };
const english: Words = { timeline: enTimeline, activity: enActivity };
const arabic: Words = { timeline: arTimeline, activity: arActivity };

/** The month calendar (a table named "Days of <month>") and the month it shows. */
const calendarOf = (page: Page, words: Words) =>
  page.getByRole('table', { name: templatePattern(words.timeline.month.calendarLabel) });
async function shownMonth(page: Page, words: Words) {
  const label = await calendarOf(page, words).getAttribute('aria-label');
  return templatePattern(words.timeline.month.calendarLabel).exec(label ?? '')?.[1] ?? '';
}

/**
 * Opens the member's last day with recorded time before their today (the calendar marks today; the timer journeys
 * record time today), in this month or, early in a month, the one before. Returns the day's section and its title.
 */
async function openLastWorkedDay(page: Page, words: Words) {
  const workedDays = () =>
    calendarOf(page, words)
      .getByRole('button', { name: templatePattern(words.timeline.calendar.dayWorked) })
      .and(page.locator(':not([aria-current="date"])'));
  await expect(calendarOf(page, words).getByRole('button').first()).toBeVisible();
  if ((await workedDays().count()) === 0) {
    const month = await shownMonth(page, words);
    await page.getByRole('button', { name: words.timeline.month.previous, exact: true }).click();
    await expect(calendarOf(page, words)).not.toHaveAttribute(
      'aria-label',
      fill(words.timeline.month.calendarLabel, { month }),
    );
  }
  const day = workedDays().last();
  const label = await spokenText(day);
  const title = templatePattern(words.timeline.calendar.dayWorked).exec(label)?.[1] ?? '';
  await day.click();
  await expect(day).toHaveAttribute('aria-pressed', 'true');
  const section = page.getByRole('region', { name: title, exact: true });
  await expect(section.getByRole('heading', { level: 2, name: title })).toBeVisible();
  return { section, title };
}

/** The day's activities table and its rows (the header row left out). */
const entriesTable = (section: Locator, words: Words) =>
  section
    .getByRole('table')
    .filter({ has: section.page().getByRole('columnheader', { name: words.timeline.entries.source }) });
const entryRows = (section: Locator, words: Words) =>
  entriesTable(section, words)
    .getByRole('row')
    .filter({ hasNot: section.page().getByRole('checkbox', { name: words.timeline.entries.selectAll }) });
/** Column texts of a row: start, end, duration, project. */
async function rowTexts(row: Locator) {
  const cells = row.getByRole('cell');
  return {
    start: (await cells.nth(1).textContent()) ?? '',
    end: (await cells.nth(2).textContent()) ?? '',
    duration: durationSeconds(await cells.nth(3).textContent()),
    project: (await cells.nth(4).textContent()) ?? '',
  };
}

/** Sets a Mantine time picker (hours and minutes spin inputs) to a 24-hour "HH:MM". */
async function setTime(dialog: Locator, which: 'start' | 'end', clock: string) {
  const [hours = '', minutes = ''] = clock.split(':');
  await dialog.getByRole('spinbutton', { name: enActivity.form[`${which}Hours`], exact: true }).fill(hours);
  await dialog.getByRole('spinbutton', { name: enActivity.form[`${which}Minutes`], exact: true }).fill(minutes);
}

/** A screenshot grid (one per project) of the day with at least two screenshots to move between. */
async function gridWithTwo(section: Locator, words: Words) {
  const open = templatePattern(words.activity.screenshots.open);
  await expect(section.getByRole('button', { name: open }).first()).toBeVisible();
  const grids = section.getByRole('list');
  for (let index = 0; index < (await grids.count()); index += 1) {
    const grid = grids.nth(index);
    const count = await grid.getByRole('button', { name: open }).count();
    if (count >= 2) return { grid, buttons: grid.getByRole('button', { name: open }), count };
  }
  throw new Error('no project has two screenshots on this day');
}

/** The access token of the signed-in session (oidc-client-ts keeps it in localStorage). */
const accessToken = (page: Page) =>
  page.evaluate(() => {
    const key = Object.keys(window.localStorage).find((name) => name.startsWith('oidc.user:'));
    return key ? (JSON.parse(window.localStorage.getItem(key) ?? '{}').access_token as string) : '';
  });

test('a manager walks Emma’s month, opens a day, adds offline time, bulk-edits three activities and blurs and deletes screenshots', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const note = `Journey: call with the customer ${Date.now().toString(36)}`;
  await signInAs(page, demo.manager);
  await mainNavigation(page).getByRole('link', { name: en.nav.items.timeline, exact: true }).click();
  await page.waitForURL(/\/timeline/);

  // The member picker offers the data scope; Emma is chosen and her zone is said.
  await page.getByRole('combobox', { name: enActivity.member.label }).click();
  await page.getByRole('combobox', { name: enActivity.member.label }).fill('Emma');
  await page.getByRole('option', { name: 'Emma Employee' }).click();
  await page.waitForURL(/[?&]member=/);
  await expect(
    page
      .getByRole('note')
      .filter({ hasText: templatePattern(enTimeline.member.timesShownIn, { timeZone: 'Europe/Berlin' }) }),
  ).toBeVisible();

  // A walk to the previous month (with its worked days) and back.
  await expect(calendarOf(page, english)).toBeVisible();
  const thisMonth = await shownMonth(page, english);
  await page.getByRole('button', { name: enTimeline.month.previous, exact: true }).click();
  await expect(calendarOf(page, english)).not.toHaveAttribute(
    'aria-label',
    fill(enTimeline.month.calendarLabel, { month: thisMonth }),
  );
  const lastMonth = await shownMonth(page, english);
  await expect(page.getByRole('heading', { level: 2, name: lastMonth })).toBeVisible();
  await expect(
    calendarOf(page, english)
      .getByRole('button', { name: templatePattern(enTimeline.calendar.dayWorked) })
      .first(),
  ).toBeVisible();
  await page.getByRole('button', { name: enTimeline.month.next, exact: true }).click();
  await expect(calendarOf(page, english)).toHaveAttribute(
    'aria-label',
    fill(enTimeline.month.calendarLabel, { month: thisMonth }),
  );
  await expect(page.getByRole('button', { name: enTimeline.month.current, exact: true })).toBeDisabled();
  await keepScreenshot(page, testInfo, 'timeline-month-en');

  // The last weekday with time, and the month it is in.
  const { section: day } = await openLastWorkedDay(page, english);
  const month = page.getByRole('region', { name: await shownMonth(page, english), exact: true });
  await expect(entryRows(day, english).first()).toBeVisible();
  await expect(day.getByRole('group', { name: templatePattern(enTimeline.bar.label) })).toBeVisible();
  const dayBefore = await figureSeconds(day, enTimeline.totals.worked);
  const monthBefore = await figureSeconds(month, enTimeline.totals.monthWorked);
  const rowsBefore = await entryRows(day, english).count();
  const first = await rowTexts(entryRows(day, english).first());
  // A free hour in the evening (demo days end by 18:30; another journey may have taken 20:00 already).
  const taken = await Promise.all(
    (await entryRows(day, english).all()).map(async (row) => {
      const { start, end } = await rowTexts(row);
      return { from: minutesOf(start), to: /^\d\d:\d\d$/.test(end) ? minutesOf(end) : 24 * 60 };
    }),
  );
  const freeFrom = [20, 21, 22, 19]
    .map((hour) => hour * 60)
    .find((from) => taken.every((entry) => entry.to <= from || entry.from >= from + 60));
  if (freeFrom === undefined) throw new Error('no free evening hour on the day');

  // Add offline time: the §5 messages, then the server's overlap message, then an hour that fits.
  await day.getByRole('button', { name: enTimeline.day.addOffline, exact: true }).click();
  const add = page.getByRole('dialog', { name: enActivity.form.addTitle });
  await expect(add.getByText(templatePattern(enActivity.form.timesIn, { timeZone: 'Europe/Berlin' }))).toBeVisible();
  await add.getByRole('button', { name: enActivity.form.add, exact: true }).click();
  for (const message of ['startTimeRequired', 'endTimeRequired', 'projectRequired'] as const)
    await expect(add.getByText(enActivity.messages[message], { exact: true })).toBeVisible();
  await setTime(add, 'start', clockOf(freeFrom));
  await setTime(add, 'end', clockOf(freeFrom - 60));
  await add.getByRole('combobox', { name: enActivity.form.project }).click();
  await page.getByRole('option', { name: first.project, exact: true }).click();
  await add.getByRole('button', { name: enActivity.form.add, exact: true }).click();
  await expect(add.getByText(enActivity.messages.endAfterStart, { exact: true })).toBeVisible();
  await expect(add.getByText(enActivity.messages.startTimeRequired, { exact: true })).toBeHidden();

  // An hour over the first entry's start, inside its day: an entry recorded late in the evening (by a journey run
  // just before midnight) leaves no whole hour after its start.
  const overlapTo = Math.min(minutesOf(first.start) + 60, 24 * 60 - 1);
  await setTime(add, 'start', clockOf(overlapTo - 60));
  await setTime(add, 'end', clockOf(overlapTo));
  await add.getByRole('button', { name: enActivity.form.add, exact: true }).click();
  await expect(add.getByText(enActivity.tracking.overlap, { exact: true })).toBeVisible();
  await expect(entryRows(day, english)).toHaveCount(rowsBefore);
  expect(await figureSeconds(day, enTimeline.totals.worked)).toBe(dayBefore);

  await setTime(add, 'start', clockOf(freeFrom));
  await setTime(add, 'end', clockOf(freeFrom + 60));
  await add.getByRole('textbox', { name: enActivity.form.note }).fill(note);
  await add.getByRole('button', { name: enActivity.form.add, exact: true }).click();
  await expect(page.getByText(enActivity.form.added)).toBeVisible();
  await expect(add).toBeHidden();
  await expect(entryRows(day, english)).toHaveCount(rowsBefore + 1);
  const added = entryRows(day, english).filter({ hasText: note });
  await expect(added).toContainText(enTimeline.entries.offline);
  await expect(added.getByRole('cell').nth(1)).toHaveText(clockOf(freeFrom));
  await expect.poll(() => figureSeconds(day, enTimeline.totals.worked)).toBe(dayBefore + 3600);
  await expect.poll(() => figureSeconds(month, enTimeline.totals.monthWorked)).toBe(monthBefore + 3600);

  // Bulk edit: three activities onto a project (one none of them is on when there is one); the day total stays.
  const dayTotal = dayBefore + 3600;
  const chosen = await Promise.all([0, 1, 2].map((index) => rowTexts(entryRows(day, english).nth(index))));
  for (const index of [0, 1, 2]) await entryRows(day, english).nth(index).getByRole('checkbox').check();
  await expect(day.getByText(fill(enTimeline.bulk.selected, { total: '3' }), { exact: true })).toBeVisible();
  await day.getByRole('button', { name: enTimeline.bulk.edit, exact: true }).click();
  const bulk = page.getByRole('dialog', { name: fill(enTimeline.bulk.editTitle, { total: '3' }) });
  await bulk.getByRole('combobox', { name: enTimeline.bulk.project }).click();
  const listed = page.getByRole('listbox').getByRole('option');
  await expect(listed.first()).toBeVisible();
  const options = await listed.allTextContents();
  const target =
    options.find((name) => !chosen.some((row) => row.project === name)) ??
    options.find((name) => name !== chosen[0]?.project) ??
    '';
  await page.getByRole('option', { name: target, exact: true }).click();
  await bulk.getByRole('button', { name: fill(enTimeline.bulk.apply, { total: '3' }), exact: true }).click();
  await expect(page.getByText(fill(enTimeline.bulk.edited, { total: '3' }))).toBeVisible();
  await expect(bulk).toBeHidden();
  for (const index of [0, 1, 2]) {
    await expect(entryRows(day, english).nth(index).getByRole('cell').nth(4)).toHaveText(target);
    await expect(entryRows(day, english).nth(index)).toContainText(enTimeline.entries.edited);
  }
  // The flag shows its whole word, not cut short.
  const editedFlag = entryRows(day, english).first().getByText(enTimeline.entries.edited, { exact: true });
  expect(await editedFlag.evaluate((label) => label.scrollWidth <= label.clientWidth)).toBe(true);
  const perProject = day.getByRole('table', { name: enTimeline.totals.byProject });
  const targetRow = perProject.getByRole('row').filter({ hasText: target });
  await expect(targetRow).toHaveCount(1);
  const movedSeconds = chosen.reduce((sum, row) => sum + row.duration, 0);
  expect(durationSeconds(await targetRow.getByRole('cell').nth(1).textContent())).toBeGreaterThanOrEqual(movedSeconds);
  // A project none of the remaining rows is on has left the per-project totals.
  const remaining = await Promise.all(
    (await entryRows(day, english).all()).map(async (row) => (await rowTexts(row)).project),
  );
  for (const gone of chosen.map((row) => row.project).filter((name) => !remaining.includes(name)))
    await expect(perProject.getByRole('row').filter({ hasText: gone })).toHaveCount(0);
  expect(await figureSeconds(day, enTimeline.totals.worked)).toBe(dayTotal);
  await expect.poll(() => figureSeconds(month, enTimeline.totals.monthWorked)).toBe(monthBefore + 3600);
  await keepScreenshot(page, testInfo, 'timeline-day-en');

  // Screenshots: blur one (the confirmation says it cannot be undone), delete another, move in the lightbox.
  const blurPattern = templatePattern(enActivity.screenshots.blurOne);
  const blurButton = day.getByRole('button', { name: blurPattern, disabled: false }).first();
  await expect(blurButton).toBeVisible();
  const blurredAt = blurPattern.exec((await blurButton.getAttribute('aria-label')) ?? '')?.[1] ?? '';
  await blurButton.click();
  const blurConfirm = page.getByRole('dialog', { name: enActivity.screenshots.blurTitle });
  await expect(blurConfirm).toContainText(fill(enActivity.screenshots.blurConfirm, { time: blurredAt }));
  await blurConfirm.getByRole('button', { name: enActivity.screenshots.blur, exact: true }).click();
  await expect(page.getByText(enActivity.screenshots.blurDone)).toBeVisible();
  const blurredCard = day
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: fill(enActivity.screenshots.blurOne, { time: blurredAt }) }) });
  await expect(blurredCard).toContainText(enActivity.screenshots.blurred);
  await expect(
    blurredCard.getByRole('button', { name: enActivity.screenshots.blurOne.replace('{{time}}', blurredAt) }),
  ).toBeDisabled();

  const deletePattern = templatePattern(enActivity.screenshots.deleteOne);
  const deletedBefore = await day.getByText(enActivity.screenshots.deleted, { exact: true }).count();
  const deleteButton = day
    .getByRole('button', { name: deletePattern })
    .and(page.locator(`:not([aria-label="${fill(enActivity.screenshots.deleteOne, { time: blurredAt })}"])`))
    .first();
  const deletedAt = deletePattern.exec((await deleteButton.getAttribute('aria-label')) ?? '')?.[1] ?? '';
  await deleteButton.click();
  const deleteConfirm = page.getByRole('dialog', { name: enActivity.screenshots.deleteTitle });
  await expect(deleteConfirm).toContainText(fill(enActivity.screenshots.deleteConfirm, { time: deletedAt }));
  await deleteConfirm.getByRole('button', { name: enActivity.screenshots.delete, exact: true }).click();
  await expect(page.getByText(enActivity.screenshots.deleteDone)).toBeVisible();
  await expect(
    day.getByRole('button', { name: fill(enActivity.screenshots.deleteOne, { time: deletedAt }) }),
  ).toHaveCount(0);
  await expect(day.getByText(enActivity.screenshots.deleted, { exact: true })).toHaveCount(deletedBefore + 1);
  await expect(
    day.getByRole('listitem').filter({ hasText: enActivity.screenshots.deleted }).filter({ hasText: deletedAt }),
  ).toHaveCount(1);

  await keepScreenshot(page, testInfo, 'timeline-screenshots-en');

  // The lightbox, opened from the keyboard, moves with the arrow keys.
  const { buttons, count } = await gridWithTwo(day, english);
  await buttons.first().focus();
  await page.keyboard.press('Enter');
  const lightbox = page.getByRole('dialog', { name: templatePattern(enActivity.screenshots.lightboxTitle) });
  const position = (index: number) =>
    lightbox.getByText(fill(enActivity.screenshots.position, { index: String(index), total: String(count) }), {
      exact: true,
    });
  await expect(position(1)).toBeVisible();
  const title = lightbox.getByRole('heading').first();
  const firstTitle = (await title.textContent()) ?? '';
  await page.keyboard.press('ArrowRight');
  await expect(position(2)).toBeVisible();
  await expect(title).not.toHaveText(firstTitle);
  await expect(lightbox.getByRole('img', { name: templatePattern(enActivity.screenshots.alt) })).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(position(1)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();
});

test('in Arabic the owner opens Ethan’s timeline from the members list: right to left, a day and the lightbox', async ({
  page,
}, testInfo) => {
  await signInAs(page, demo.owner);
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'العربية' });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await mainNavigation(page, ar).getByRole('link', { name: ar.nav.items.members, exact: true }).click();
  await page.getByRole('button', { name: fill(ar.members.actions.menu, { who: 'Ethan Employee' }) }).click();
  await page.getByRole('menuitem', { name: ar.members.actions.timeline, exact: true }).click();
  await page.waitForURL(/\/timeline\?member=/);
  await expect(
    page
      .getByRole('note')
      .filter({ hasText: templatePattern(arTimeline.member.timesShownIn, { timeZone: 'America/New_York' }) }),
  ).toBeVisible();
  await expect(calendarOf(page, arabic)).toBeVisible();
  await keepScreenshot(page, testInfo, 'timeline-month-ar');

  const { section: day } = await openLastWorkedDay(page, arabic);
  // The time bar runs right to left: the day's first activity lies right of its last.
  const bar = day.getByRole('group', { name: templatePattern(arTimeline.bar.label) });
  await expect(bar).toBeVisible();
  const segments = bar.getByRole('button');
  expect(await segments.count()).toBeGreaterThanOrEqual(2);
  const earliest = await segments.first().boundingBox();
  const latest = await segments.last().boundingBox();
  expect(earliest && latest && earliest.x > latest.x).toBe(true);
  await expect(entryRows(day, arabic).first()).toBeVisible();
  await keepScreenshot(page, testInfo, 'timeline-day-ar');

  // In right-to-left text ArrowLeft goes on to the next screenshot, ArrowRight back.
  const { buttons, count } = await gridWithTwo(day, arabic);
  await buttons.first().click();
  const lightbox = page.getByRole('dialog', { name: templatePattern(arActivity.screenshots.lightboxTitle) });
  const arabicNumber = (value: number) => page.evaluate((n) => new Intl.NumberFormat('ar').format(n), value);
  const position = async (index: number) =>
    lightbox.getByText(
      fill(arActivity.screenshots.position, { index: await arabicNumber(index), total: await arabicNumber(count) }),
      { exact: true },
    );
  await expect(await position(1)).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(await position(2)).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(await position(1)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();
});

test('a range over 31 days is refused with the §9 message', async ({ page }) => {
  // The timeline has no range input (it asks by month or day), so the API is asked directly with the session's token.
  await signInAs(page, demo.manager);
  const token = await accessToken(page);
  expect(token).toBeTruthy();
  const ask = (fromDate: string, toDate: string) =>
    page.request.get(timelineEndpoints.monthSummary.path, {
      params: { fromDate, toDate },
      headers: { authorization: `Bearer ${token}` },
    });
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

  const refused = await ask(day(-40), day(0));
  expect(refused.status()).toBe(400);
  const body = (await refused.json()) as { success: boolean; code: string; errors?: unknown[] };
  expect(body.success).toBe(false);
  expect(body.code).toBe('VALIDATION');
  expect(body.errors).toContainEqual({
    field: expect.stringMatching(/toDate$/),
    message: timelineMessages.rangeTooLong,
    messageKey: 'activity.messages.rangeTooLong',
  });

  const allowed = await ask(day(-30), day(0));
  expect(allowed.status()).toBe(200);
  expect(((await allowed.json()) as { result: { days: unknown[] } }).result.days).toHaveLength(31);
});
