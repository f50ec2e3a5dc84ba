import type { Page } from '@playwright/test';
import { demo } from '../src/demo.ts';
import { ar, type Dictionary, en, expect, keepScreenshot, signInAs, test } from '../src/fixtures.ts';
import { mainNavigation } from '../src/journeys.ts';
import { featureWords } from '../src/words.ts';

type CustomerWords = Dictionary['customers'];
const words = (language: 'en' | 'ar'): CustomerWords => featureWords(language, 'customers');
const enCustomers = words('en');
const arCustomers = words('ar');

const tag = Date.now().toString(36);
const customersTable = (page: Page, name = enCustomers.list.title) => page.getByRole('table', { name });
const rowOf = (page: Page, name: string) => customersTable(page).getByRole('row').filter({ hasText: name });

test('the owner adds, finds, edits and deletes a customer', async ({ page }, testInfo) => {
  const name = `Journey Customer ${tag}`;
  const renamed = `Journey Renamed ${tag}`;
  await signInAs(page, demo.owner);
  await mainNavigation(page).getByRole('link', { name: en.nav.items.customers, exact: true }).click();
  await page.waitForURL(/\/projects\/customers$/);
  await expect(page.getByRole('tab', { name: /^Active \d+$/ })).toHaveAttribute('aria-selected', 'true');
  await expect(customersTable(page)).toHaveAttribute('aria-busy', 'false');

  // Adding: the name is required, then the customer shows on top of the newest-first list.
  await page.getByRole('button', { name: enCustomers.actions.add }).click();
  const addForm = page.getByRole('dialog', { name: enCustomers.form.addTitle });
  await addForm.getByRole('button', { name: enCustomers.form.add }).click();
  await expect(addForm.getByText(enCustomers.messages.nameRequired)).toBeVisible();
  await addForm.getByLabel(enCustomers.form.name).fill(name);
  await addForm.getByLabel(enCustomers.form.note).fill('Met at the trade fair');
  await addForm.getByRole('button', { name: enCustomers.form.add }).click();
  await expect(page.getByText(`Customer ${name} was added.`)).toBeVisible();
  await expect(addForm).toBeHidden();
  await expect(rowOf(page, name)).toContainText('Met at the trade fair');
  await expect(rowOf(page, name)).toContainText('Active');

  // The same name again, in other letters' case, is refused beside the field.
  await page.getByRole('button', { name: enCustomers.actions.add }).click();
  const twinForm = page.getByRole('dialog', { name: enCustomers.form.addTitle });
  await twinForm.getByLabel(enCustomers.form.name).fill(name.toUpperCase());
  await twinForm.getByRole('button', { name: enCustomers.form.add }).click();
  await expect(twinForm.getByText(enCustomers.messages.alreadyExists)).toBeVisible();
  await twinForm.getByRole('button', { name: 'Cancel' }).click();
  await expect(twinForm).toBeHidden();

  // Searching narrows the list to the customer.
  await page.getByLabel(enCustomers.search.label).fill(tag);
  await expect(customersTable(page).getByRole('row')).toHaveCount(2);
  await expect(rowOf(page, name)).toBeVisible();
  await keepScreenshot(page, testInfo, 'customers-list-en');

  // Editing: renamed and made inactive, it moves to the Inactive tab.
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const editForm = page.getByRole('dialog', { name: enCustomers.form.editTitle });
  await expect(editForm.getByLabel(enCustomers.form.name)).toHaveValue(name);
  await editForm.getByLabel(enCustomers.form.name).fill(renamed);
  await editForm.getByLabel(enCustomers.form.status).selectOption({ label: enCustomers.statuses.inactive });
  await keepScreenshot(page, testInfo, 'customers-edit-en');
  await editForm.getByRole('button', { name: enCustomers.form.save }).click();
  await expect(page.getByText(`Customer ${renamed} was updated.`)).toBeVisible();
  await expect(page.getByText(enCustomers.list.noMatch.replace('{{search}}', tag))).toBeVisible();
  await page.getByRole('tab', { name: /^Inactive/ }).click();
  await expect(rowOf(page, renamed)).toContainText('Inactive');

  // Deleting asks first; a customer without projects then disappears.
  await page.getByRole('button', { name: `Delete ${renamed}` }).click();
  const confirm = page.getByRole('dialog', { name: enCustomers.delete.title });
  await expect(confirm).toContainText(`Delete ${renamed}?`);
  await confirm.getByRole('button', { name: enCustomers.delete.confirm }).click();
  await expect(page.getByText(`Customer ${renamed} was deleted.`)).toBeVisible();
  await expect(page.getByText(enCustomers.list.noMatch.replace('{{search}}', tag))).toBeVisible();
});

test('the customers page reads right to left in Arabic', async ({ page }, testInfo) => {
  const name = `عميل تجريبي ${tag}`;
  await signInAs(page, demo.owner);
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'العربية' });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await mainNavigation(page, ar).getByRole('link', { name: ar.nav.items.customers, exact: true }).click();
  await page.waitForURL(/\/projects\/customers$/);

  await page.getByRole('button', { name: arCustomers.actions.add }).click();
  const addForm = page.getByRole('dialog', { name: arCustomers.form.addTitle });
  await addForm.getByRole('button', { name: arCustomers.form.add }).click();
  await expect(addForm.getByText(arCustomers.messages.nameRequired)).toBeVisible();
  await addForm.getByLabel(arCustomers.form.name).fill(name);
  await keepScreenshot(page, testInfo, 'customers-edit-ar');
  await addForm.getByRole('button', { name: arCustomers.form.add }).click();
  await expect(addForm).toBeHidden();

  const table = customersTable(page, arCustomers.list.title);
  await expect(table.getByRole('row').filter({ hasText: name })).toContainText(arCustomers.statuses.active);
  await expect(table.getByRole('columnheader', { name: new RegExp(arCustomers.list.joined) })).toBeVisible();
  await keepScreenshot(page, testInfo, 'customers-list-ar');

  await page.getByRole('button', { name: arCustomers.actions.delete.replace('{{name}}', name) }).click();
  await page
    .getByRole('dialog', { name: arCustomers.delete.title })
    .getByRole('button', { name: arCustomers.delete.confirm })
    .click();
  await expect(table.getByRole('row').filter({ hasText: name })).toHaveCount(0);
});
