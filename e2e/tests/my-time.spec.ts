import type { Locator, Page } from '@playwright/test';
import { demo } from '../src/demo.ts';
import { en, expect, keepScreenshot, signInAs, test } from '../src/fixtures.ts';
import { mainNavigation, spokenText } from '../src/journeys.ts';
import { escapeRegExp, featureWords, fill, templatePattern as pattern } from '../src/words.ts';

const timer = featureWords('en', 'timer');
const timeline = featureWords('en', 'timeline');
const activity = featureWords('en', 'activity');

/** A project Ethan (the second demo employee) works on (projects demo step). */
const project = 'Warehouse dashboard';

function minutesOf(text: string) {
  const match = pattern(en.format.duration).exec(text.trim());
  if (!match) throw new Error(`not a duration: ${text}`);
  return Number(match[1]?.replace(/\D/g, '')) * 60 + Number(match[2]?.replace(/\D/g, ''));
}

// The header timer (as in timer.spec).
const timerOf = (page: Page) => page.getByRole('group', { name: timer.label });
const stopButton = (page: Page) => timerOf(page).getByRole('button', { name: fill(timer.stopOn, { project }) });
const startButton = (page: Page) => timerOf(page).getByRole('button', { name: timer.start, exact: true });

// The timeline's parts.
const calendar = (page: Page) => page.getByRole('table', { name: pattern(timeline.month.calendarLabel) });
const workedDay = pattern(timeline.calendar.dayWorked);
const daySection = (page: Page) =>
  page.getByRole('region').filter({ has: page.getByRole('button', { name: timeline.day.close, exact: true }) });
const entriesTable = (page: Page) =>
  daySection(page)
    .getByRole('table')
    .filter({ has: page.getByRole('columnheader', { name: timeline.entries.source, exact: true }) });
const entryRows = (page: Page) => entriesTable(page).locator('tbody').getByRole('row');
/** The rows flagged Offline. */
const offlineRows = (page: Page) =>
  entryRows(page).filter({ has: page.getByText(timeline.entries.offline, { exact: true }) });
/** The value shown under a figure's caption (the day's totals). */
const figure = (scope: Locator, caption: string) =>
  scope.locator('p', { hasText: new RegExp(`^${escapeRegExp(caption)}$`) }).locator('xpath=following-sibling::p[1]');
/** "20:00–21:00 Warehouse dashboard": how a row of the day is named in its labels. */
const entryName = (from: string, to: string) => fill(timeline.entries.describe, { from, to, project });

/** The worked minutes the open calendar day says in its label. */
async function calendarMinutes(page: Page) {
  const label = await spokenText(calendar(page).getByRole('button', { pressed: true }));
  const match = workedDay.exec(label ?? '');
  if (!match?.[2]) throw new Error(`the open day has no worked time: ${label}`);
  return minutesOf(match[2]);
}

/** The calendar's day, the day's worked total and the sum of its rows' durations are the same figure. */
async function expectFiguresAgree(page: Page, expectedMinutes?: number) {
  await expect(async () => {
    const day = await calendarMinutes(page);
    const total = minutesOf((await figure(daySection(page), timeline.totals.worked).textContent()) ?? '');
    // The Duration column of every row.
    const rows = await entryRows(page).evaluateAll((rows) =>
      rows.map((row) => row.querySelectorAll('td')[3]?.textContent ?? ''),
    );
    expect(rows.length).toBeGreaterThan(0);
    const sum = rows.reduce((minutes, text) => minutes + minutesOf(text), 0);
    expect({ total, sum }).toEqual({ total: day, sum: day });
    if (expectedMinutes !== undefined) expect(day).toBe(expectedMinutes);
  }).toPass({ timeout: 10_000 });
  return calendarMinutes(page);
}

/**
 * Types a time as a keyboard user does: into the hours field, which moves on to the minutes by itself (a click on the
 * minutes after that would put the caret inside "00" instead of replacing it).
 */
async function typeTime(dialog: Locator, which: 'start' | 'end', hours: string, minutes: string) {
  const hoursField = dialog.getByLabel(activity.form[`${which}Hours`], { exact: true });
  await hoursField.click();
  await hoursField.pressSequentially(hours + minutes);
  await expect(hoursField).toHaveValue(hours);
  await expect(dialog.getByLabel(activity.form[`${which}Minutes`], { exact: true })).toHaveValue(minutes);
}

async function chooseProject(page: Page, dialog: Locator) {
  await dialog.getByRole('combobox', { name: activity.form.project }).click();
  await page.getByRole('option', { name: project, exact: true }).click();
}

const addDialog = (page: Page) => page.getByRole('dialog', { name: activity.form.addTitle });

/** Adds offline time on the open day, from the day's button, and waits for its row. */
async function addOffline(page: Page, from: [string, string], to: [string, string]) {
  await daySection(page).getByRole('button', { name: timeline.day.addOffline }).click();
  const dialog = addDialog(page);
  await typeTime(dialog, 'start', ...from);
  await typeTime(dialog, 'end', ...to);
  await chooseProject(page, dialog);
  await dialog.getByRole('button', { name: activity.form.add, exact: true }).click();
  await expect(dialog).toBeHidden();
  const name = entryName(from.join(':'), to.join(':'));
  await expect(
    entriesTable(page).getByRole('checkbox', { name: fill(timeline.entries.select, { entry: name }) }),
  ).toBeVisible();
}

test('an employee times himself, then adds, edits and bulk-deletes offline time and handles his screenshots', async ({
  page,
}, testInfo) => {
  await signInAs(page, demo.employee2);

  // The header web timer: stopped first if an earlier journey left it running, then started and stopped.
  await expect(timerOf(page)).toBeVisible();
  if (await stopButton(page).isVisible()) await stopButton(page).click();
  await timerOf(page).getByRole('combobox', { name: timer.project }).click();
  await page.getByRole('option', { name: project, exact: true }).click();
  await startButton(page).click();
  await expect(stopButton(page)).toBeVisible();
  const elapsed = timerOf(page).getByRole('timer', { name: timer.elapsed });
  const first = await elapsed.textContent();
  await expect(elapsed).not.toHaveText(first ?? '');
  await stopButton(page).click();
  await expect(startButton(page)).toBeVisible();

  // His own timeline, today: the web entry is there with its source.
  await mainNavigation(page).getByRole('link', { name: en.nav.items.timeline, exact: true }).click();
  await page.waitForURL(/\/timeline/);
  await expect(page.getByRole('combobox', { name: activity.member.label })).toHaveValue(
    fill(activity.member.self, { name: 'Ethan Employee' }),
  );
  await calendar(page).locator('button[aria-current="date"]').click();
  await expect(
    entryRows(page).filter({ hasText: timeline.sources.web }).filter({ hasText: project }).first(),
  ).toBeVisible();

  // The last weekday with time before today: in this month, else in the one before.
  const pastDays = calendar(page).getByRole('button', { name: workedDay }).and(page.locator(':not([aria-current])'));
  if ((await pastDays.count()) === 0) {
    await page.getByRole('button', { name: timeline.month.previous }).click();
    await expect(calendar(page).getByRole('button', { name: workedDay }).first()).toBeVisible();
  }
  await pastDays.last().click();
  await expect(calendar(page).getByRole('button', { pressed: true })).toBeVisible();
  const date = new URL(page.url()).searchParams.get('date');
  expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  const before = await expectFiguresAgree(page);

  // Every §5 message before anything is sent.
  await daySection(page).getByRole('button', { name: timeline.day.addOffline }).click();
  const dialog = addDialog(page);
  await expect(dialog.getByRole('note')).toHaveText(
    pattern(fill(activity.form.timesIn, { timeZone: 'America/New_York' })),
  );
  await dialog.getByRole('button', { name: activity.form.add, exact: true }).click();
  for (const message of ['startTimeRequired', 'endTimeRequired', 'projectRequired'] as const)
    await expect(dialog.getByText(activity.messages[message], { exact: true })).toBeVisible();
  await typeTime(dialog, 'start', '21', '00');
  await typeTime(dialog, 'end', '20', '00');
  await chooseProject(page, dialog);
  await dialog.getByRole('button', { name: activity.form.add, exact: true }).click();
  await expect(dialog.getByText(activity.messages.endAfterStart, { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: activity.form.cancel }).click();
  await expect(dialog).toBeHidden();
  await expect(offlineRows(page)).toHaveCount(0);

  // 20:00–21:00 offline: the day and its calendar figure rise by an hour.
  await addOffline(page, ['20', '00'], ['21', '00']);
  await expectFiguresAgree(page, before + 60);

  // Edited to 20:00–21:30 from its row.
  await entriesTable(page)
    .getByRole('button', { name: fill(timeline.entries.editOne, { entry: entryName('20:00', '21:00') }) })
    .click();
  const edit = page.getByRole('dialog', { name: activity.form.editTitle });
  await typeTime(edit, 'end', '21', '30');
  await edit.getByRole('button', { name: activity.form.save, exact: true }).click();
  await expect(edit).toBeHidden();
  const edited = entryName('20:00', '21:30');
  await expect(
    entriesTable(page).getByRole('checkbox', { name: fill(timeline.entries.select, { entry: edited }) }),
  ).toBeVisible();
  await expectFiguresAgree(page, before + 90);

  // Another, 21:45–22:15; both offline rows are picked and deleted together.
  await addOffline(page, ['21', '45'], ['22', '15']);
  await expectFiguresAgree(page, before + 120);
  await keepScreenshot(page, testInfo, 'my-time-day-en');
  for (const entry of [edited, entryName('21:45', '22:15')])
    await entriesTable(page)
      .getByRole('checkbox', { name: fill(timeline.entries.select, { entry }) })
      .check();
  await expect(daySection(page).getByText(fill(timeline.bulk.selected, { total: '2' }))).toBeVisible();
  await daySection(page).getByRole('button', { name: timeline.bulk.delete }).click();
  const confirm = page.getByRole('dialog', { name: timeline.delete.title });
  await expect(confirm).toContainText(fill(timeline.delete.confirmMany, { total: '2' }));
  await confirm.getByRole('button', { name: timeline.entries.delete, exact: true }).click();
  await expect(page.getByText(fill(timeline.delete.done, { total: '2' }))).toBeVisible();
  await expect(offlineRows(page)).toHaveCount(0);
  await expectFiguresAgree(page, before);

  // His own screenshots of the day: one blurred, another deleted, each after a confirmation.
  const blurButtons = daySection(page).getByRole('button', { name: pattern(activity.screenshots.blurOne) });
  await expect(blurButtons.first()).toBeVisible();
  const blurLabel = (await blurButtons.first().getAttribute('aria-label')) ?? '';
  const blurredAt = pattern(activity.screenshots.blurOne).exec(blurLabel)?.[1] ?? '';
  const blurredBadges = daySection(page).getByText(activity.screenshots.blurred, { exact: true });
  const blurredBefore = await blurredBadges.count();
  await blurButtons.first().click();
  const blurConfirm = page.getByRole('dialog', { name: activity.screenshots.blurTitle });
  await expect(blurConfirm).toContainText(fill(activity.screenshots.blurConfirm, { time: blurredAt }));
  await blurConfirm.getByRole('button', { name: activity.screenshots.blur, exact: true }).click();
  await expect(page.getByText(activity.screenshots.blurDone)).toBeVisible();
  await expect(
    daySection(page).getByRole('button', { name: fill(activity.screenshots.blurOne, { time: blurredAt }) }),
  ).toBeDisabled();
  await expect(blurredBadges).toHaveCount(blurredBefore + 1);

  const deleteButtons = daySection(page).getByRole('button', { name: pattern(activity.screenshots.deleteOne) });
  const deleteLabel = (await deleteButtons.nth(1).getAttribute('aria-label')) ?? '';
  const deletedAt = pattern(activity.screenshots.deleteOne).exec(deleteLabel)?.[1] ?? '';
  const shownBefore = await daySection(page).getByText(activity.screenshots.deleted, { exact: true }).count();
  await deleteButtons.nth(1).click();
  const deleteConfirm = page.getByRole('dialog', { name: activity.screenshots.deleteTitle });
  await expect(deleteConfirm).toContainText(fill(activity.screenshots.deleteConfirm, { time: deletedAt }));
  await deleteConfirm.getByRole('button', { name: activity.screenshots.delete, exact: true }).click();
  await expect(page.getByText(activity.screenshots.deleteDone)).toBeVisible();
  await expect(
    daySection(page).getByRole('button', { name: fill(activity.screenshots.deleteOne, { time: deletedAt }) }),
  ).toHaveCount(0);
  await expect(daySection(page).getByText(activity.screenshots.deleted, { exact: true })).toHaveCount(shownBefore + 1);

  // The day's figures still agree with its rows.
  await expectFiguresAgree(page, before);
});
