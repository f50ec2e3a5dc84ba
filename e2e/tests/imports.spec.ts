import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { customersCsv, projectsXlsx } from '../fixtures/import-files.ts';
import { demo } from '../src/demo.ts';
import { ar, type Dictionary, en, expect, keepScreenshot, signInAs, test } from '../src/fixtures.ts';
import { mainNavigation } from '../src/journeys.ts';
import { featureWords } from '../src/words.ts';

type ImportWords = Dictionary['imports'];
const words = (language: 'en' | 'ar'): ImportWords => featureWords(language, 'imports');
const enImports = words('en');
const arImports = words('ar');

const tag = Date.now().toString(36);
const customerNames = Array.from({ length: 200 }, (_, index) => `Imported Customer ${tag} ${index + 1}`);
const projectNames = Array.from({ length: 500 }, (_, index) => `Imported Project ${tag} ${index + 1}`);
const customersFile = `customers-${tag}.csv`;
const projectsFile = `projects-${tag}.xlsx`;
const unknownCustomer = `Nobody ${tag}`;

/** Downloads a template from the open upload modal. */
async function downloadTemplate(page: Page, label: string) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: label }).click(),
  ]);
  return readFile(await download.path());
}

/** Uploads a file in the open modal, previews it, imports it and waits for the result. */
async function importFile(page: Page, dialogName: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  const dialog = page.getByRole('dialog', { name: dialogName });
  await dialog.locator('input[type="file"]').setInputFiles(file);
  await dialog.getByRole('button', { name: enImports.modal.preview }).click();
  await expect(dialog.getByRole('table', { name: enImports.preview.problems })).toBeVisible();
  return dialog;
}

const historyRow = (page: Page, fileName: string) =>
  page.getByRole('table', { name: enImports.history.title }).getByRole('row').filter({ hasText: fileName });

test('the owner imports 200 customers from CSV and 500 projects from XLSX and reads why two rows failed', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  await signInAs(page, demo.owner);
  await mainNavigation(page).getByRole('link', { name: en.nav.items.dataImport, exact: true }).click();
  await page.waitForURL(/\/import$/);

  // Customers: no file first, then the CSV made from the template, previewed, imported.
  await page.getByRole('button', { name: enImports.cards.customers.open }).click();
  const customersDialog = page.getByRole('dialog', { name: enImports.cards.customers.title });
  await customersDialog.getByRole('button', { name: enImports.modal.preview }).click();
  await expect(customersDialog.getByText(enImports.messages.selectFile)).toBeVisible();
  const csvTemplate = (await downloadTemplate(page, enImports.modal.template.csv)).toString('utf8');
  expect(csvTemplate).toContain('Name,Note,Status');
  const csv = customersCsv({ template: csvTemplate, names: customerNames, badName: '=HYPERLINK("http://x.test")' });
  await importFile(page, enImports.cards.customers.title, {
    name: customersFile,
    mimeType: 'text/csv',
    buffer: Buffer.from(csv, 'utf8'),
  });
  await expect(customersDialog.getByText(/201 rows: 200 ready to import, 1 with errors, 0 duplicates/)).toBeVisible();
  await expect(customersDialog.getByRole('table')).toContainText(enImports.messages.formula);
  await keepScreenshot(page, testInfo, 'imports-preview-en');
  await customersDialog.getByRole('button', { name: enImports.modal.import, exact: true }).click();
  await expect(customersDialog.getByText(enImports.result.succeeded)).toBeVisible({ timeout: 30_000 });
  await expect(customersDialog.getByLabel(`${enImports.counts.imported}: 200`)).toBeVisible();
  await expect(customersDialog.getByLabel(`${enImports.counts.failed}: 1`)).toBeVisible();
  await keepScreenshot(page, testInfo, 'imports-result-en');

  // Upload another: projects from the XLSX template, their customers named as just imported.
  await customersDialog.getByRole('button', { name: enImports.modal.close, exact: true }).click();
  await page.getByRole('button', { name: enImports.cards.projects.open }).click();
  const projectsDialog = page.getByRole('dialog', { name: enImports.cards.projects.title });
  const xlsxTemplate = await downloadTemplate(page, enImports.modal.template.xlsx);
  const xlsx = await projectsXlsx({
    template: xlsxTemplate,
    names: projectNames,
    customers: customerNames,
    unknownCustomer,
  });
  await importFile(page, enImports.cards.projects.title, {
    name: projectsFile,
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: xlsx,
  });
  await expect(projectsDialog.getByText(/501 rows: 500 ready to import, 1 with errors, 0 duplicates/)).toBeVisible();
  await projectsDialog.getByRole('button', { name: enImports.modal.import, exact: true }).click();
  await expect(projectsDialog.getByText(enImports.result.succeeded)).toBeVisible({ timeout: 60_000 });
  await expect(projectsDialog.getByLabel(`${enImports.counts.imported}: 500`)).toBeVisible();
  await projectsDialog.getByRole('button', { name: enImports.modal.close, exact: true }).click();

  // The history lists both uploads; each one's failed row is explained.
  await expect(historyRow(page, customersFile)).toContainText(enImports.statuses.succeeded);
  await expect(historyRow(page, projectsFile)).toContainText(enImports.statuses.succeeded);
  await page.getByRole('button', { name: `Show the rows of ${projectsFile}` }).click();
  await expect(page.getByRole('table', { name: `Failed rows of ${projectsFile}` })).toContainText(
    `Customer '${unknownCustomer}' was not found`,
  );
  await page.getByRole('button', { name: `Show the rows of ${customersFile}` }).click();
  await expect(page.getByRole('table', { name: `Failed rows of ${customersFile}` })).toContainText(
    enImports.messages.formula,
  );
  await keepScreenshot(page, testInfo, 'imports-history-en');

  // The imported records are real: the customers list finds them.
  await mainNavigation(page).getByRole('link', { name: en.nav.items.customers, exact: true }).click();
  await page.waitForURL(/\/projects\/customers$/);
  await page.getByLabel('Search customers').fill(`Imported Customer ${tag} 200`);
  await expect(page.getByText(`Imported Customer ${tag} 200`)).toBeVisible();

  // In Arabic the page reads right to left and the reasons are translated.
  await mainNavigation(page).getByRole('link', { name: en.nav.items.dataImport, exact: true }).click();
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'العربية' });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: ar.nav.items.dataImport })).toBeVisible();
  const arHistory = page.getByRole('table', { name: arImports.history.title });
  await arHistory.getByRole('button', { name: arImports.history.showRowsOf.replace('{{file}}', projectsFile) }).click();
  await expect(page.getByText(arImports.messages.customerNotFound.replace('{{name}}', unknownCustomer))).toBeVisible();
  await keepScreenshot(page, testInfo, 'imports-history-ar');
  await page.getByRole('button', { name: arImports.cards.customers.open }).click();
  await expect(page.getByRole('dialog', { name: arImports.cards.customers.title })).toBeVisible();
  await keepScreenshot(page, testInfo, 'imports-upload-ar');
  await page.getByRole('button', { name: arImports.modal.cancel }).click();
});
