import type { Locator, Page } from '@playwright/test';
import { demo } from '../src/demo.ts';
import { ar, type Dictionary, en, expect, keepScreenshot, signInAs, test } from '../src/fixtures.ts';
import { mainNavigation } from '../src/journeys.ts';
import { featureWords } from '../src/words.ts';

type ProjectWords = Dictionary['projects'];
const words = (language: 'en' | 'ar'): ProjectWords => featureWords(language, 'projects');
const enProjects = words('en');
const arProjects = words('ar');

const tag = Date.now().toString(36);
const customer = 'Northwind Traders';
const projectsTable = (page: Page, name = enProjects.list.title) => page.getByRole('table', { name });
const rowOf = (page: Page, name: string) => projectsTable(page).getByRole('row').filter({ hasText: name });
/** A status tab with its counter, e.g. "Active (1)"; the counters follow the search, so they are this journey's own. */
const tab = (page: Page, label: string, count: number) =>
  page.getByRole('tab', { name: `${label} ${count}`, exact: true });
const fill = (text: string, values: Record<string, string>) =>
  Object.entries(values).reduce((result, [key, value]) => result.replace(`{{${key}}}`, value), text);

/**
 * Types a date and leaves the field with Tab, then waits until its calendar is gone: an open calendar can cover the
 * dialog's buttons (in Arabic it opens over the submit button), and Escape would close the dialog if it had shut.
 */
async function typeDate(page: Page, form: Locator, label: string, value: string) {
  const field = form.getByLabel(label);
  await field.fill(value);
  await field.press('Tab');
  await expect(page.locator('[data-dates-dropdown]')).toHaveCount(0);
}

async function openProjects(page: Page, search: string) {
  await mainNavigation(page).getByRole('link', { name: en.nav.items.projects, exact: true }).click();
  await page.waitForURL(/\/projects\/projects$/);
  await page.getByLabel(enProjects.search.label).fill(search);
}

/** Adds a project through the form, the required fields filled in. */
async function addProject(page: Page, name: string) {
  await page.getByRole('button', { name: enProjects.actions.add }).click();
  const form = page.getByRole('dialog', { name: enProjects.form.addTitle });
  await form.getByLabel(enProjects.form.name).fill(name);
  await form.getByRole('combobox', { name: enProjects.form.customer }).click();
  await page.getByRole('option', { name: customer }).click();
  await typeDate(page, form, enProjects.form.startDate, '2025-04-01');
  await typeDate(page, form, enProjects.form.endDate, '2025-09-30');
  await form.getByRole('button', { name: enProjects.form.add }).click();
  await expect(page.getByText(fill(enProjects.form.created, { name }))).toBeVisible();
  await expect(form).toBeHidden();
}

async function rowAction(page: Page, name: string, action: string) {
  await page.getByRole('button', { name: fill(enProjects.actions.menu, { name }) }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

test('the owner creates, edits, duplicates, archives and deletes a project while the counters follow', async ({
  page,
}, testInfo) => {
  const name = `Journey Project ${tag}`;
  const copy = `Journey Copy ${tag}`;
  await signInAs(page, demo.owner);
  await openProjects(page, tag);
  await expect(page.getByText(fill(enProjects.list.noMatch, { search: tag }))).toBeVisible();
  await expect(tab(page, enProjects.tabs.active, 0)).toHaveAttribute('aria-selected', 'true');

  // The §5 messages, then the project is created as Active and the counter rises.
  await page.getByRole('button', { name: enProjects.actions.add }).click();
  const form = page.getByRole('dialog', { name: enProjects.form.addTitle });
  await expect(form.getByLabel(enProjects.form.colour, { exact: true })).toHaveValue('#98A2B3');
  await expect(form.getByLabel(enProjects.form.maxWorkingHours)).toHaveValue('0');
  await form.getByRole('button', { name: enProjects.form.add }).click();
  for (const message of ['nameRequired', 'customerRequired', 'startDateRequired', 'endDateRequired'] as const)
    await expect(form.getByText(enProjects.messages[message])).toBeVisible();
  await form.getByLabel(enProjects.form.name).fill(name);
  await form.getByRole('combobox', { name: enProjects.form.customer }).click();
  await page.getByRole('option', { name: customer }).click();
  await typeDate(page, form, enProjects.form.startDate, '2025-04-01');
  await typeDate(page, form, enProjects.form.endDate, '2025-03-01');
  await form.getByRole('button', { name: enProjects.form.add }).click();
  await expect(form.getByText(enProjects.messages.endAfterStart)).toBeVisible();
  await typeDate(page, form, enProjects.form.endDate, '2025-09-30');
  await form.getByLabel(enProjects.form.description).fill('Journey through the projects screen');
  await form.getByRole('button', { name: enProjects.form.add }).click();
  await expect(page.getByText(fill(enProjects.form.created, { name }))).toBeVisible();
  await expect(tab(page, enProjects.tabs.active, 1)).toBeVisible();
  await expect(rowOf(page, name)).toContainText(customer);
  await expect(rowOf(page, name)).toContainText(enProjects.statuses.active);
  await keepScreenshot(page, testInfo, 'projects-list-en');

  // Editing keeps the project in its tab with the new values.
  await rowAction(page, name, enProjects.actions.edit);
  const edit = page.getByRole('dialog', { name: enProjects.form.editTitle });
  await expect(edit.getByLabel(enProjects.form.name)).toHaveValue(name);
  await edit.getByLabel(enProjects.form.maxWorkingHours).fill('120');
  await edit.getByLabel(enProjects.form.description).fill('Edited on the journey');
  await keepScreenshot(page, testInfo, 'projects-edit-en');
  await edit.getByRole('button', { name: enProjects.form.save }).click();
  await expect(page.getByText(fill(enProjects.form.updated, { name }))).toBeVisible();
  await expect(rowOf(page, name)).toContainText('Edited on the journey');

  // Duplicating under a taken name is refused beside the field; another name works and the copy is active.
  await rowAction(page, name, enProjects.actions.duplicate);
  const prompt = page.getByRole('dialog', { name: enProjects.duplicate.title });
  await prompt.getByLabel(enProjects.duplicate.name).fill(name.toUpperCase());
  await prompt.getByRole('button', { name: enProjects.duplicate.confirm }).click();
  await expect(prompt.getByText(enProjects.messages.alreadyExists)).toBeVisible();
  await prompt.getByLabel(enProjects.duplicate.name).fill(copy);
  await prompt.getByRole('button', { name: enProjects.duplicate.confirm }).click();
  await expect(page.getByText(fill(enProjects.duplicate.done, { name: copy }))).toBeVisible();
  await expect(tab(page, enProjects.tabs.active, 2)).toBeVisible();

  // Archiving asks first (a warning), then the 1.5 s notice, then the list reloads with the counters moved.
  await rowAction(page, copy, enProjects.actions.archive);
  const warning = page.getByRole('dialog', { name: enProjects.archive.title });
  await expect(warning).toContainText(copy);
  await warning.getByRole('button', { name: enProjects.archive.confirm }).click();
  await expect(page.getByText(fill(enProjects.archive.done, { name: copy }))).toBeVisible();
  await expect(tab(page, enProjects.tabs.active, 1)).toBeVisible();
  await expect(tab(page, enProjects.tabs.archived, 1)).toBeVisible();
  await expect(rowOf(page, copy)).toHaveCount(0);

  // Deleting asks first; the archived copy goes and its counter drops, never below 0.
  await tab(page, enProjects.tabs.archived, 1).click();
  await rowAction(page, copy, enProjects.actions.delete);
  const confirm = page.getByRole('dialog', { name: enProjects.delete.title });
  await confirm.getByRole('button', { name: enProjects.delete.confirm }).click();
  await expect(page.getByText(fill(enProjects.delete.done, { name: copy }))).toBeVisible();
  await expect(tab(page, enProjects.tabs.archived, 0)).toBeVisible();
  await expect(tab(page, enProjects.tabs.all, 1)).toBeVisible();
});

test('two tabs edit one project: the second save meets the conflict notice and the list reloads', async ({
  page,
  context,
}) => {
  const name = `Contested ${tag}`;
  await signInAs(page, demo.owner);
  await openProjects(page, name);
  await addProject(page, name);

  const second = await context.newPage();
  await second.goto('/dashboard');
  await openProjects(second, name);
  await expect(rowOf(second, name)).toBeVisible();

  // Both tabs open the form on the same version of the project.
  await rowAction(page, name, enProjects.actions.edit);
  await rowAction(second, name, enProjects.actions.edit);
  const firstForm = page.getByRole('dialog', { name: enProjects.form.editTitle });
  const secondForm = second.getByRole('dialog', { name: enProjects.form.editTitle });
  await firstForm.getByLabel(enProjects.form.description).fill('Saved in the first tab');
  await firstForm.getByRole('button', { name: enProjects.form.save }).click();
  await expect(page.getByText(fill(enProjects.form.updated, { name }))).toBeVisible();

  await secondForm.getByLabel(enProjects.form.description).fill('Saved in the second tab');
  await secondForm.getByRole('button', { name: enProjects.form.save }).click();
  await expect(second.getByText(enProjects.conflict.message)).toBeVisible();
  await expect(secondForm).toBeHidden();
  await expect(rowOf(second, name)).toContainText('Saved in the first tab');
});

test('the projects page reads right to left in Arabic', async ({ page }, testInfo) => {
  const name = `مشروع تجريبي ${tag}`;
  await signInAs(page, demo.owner);
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'العربية' });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await mainNavigation(page, ar).getByRole('link', { name: ar.nav.items.projects, exact: true }).click();
  await page.waitForURL(/\/projects\/projects$/);

  await page.getByRole('button', { name: arProjects.actions.add }).click();
  const form = page.getByRole('dialog', { name: arProjects.form.addTitle });
  await form.getByRole('button', { name: arProjects.form.add }).click();
  await expect(form.getByText(arProjects.messages.nameRequired)).toBeVisible();
  await form.getByLabel(arProjects.form.name).fill(name);
  await form.getByRole('combobox', { name: arProjects.form.customer }).click();
  await page.getByRole('option', { name: customer }).click();
  await typeDate(page, form, arProjects.form.startDate, '2025-04-01');
  await typeDate(page, form, arProjects.form.endDate, '2025-09-30');
  await keepScreenshot(page, testInfo, 'projects-edit-ar');
  await form.getByRole('button', { name: arProjects.form.add }).click();
  await expect(form).toBeHidden();

  const row = projectsTable(page, arProjects.list.title).getByRole('row').filter({ hasText: name });
  await expect(row).toContainText(arProjects.statuses.active);
  await keepScreenshot(page, testInfo, 'projects-list-ar');

  await page.getByRole('button', { name: fill(arProjects.actions.menu, { name }) }).click();
  await page.getByRole('menuitem', { name: arProjects.actions.delete }).click();
  await page
    .getByRole('dialog', { name: arProjects.delete.title })
    .getByRole('button', { name: arProjects.delete.confirm })
    .click();
  await expect(row).toHaveCount(0);
});
