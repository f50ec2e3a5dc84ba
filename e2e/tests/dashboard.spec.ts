import type { Browser, Page } from '@playwright/test';
import { demo } from '../src/demo.ts';
import { ar, en, expect, keepScreenshot, signInAs, test } from '../src/fixtures.ts';
import { mainNavigation } from '../src/journeys.ts';
import { featureWords as feature, fill, templatePattern as pattern } from '../src/words.ts';

const dashboard = feature('en', 'dashboard');
const arDashboard = feature('ar', 'dashboard');
const activity = feature('en', 'activity');

/** A project Emma works on (projects demo step). */
const project = 'Warehouse dashboard';

function minutesOf(text: string, duration = en.format.duration) {
  const match = new RegExp(pattern(duration).source.replace(/^\^|\$$/g, '')).exec(text);
  if (!match) throw new Error(`not a duration: ${text}`);
  const digits = (value = '') => Number(value.replace(/\D/g, ''));
  return digits(match[1]) * 60 + digits(match[2]);
}

/** The seven weekday names of a language, Sunday first, as Intl writes them ('short', or 'narrow' over a month). */
const weekdayNames = (language: string, form: 'short' | 'narrow') => {
  const format = new Intl.DateTimeFormat(language, { weekday: form, timeZone: 'UTC' });
  // 5–11 January 2025 run Sunday to Saturday.
  return Array.from({ length: 7 }, (_, day) => format.format(Date.UTC(2025, 0, 5 + day)));
};

const card = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
const workedMinutes = async (page: Page) =>
  minutesOf((await card(page, dashboard.cards.worked).getByText(pattern(en.format.duration)).textContent()) ?? '');
/** Waits until the figures and screenshots of the chosen period have loaded (no placeholders left). */
async function loaded(page: Page, words = dashboard) {
  await expect(card(page, words.cards.worked)).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}
const periodKind = (page: Page, label: string) => page.getByRole('radio', { name: label, exact: true });
/** Picks Day, Week, Month or Custom (the segmented control's label). */
async function choosePeriod(page: Page, label: string, words = dashboard) {
  await page.getByRole('radiogroup', { name: words.range.label }).getByText(label, { exact: true }).click();
  await expect(periodKind(page, label)).toBeChecked();
}
/** The period shown, in words ("Today · …", "This week · …" or its dates); the only status with a year in it. */
const shownPeriod = (page: Page) => page.getByRole('status').filter({ hasText: /\d{4}|[٠-٩]{4}/ });
const chart = (page: Page, words = dashboard) => page.getByRole('figure', { name: words.chart.title });

/** Shows the month holding the member's latest tracked time: this month, else (early in a month) the one before. */
async function monthWithTime(page: Page, words = dashboard) {
  await choosePeriod(page, words.range.month, words);
  await expect(page).toHaveURL(/range=month/);
  await loaded(page, words);
  if (await page.getByText(words.empty, { exact: true }).isVisible()) {
    await page.getByRole('button', { name: words.range.previous.month }).click();
    await loaded(page, words);
  }
  await expect(page.getByText(words.empty, { exact: true })).toBeHidden();
}

/**
 * Every column of the chart is under its weekday's name in the language, day after day in the week's order: a week
 * has the short names, a month (too many columns for words) the one-letter ones.
 */
async function expectWeekdayNames(page: Page, language: 'en' | 'ar', words = dashboard) {
  const labels = await chart(page, words).locator('[data-weekday]').allTextContents();
  expect([7, 28, 29, 30, 31]).toContain(labels.length);
  const names = weekdayNames(language, labels.length > 7 ? 'narrow' : 'short');
  const first = names.findIndex((_, offset) =>
    labels.every((label, index) => label.startsWith(names[(offset + index) % 7] ?? '')),
  );
  expect(first, `${labels.join(' ')} follow ${names.join(' ')}`).toBeGreaterThanOrEqual(0);
}

/** Shows the week holding the member's latest tracked time: this week, else the one before. */
async function weekWithTime(page: Page, words = dashboard) {
  await choosePeriod(page, words.range.week, words);
  await expect(page).toHaveURL(/range=week/);
  await loaded(page, words);
  if (await page.getByText(words.empty, { exact: true }).isVisible()) {
    await page.getByRole('button', { name: words.range.previous.week }).click();
    await loaded(page, words);
  }
  await expect(page.getByText(words.empty, { exact: true })).toBeHidden();
}

/** The member id of a member, from the owner's Members list (the row menu's Dashboard link). */
async function memberIdOf(browser: Browser, baseURL: string | undefined, who: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signInAs(page, demo.owner);
  await mainNavigation(page).getByRole('link', { name: en.nav.items.members, exact: true }).click();
  await page.getByRole('button', { name: fill(en.members.actions.menu, { who }) }).click();
  const href = await page.getByRole('menuitem', { name: en.members.actions.dashboard }).getAttribute('href');
  await context.close();
  const id = new URL(href ?? '', 'http://x').searchParams.get('member');
  expect(id).toBeTruthy();
  return id ?? '';
}

test('an employee sees only her own timeline and dashboard', async ({ page, browser, baseURL }, testInfo) => {
  const ethanId = await memberIdOf(browser, baseURL, 'Ethan Employee');
  await signInAs(page, demo.employee);

  // The timeline's member picker holds only herself: the data scope the server gives her is one member.
  const users = page.waitForResponse((response) => response.url().includes('/Timeline/GetActivityUsers'));
  await page.goto('/timeline');
  const { result: scope } = (await (await users).json()) as { result: Array<{ name: string; isSelf: boolean }> };
  expect(scope.map(({ name, isSelf }) => ({ name, isSelf }))).toEqual([{ name: 'Emma Employee', isSelf: true }]);
  const picker = page.getByRole('combobox', { name: activity.member.label });
  await expect(picker).toHaveValue(fill(activity.member.self, { name: 'Emma Employee' }));
  await expect(picker).toHaveAttribute('readonly');

  // Another member's timeline and dashboard are refused by the page.
  await page.goto(`/timeline?member=${ethanId}`);
  await expect(page.getByRole('alert').filter({ hasText: activity.messages.memberNotFound })).toBeVisible();
  await expect(page.getByText('Ethan Employee')).toHaveCount(0);
  await page.goto(`/dashboard?member=${ethanId}`);
  await expect(page.getByRole('status').filter({ hasText: dashboard.member.notFound })).toBeVisible();
  await expect(page.getByText('Ethan Employee')).toHaveCount(0);
  await page.getByRole('link', { name: dashboard.member.ownDashboard }).click();

  // Her own dashboard, without a member picker, over the month with her latest time.
  await expect(page.getByRole('heading', { level: 2, name: 'Emma Employee' })).toBeVisible();
  await expect(page.getByText(dashboard.member.you, { exact: true })).toBeVisible();
  await expect(page.getByRole('combobox', { name: activity.member.label })).toHaveCount(0);
  await monthWithTime(page);
  expect(await workedMinutes(page)).toBeGreaterThan(0);
  await expect(
    card(page, dashboard.cards.activity).getByRole('img', { name: pattern(dashboard.cards.activityValue) }),
  ).toBeVisible();
  const share = pattern(dashboard.share);
  for (const list of [dashboard.projects.title, dashboard.apps.title]) {
    const items = card(page, list).getByRole('listitem');
    await expect(items.first()).toBeVisible();
    for (const text of await items.allTextContents()) expect(text).toMatch(new RegExp(share.source.slice(1, -1)));
  }
  await expect(card(page, dashboard.apps.title).getByText(dashboard.apps.app, { exact: true }).first()).toBeVisible();
  await expectWeekdayNames(page, 'en');
  const shots = card(page, dashboard.screenshots.recent);
  await expect(shots.getByRole('button', { name: pattern(activity.screenshots.open) }).first()).toBeVisible();
  // Her own screenshots can be blurred and deleted here as on her timeline (not done here: the timeline journey's).
  await expect(shots.getByRole('button', { name: pattern(activity.screenshots.blurOne) }).first()).toBeVisible();
  await expect(shots.getByRole('button', { name: pattern(activity.screenshots.deleteOne) }).first()).toBeVisible();
  await keepScreenshot(page, testInfo, 'dashboard-en');
});

test("a manager opens Emma's dashboard from the Members list, walks the periods and adds offline time", async ({
  page,
}) => {
  await signInAs(page, demo.manager);
  await mainNavigation(page).getByRole('link', { name: en.nav.items.members, exact: true }).click();
  await page.getByRole('button', { name: fill(en.members.actions.menu, { who: 'Emma Employee' }) }).click();
  await page.getByRole('menuitem', { name: en.members.actions.dashboard }).click();
  await expect(page).toHaveURL(/\/dashboard\?member=/);
  await expect(page.getByRole('heading', { level: 2, name: 'Emma Employee' })).toBeVisible();
  await expect(page.getByText(pattern(fill(dashboard.member.timeZone, { zone: 'Europe/Berlin' })))).toBeVisible();

  // Day, week and month: each the current one, said in words.
  const period = shownPeriod(page);
  for (const [kind, current] of [
    [dashboard.range.day, dashboard.range.today],
    [dashboard.range.week, dashboard.range.thisWeek],
    [dashboard.range.month, dashboard.range.thisMonth],
  ] as const) {
    await choosePeriod(page, kind);
    await expect(period).toContainText(current);
    await loaded(page);
  }

  // Back day by day to her second-last weekday with time (the last is the timeline journey's).
  await choosePeriod(page, dashboard.range.day);
  await loaded(page);
  let found = 0;
  for (let step = 0; step < 14 && found < 2; step += 1) {
    await page.getByRole('button', { name: dashboard.range.previous.day }).click();
    await expect(period).not.toContainText(dashboard.range.today);
    await loaded(page);
    if ((await workedMinutes(page)) > 0) found += 1;
  }
  expect(found).toBe(2);
  const day = new URL(page.url()).searchParams.get('from');
  const before = await workedMinutes(page);

  // Offline time from the dashboard's button, on that day: worked time rises by 30 minutes.
  await page.getByRole('button', { name: dashboard.addOffline }).click();
  const form = page.getByRole('dialog', { name: activity.form.addTitle });
  await expect(form.getByRole('note')).toContainText('Europe/Berlin');
  // Typed as a keyboard user does: the hours field moves on to the minutes by itself.
  for (const [which, time] of [
    ['start', '2000'],
    ['end', '2030'],
  ] as const) {
    await form.getByLabel(activity.form[`${which}Hours`], { exact: true }).click();
    await form.getByLabel(activity.form[`${which}Hours`], { exact: true }).pressSequentially(time);
    await expect(form.getByLabel(activity.form[`${which}Minutes`], { exact: true })).toHaveValue(time.slice(2));
  }
  await form.getByRole('combobox', { name: activity.form.project }).click();
  await page.getByRole('option', { name: project, exact: true }).click();
  await form.getByRole('button', { name: activity.form.add, exact: true }).click();
  await expect(page.getByText(activity.form.added)).toBeVisible();
  await expect(form).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`from=${day}`));
  await expect.poll(() => workedMinutes(page)).toBe(before + 30);
  await expect(card(page, dashboard.cards.offline).getByText(pattern(en.format.duration))).toHaveText(
    fill(en.format.duration, { hours: '0', minutes: '30' }),
  );
});

test('the dashboard reads right to left in Arabic, with Arabic weekday names', async ({ page }, testInfo) => {
  await signInAs(page, demo.owner);
  await page.getByRole('combobox', { name: en.language.label }).selectOption({ label: ar.language.ar });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  // The owner lands on the organisation dashboard; "My statistics" leads to her own member dashboard.
  await page
    .getByRole('radiogroup', { name: arDashboard.organisation.views.label })
    .getByText(arDashboard.organisation.views.mine, { exact: true })
    .click();
  await page.getByRole('link', { name: arDashboard.organisation.mine.dashboard }).click();
  await expect(page).toHaveURL(/\/dashboard\?member=/);
  await weekWithTime(page, arDashboard);
  await expectWeekdayNames(page, 'ar', arDashboard);
  const monday = weekdayNames('ar', 'short')[1] ?? '';
  await expect(chart(page, arDashboard).locator('[data-weekday]', { hasText: monday })).toBeVisible();
  await monthWithTime(page, arDashboard);
  await expect(chart(page, arDashboard)).toBeVisible();
  await expectWeekdayNames(page, 'ar', arDashboard);
  await expect(card(page, arDashboard.cards.worked).getByText(pattern(ar.format.duration))).toBeVisible();
  await keepScreenshot(page, testInfo, 'dashboard-ar');
});
