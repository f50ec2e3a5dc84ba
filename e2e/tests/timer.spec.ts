import type { Page } from '@playwright/test';
import { demo } from '../src/demo.ts';
import { type Dictionary, expect, keepScreenshot, signInAs, test } from '../src/fixtures.ts';
import { featureWords } from '../src/words.ts';

type TimerWords = Dictionary['timer'];
const words = (language: 'en' | 'ar'): TimerWords => featureWords(language, 'timer');
const enTimer = words('en');
const arTimer = words('ar');

/** A project the demo employee works on (projects demo step). */
const project = 'Warehouse dashboard';
const fill = (text: string, values: Record<string, string>) =>
  Object.entries(values).reduce((result, [key, value]) => result.replace(`{{${key}}}`, value), text);

const timerOf = (page: Page, timer = enTimer) => page.getByRole('group', { name: timer.label });
const stopButton = (page: Page, timer = enTimer) =>
  timerOf(page, timer).getByRole('button', { name: fill(timer.stopOn, { project }) });
const startButton = (page: Page, timer = enTimer) =>
  timerOf(page, timer).getByRole('button', { name: timer.start, exact: true });

/** Picks the project in the header and starts the timer. */
async function startOn(page: Page, timer = enTimer) {
  await timerOf(page, timer).getByRole('combobox', { name: timer.project }).click();
  await page.getByRole('option', { name: project, exact: true }).click();
  await startButton(page, timer).click();
  await expect(stopButton(page, timer)).toBeVisible();
}

test('an employee starts the header timer, sees it run through a reload and in a second tab, and stops it there', async ({
  page,
  context,
}, testInfo) => {
  await signInAs(page, demo.employee);
  // A timer left running by an earlier attempt on this server is stopped first.
  await expect(timerOf(page)).toBeVisible();
  if (await stopButton(page).isVisible()) await stopButton(page).click();

  await startOn(page);
  const elapsed = timerOf(page).getByRole('timer', { name: enTimer.elapsed });
  const first = await elapsed.textContent();
  await expect(elapsed).not.toHaveText(first ?? '');
  await expect(timerOf(page)).toContainText(project);
  await expect(page.getByRole('status').filter({ hasText: fill(enTimer.started, { project }) })).toBeAttached();
  await keepScreenshot(page, testInfo, 'timer-running-en');

  // A reload reads the running timer from the server.
  await page.reload();
  await expect(stopButton(page)).toBeVisible();

  // A second tab shows it running too, and stops it; the first tab follows at once, without a reload.
  const second = await context.newPage();
  await second.goto('/dashboard');
  await expect(stopButton(second)).toBeVisible();
  await stopButton(second).click();
  await expect(startButton(second)).toBeVisible();
  await expect(startButton(page)).toBeVisible({ timeout: 5000 });
  await expect(stopButton(page)).toBeHidden();
  await keepScreenshot(page, testInfo, 'timer-stopped-en');
  await second.close();
});

test('the header timer reads right to left in Arabic', async ({ page }, testInfo) => {
  await signInAs(page, demo.employee2);
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'العربية' });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(timerOf(page, arTimer)).toBeVisible();
  if (await stopButton(page, arTimer).isVisible()) await stopButton(page, arTimer).click();
  await startOn(page, arTimer);
  await expect(timerOf(page, arTimer).getByRole('timer', { name: arTimer.elapsed })).toBeVisible();
  await keepScreenshot(page, testInfo, 'timer-running-ar');
  await stopButton(page, arTimer).click();
  await expect(startButton(page, arTimer)).toBeVisible();
  await keepScreenshot(page, testInfo, 'timer-stopped-ar');
});
