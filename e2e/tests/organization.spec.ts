import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Download, Page } from '@playwright/test';
import { expectNoSeriousAxeFindings } from '../src/axe.ts';
import { ar, type Dictionary, en, expect, keepScreenshot, test } from '../src/fixtures.ts';
import { setHostPassword, signInToConsole } from '../src/host-console.ts';
import { newOwner } from '../src/owners.ts';
import { expectNoSidewaysScroll } from '../src/page-width.ts';
import { fill, templatePattern } from '../src/words.ts';
import { unzip } from '../src/zip.ts';

const settingsPath = '/settings/organiztion';
const downloaded = async (download: Download) => readFile((await download.path()) ?? '');

const tab = (page: Page, words: Dictionary, name: keyof Dictionary['organization']['settings']['tabs']) =>
  page.getByRole('tab', { name: words.organization.settings.tabs[name], exact: true });

/** An Attendance report read with nothing but an API key, as a script would (the issue's `curl`). */
const readReportWith = (request: APIRequestContext, key: string) =>
  request.get('/api/v1/Reports/AttendanceReport?FromDate=2026-01-01&ToDate=2026-01-08', {
    headers: { Authorization: `Bearer ${key}` },
  });

test('a new owner sees the trial, meets the seat limit, pays an invoice, uses and revokes an API key, and exports', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(150_000);
  const words = en.organization;
  const owner = await newOwner(page, 'org-owner');

  // Inviting more people than the trial's 20 seats is refused as a whole, naming the limit.
  const invitees = Array.from({ length: 21 }, (_, index) => `seat-${index}-${owner.username}@e2e.example`);
  const addresses = page.getByLabel(en.invitations.invite.emails, { exact: true });
  await addresses.fill(invitees.join(' '));
  // Enter turns the text into chips first, so the Send button has stopped moving when it is clicked.
  await addresses.press('Enter');
  await expect(
    page.getByRole('button', {
      name: fill(en.invitations.invite.removeEmail, { email: invitees[20] ?? '' }),
      exact: true,
    }),
  ).toBeVisible();
  await page.getByRole('button', { name: en.invitations.invite.send }).click();
  await expect(
    page.getByText(fill(words.messages.seatLimitReached, { limit: '20', used: '1', requested: '21' })),
  ).toBeVisible();

  // The trial, and one seat (the owner) of 20, nothing pending: no invitation was sent.
  await page.goto(settingsPath);
  const summary = page.getByRole('region', { name: words.summary.title });
  await expect(summary.getByText('Free trial', { exact: true })).toBeVisible();
  await expect(summary.getByText(words.summary.status.trial, { exact: true })).toBeVisible();
  await expect(summary.getByText(fill(words.summary.seatsUsed, { used: '1', limit: '20' }))).toBeVisible();
  await expect(summary.getByText(fill(words.summary.seatsPending, { count: '0' }))).toBeVisible();
  await expectNoSeriousAxeFindings(page);

  // §5: Change plan with nothing chosen asks for a package; Starter applies at once with the invoice of the difference.
  await page.getByRole('button', { name: words.plan.submit, exact: true }).click();
  await expect(page.getByText(en.organization.messages.packageRequired)).toBeVisible();
  await page.getByRole('radio', { name: 'Starter', exact: true }).check();
  await page.getByRole('button', { name: words.plan.submit, exact: true }).click();
  await page
    .getByRole('dialog', { name: words.plan.confirmTitle })
    .getByRole('button', { name: words.plan.submit, exact: true })
    .click();
  const changed = page.getByText(templatePattern(words.messages.changedNow, { name: 'Starter' }));
  await expect(changed).toBeVisible();
  const invoiceNumber = templatePattern(words.messages.changedNow, { name: 'Starter' }).exec(
    (await changed.textContent()) ?? '',
  )?.[1];
  expect(invoiceNumber).toBeTruthy();
  const number = invoiceNumber ?? '';
  await expect(summary.getByText('Starter', { exact: true })).toBeVisible();

  // The invoice is listed with its balance, and its PDF downloads.
  await tab(page, en, 'invoices').click();
  const invoiceRow = page.getByRole('row').filter({ hasText: number });
  await expect(invoiceRow.getByText(words.invoices.statuses.open, { exact: true })).toBeVisible();
  const pdf = page.waitForEvent('download');
  await invoiceRow.getByRole('button', { name: fill(words.invoices.downloadFor, { number }) }).click();
  expect((await downloaded(await pdf)).subarray(0, 4).toString()).toBe('%PDF');

  // Support records the whole balance as paid in the console.
  await setHostPassword(request);
  const hostContext = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const hostPage = await hostContext.newPage();
  await signInToConsole(hostPage, '/host/billing');
  await hostPage.getByRole('button', { name: fill(en.host.billing.recordPaymentFor, { number }), exact: true }).click();
  const payment = hostPage.getByRole('dialog', { name: fill(en.host.billing.payment.title, { number }) });
  await expect(payment.getByText(owner.organisation)).toBeVisible();
  await payment.getByRole('button', { name: en.host.billing.payment.save }).click();
  await expect(hostPage.getByText(templatePattern(en.host.billing.payment.recorded, { number }))).toBeVisible();
  await hostContext.close();

  // Back as the owner: the invoice is paid and nothing is due.
  await page.reload();
  await expect(invoiceRow.getByText(words.invoices.statuses.paid, { exact: true })).toBeVisible();
  await expect(summary.getByText(words.summary.nothingDue)).toBeVisible();
  await expect(summary.getByText('$0.00')).toBeVisible();

  // An API key that reads reports: shown once, works, and is refused from the moment it is revoked.
  await tab(page, en, 'apiKeys').click();
  await expect(page.getByRole('link', { name: new RegExp(words.apiKeys.docs) })).toHaveAttribute('href', '/api/docs');
  await expectNoSeriousAxeFindings(page);
  await page.getByRole('button', { name: words.apiKeys.create, exact: true }).click();
  const form = page.getByRole('dialog', { name: words.apiKeys.form.title });
  await form.getByLabel(words.apiKeys.form.name).fill('Payroll script');
  await form.getByRole('checkbox', { name: words.apiKeys.scope.reportsRead }).check();
  await form.getByRole('button', { name: words.apiKeys.form.submit }).click();
  const secret = page.getByRole('dialog', { name: words.apiKeys.secret.title });
  await expect(secret.getByRole('button', { name: words.apiKeys.secret.copy })).toBeVisible();
  const key = ((await secret.getByText(/^wt_/).textContent()) ?? '').trim();
  expect(key).toMatch(/^wt_/);
  await expectNoSeriousAxeFindings(page);
  await secret.getByRole('button', { name: words.apiKeys.secret.done }).click();
  expect((await readReportWith(request, key)).status()).toBe(200);

  await page.getByRole('button', { name: fill(words.apiKeys.revokeFor, { name: 'Payroll script' }) }).click();
  await page
    .getByRole('dialog', { name: words.apiKeys.revokeTitle })
    .getByRole('button', { name: words.apiKeys.revoke, exact: true })
    .click();
  await expect(page.getByText(words.apiKeys.revoked)).toBeVisible();
  expect((await readReportWith(request, key)).status()).toBe(401);

  // The export is made in the background; once ready its ZIP holds the members with the owner among them.
  await tab(page, en, 'export').click();
  await page.getByRole('button', { name: words.export.start, exact: true }).click();
  const ready = page.getByRole('button', { name: templatePattern(words.export.downloadFor) });
  await expect(ready).toBeVisible({ timeout: 20_000 });
  const zip = page.waitForEvent('download');
  await ready.click();
  const files = unzip(await downloaded(await zip));
  expect([...files.keys()]).toEqual(
    expect.arrayContaining([
      'members.csv',
      'teams.csv',
      'customers.csv',
      'projects.csv',
      'time-entries.csv',
      'settings.csv',
    ]),
  );
  expect(files.get('members.csv')?.toString()).toContain(owner.email);
  await keepScreenshot(page, testInfo, 'organization-export-en');
});

test('in Arabic at phone width the organisation page reads right to left and fits the screen', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const words = ar.organization;
  await newOwner(page, 'org-arabic');
  await page.goto(settingsPath);
  await page.getByRole('combobox', { name: en.language.label }).selectOption({ label: ar.language.ar });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.setViewportSize({ width: 390, height: 844 });

  const summary = page.getByRole('region', { name: words.summary.title });
  await expect(summary.getByText('تجربة مجانية', { exact: true })).toBeVisible();
  await expect(summary.getByText(fill(words.summary.seatsUsed, { used: '1', limit: '20' }))).toBeVisible();
  await expect(page.getByRole('radio', { name: 'المبتدئ', exact: true })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoSeriousAxeFindings(page);

  await tab(page, ar, 'invoices').click();
  await expect(page.getByText(words.invoices.empty)).toBeVisible();
  await expectNoSidewaysScroll(page);

  await tab(page, ar, 'apiKeys').click();
  await page.getByRole('button', { name: words.apiKeys.create, exact: true }).click();
  const form = page.getByRole('dialog', { name: words.apiKeys.form.title });
  await expect(form.getByRole('checkbox', { name: words.apiKeys.scope.reportsRead })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoSeriousAxeFindings(page);
  await keepScreenshot(page, testInfo, 'organization-api-key-ar');
});
