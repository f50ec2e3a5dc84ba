import type { Page } from '@playwright/test';
import { demo } from '../src/demo.ts';
import { ar, type Dictionary, en, expect, keepScreenshot, signInAs, test } from '../src/fixtures.ts';
import { mainNavigation } from '../src/journeys.ts';
import { featureWords } from '../src/words.ts';

type FeatureWords = Dictionary['featureSettings'];
const words = (language: 'en' | 'ar'): FeatureWords => featureWords(language, 'featureSettings');
const enWords = words('en');
const arWords = words('ar');
const fill = (text: string, values: Record<string, string>) =>
  Object.entries(values).reduce((result, [key, value]) => result.replace(`{{${key}}}`, value), text);

const offlineLabel = enWords.keys.Allow_to_add_offline_Time.label;
const membersTable = (page: Page, label = enWords.member.table.members) => page.getByRole('table', { name: label });
const employeeRow = (page: Page) => membersTable(page).getByRole('row').filter({ hasText: demo.employee });

/** Sets the organisation's "allow to add offline time" and saves it. */
async function setOrganisationOffline(page: Page, on: boolean) {
  await page.goto('/settings/feature');
  const offline = page.getByRole('switch', { name: offlineLabel });
  await expect(offline).toBeVisible();
  if ((await offline.isChecked()) !== on) {
    await offline.click({ force: true });
    await page.getByRole('button', { name: enWords.save }).click();
    await expect(page.getByText(enWords.saved)).toBeVisible();
  }
}

/** Puts the employee's "allow to add offline time" back to default if they have an individual value. */
async function followDefaultAgain(page: Page) {
  await page.goto('/settings/member?key=Allow_to_add_offline_Time');
  await page.getByLabel(enWords.member.search.members).fill(demo.employee);
  await expect(membersTable(page).getByRole('row')).toHaveCount(2);
  await expect(employeeRow(page)).toContainText(demo.employee);
  if (!(await employeeRow(page).textContent())?.includes(enWords.sources.member)) return;
  await employeeRow(page).getByRole('checkbox').check({ force: true });
  await page.getByRole('button', { name: enWords.member.backToDefault }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await expect(employeeRow(page)).not.toContainText(enWords.sources.member);
}

test('the owner turns off offline time for the organisation and gives one employee an individual value back', async ({
  page,
}, testInfo) => {
  await signInAs(page, demo.owner);
  await mainNavigation(page).getByRole('link', { name: en.nav.items.featureSettings, exact: true }).click();
  await page.waitForURL(/\/settings\/feature$/);
  await expect(page.getByRole('heading', { level: 2, name: enWords.sections.organisation })).toBeVisible();

  // The organisation turns offline time off.
  const offline = page.getByRole('switch', { name: offlineLabel });
  await expect(offline).toBeChecked();
  await offline.uncheck({ force: true });
  await page.getByRole('button', { name: enWords.save }).click();
  await expect(page.getByText(enWords.saved)).toBeVisible();
  await keepScreenshot(page, testInfo, 'feature-settings-en');

  try {
    // From the setting, to the member settings of that key: the employee follows the organisation.
    await page.getByRole('link', { name: `${enWords.customise}: ${offlineLabel}` }).click();
    await page.waitForURL(/\/settings\/member\?key=Allow_to_add_offline_Time$/);
    await page.getByLabel(enWords.member.search.members).fill(demo.employee);
    await expect(membersTable(page).getByRole('row')).toHaveCount(2);
    await expect(employeeRow(page)).toContainText(enWords.values.off);
    await expect(employeeRow(page)).toContainText(enWords.sources.organisation);

    // An individual value gives it back to them.
    await employeeRow(page).getByRole('checkbox').check({ force: true });
    await page.getByRole('switch', { name: enWords.member.individualValue }).check({ force: true });
    await page.getByRole('button', { name: enWords.member.setIndividual }).click();
    await expect(page.getByText(fill(enWords.member.updated, { count: '1' }))).toBeVisible();
    await expect(employeeRow(page)).toContainText(enWords.values.on);
    await expect(employeeRow(page)).toContainText(enWords.sources.member);
    await keepScreenshot(page, testInfo, 'member-settings-en');

    // The same screens in Arabic.
    await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'العربية' });
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByLabel(arWords.member.search.members).fill(demo.employee);
    const arRow = membersTable(page, arWords.member.table.members).getByRole('row').filter({ hasText: demo.employee });
    await expect(arRow).toContainText(arWords.sources.member);
    await keepScreenshot(page, testInfo, 'member-settings-ar');
    await page.goto('/settings/feature');
    await expect(page.getByRole('heading', { level: 2, name: arWords.sections.organisation })).toBeVisible();
    await keepScreenshot(page, testInfo, 'feature-settings-ar');
    await page.getByRole('combobox', { name: ar.language.label }).selectOption('en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  } finally {
    // Back to the defaults (other journeys rely on them): the employee follows the default, offline time is allowed.
    await followDefaultAgain(page);
    await setOrganisationOffline(page, true);
  }
  await page.goto('/settings/member?key=Allow_to_add_offline_Time');
  await page.getByLabel(enWords.member.search.members).fill(demo.employee);
  await expect(membersTable(page).getByRole('row')).toHaveCount(2);
  await expect(employeeRow(page)).toContainText(enWords.values.on);
  await expect(employeeRow(page)).toContainText(enWords.sources.organisation);
});
