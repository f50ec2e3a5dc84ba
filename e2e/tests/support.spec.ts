import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { expectNoSeriousAxeFindings } from '../src/axe.ts';
import { demo, supportHost } from '../src/demo.ts';
import { ar, en, expect, keepScreenshot, signInAs, test } from '../src/fixtures.ts';
import { createOrganisation, newPassword, signInOnLoginPage, signUp } from '../src/journeys.ts';
import { linkIn, newAddress, waitForMail } from '../src/mailbox.ts';
import { expectNoSidewaysScroll } from '../src/page-width.ts';
import { fill, templatePattern } from '../src/words.ts';

const support = en.support;
const host = en.host;

/** A small PNG and a log file: the two attachments of the new ticket. */
const screenshotPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWPQqDiBFTEMLQkAAtVaAdp8aMgAAAAASUVORK5CYII=',
  'base64',
);
const trackerLog = Buffer.from(
  '2026-11-26 09:00:01 INFO tracker started\n2026-11-26 09:00:02 ERROR upload failed: 503\n',
);
const answerNote = Buffer.from('Steps we took:\n1. Restarted the upload queue.\n2. Checked your organisation.\n');

const downloaded = async (download: Download) => readFile((await download.path()) ?? '');

/** Signs in the support person: the first time through the "set your password" link `npm run host:admin` mailed. */
async function signInToConsole(page: Page, password: string, firstTime: boolean) {
  if (firstTime) {
    const mail = await waitForMail({ to: supportHost, subject: /Reset your Worktrail password/ });
    await page.goto(linkIn(mail, '/account/reset-password'));
    await page.getByLabel('New password', { exact: true }).fill(password);
    await page.getByLabel('Confirm new password', { exact: true }).fill(password);
    await page.getByRole('button', { name: en.account.resetPassword.submit }).click();
    await page.waitForURL(/\/account\/reset-password\/success$/);
  }
  await page.goto('/host');
  await signInOnLoginPage(page, { email: supportHost, password });
  await page.waitForURL(/\/host$/);
  await expect(page.getByRole('navigation', { name: host.nav.label })).toBeVisible();
}

// One story, in the order of the "Done when": the ticket a new organisation opens is the one support answers.
test.describe
  .serial('support: a ticket goes from a new organisation to the support console and back', () => {
    const suffix = Date.now().toString(36);
    const user = { email: newAddress('support-user'), username: `supportuser${suffix}` };
    const organisation = `Blue Harbour ${suffix}`;
    const subject = `The tracker stops uploading ${suffix}`;
    const demoSubject = `Invoices in Arabic ${suffix}`;
    const hostPassword = 'support-host-password-1';
    let ticketPath = '';

    test('a new user opens a ticket with two attachments', async ({ page }, testInfo) => {
      await signUp(page, user);
      const confirmation = await waitForMail({ to: user.email, subject: /Confirm your email/ });
      await page.goto(linkIn(confirmation, '/account/verify-email'));
      await page.getByRole('button', { name: 'Sign in' }).click();
      await signInOnLoginPage(page, user);
      await page.waitForURL(/\/account\/business-sign-up$/);
      await createOrganisation(page, organisation);

      // The user menu leads to support; a new organisation has no tickets yet.
      await page.goto('/dashboard');
      await page.getByRole('button', { name: user.email }).click();
      await page.getByRole('menuitem', { name: en.userMenu.support }).click();
      await page.waitForURL(/\/support\/tickets$/);
      await expect(page.getByText(support.list.emptyTitle)).toBeVisible();
      await expectNoSeriousAxeFindings(page);

      await page.getByRole('button', { name: support.actions.newTicket }).first().click();
      const dialog = page.getByRole('dialog', { name: support.create.title });
      await dialog.getByLabel(support.create.subject).fill(subject);
      await dialog.getByLabel(support.create.message).fill('Since this morning nothing reaches the portal.');
      await dialog.getByLabel(support.create.ticketType).selectOption({ label: 'Tracker or time data' });
      await dialog.getByLabel(support.create.operatingSystem).selectOption({ label: 'Linux' });
      await dialog.locator('input[type=file]').setInputFiles([
        { name: 'screen.png', mimeType: 'image/png', buffer: screenshotPng },
        { name: 'tracker.log', mimeType: 'text/plain', buffer: trackerLog },
      ]);
      await expect(
        dialog.getByRole('button', { name: fill(support.attachments.remove, { name: 'tracker.log' }) }),
      ).toBeVisible();
      await expectNoSeriousAxeFindings(page);
      await dialog.getByRole('button', { name: support.create.submit }).click();

      await page.waitForURL(/\/support\/tickets\/[0-9a-f-]{36}$/);
      ticketPath = new URL(page.url()).pathname;
      await expect(page.getByRole('heading', { name: new RegExp(subject) })).toBeVisible();
      await expect(
        page.getByRole('button', { name: templatePattern(support.thread.download, { name: 'screen.webp' }) }),
      ).toBeVisible();
      await expect(
        page.getByRole('button', { name: templatePattern(support.thread.download, { name: 'tracker.log' }) }),
      ).toBeVisible();
      await keepScreenshot(page, testInfo, 'support-ticket-opened-en');

      // Support hears of it by mail, without the files' content.
      const opened = await waitForMail({ to: supportHost, subject: new RegExp(subject) });
      expect(opened.text).toContain(organisation);
      expect(opened.text).not.toContain('upload failed: 503');
    });

    test('another organisation opens a ticket too, and cannot read the first one', async ({ page }) => {
      await signInAs(page, demo.owner);
      await page.goto('/support/tickets?new=1');
      const dialog = page.getByRole('dialog', { name: support.create.title });
      await dialog.getByLabel(support.create.subject).fill(demoSubject);
      await dialog.getByLabel(support.create.message).fill('Can invoices be printed in Arabic?');
      await dialog.getByLabel(support.create.ticketType).selectOption({ label: 'Billing' });
      await dialog.getByLabel(support.create.operatingSystem).selectOption({ label: 'Web browser only' });
      await dialog.getByRole('button', { name: support.create.submit }).click();
      await page.waitForURL(/\/support\/tickets\/[0-9a-f-]{36}$/);

      // The new organisation's ticket is not among the demo owner's, and its address finds nothing.
      await page.goto('/support/tickets');
      await expect(page.getByRole('link', { name: demoSubject })).toBeVisible();
      await expect(page.getByText(subject)).toHaveCount(0);
      await page.goto(ticketPath);
      await expect(page.getByRole('heading', { name: support.ticket.notFoundTitle })).toBeVisible();
      await expect(page.getByText(subject)).toHaveCount(0);
    });

    test('a member without the host role is kept out of the console', async ({ page }) => {
      await signInAs(page, demo.owner);
      await page.goto('/host');
      await expect(page.getByRole('heading', { name: host.hostOnly.title })).toBeVisible();
      await expect(page.getByText(subject)).toHaveCount(0);
    });

    test('support sees it among several organisations and answers with an attachment', async ({ page }, testInfo) => {
      await signInToConsole(page, hostPassword, true);
      const tickets = page.getByRole('table');
      await expect(tickets.getByRole('row').filter({ hasText: subject })).toContainText(organisation);
      await expect(tickets.getByRole('row').filter({ hasText: demoSubject })).toBeVisible();
      await expect(tickets.getByRole('row').filter({ hasText: subject })).toContainText(host.tickets.new);
      await expectNoSeriousAxeFindings(page);
      await keepScreenshot(page, testInfo, 'support-console-tickets-en');

      await tickets.getByRole('link', { name: subject }).click();
      await page.waitForURL(/\/host\/tickets\/[0-9a-f-]{36}$/);
      await expect(page.getByRole('link', { name: user.email })).toBeVisible();
      await page.getByLabel(host.answer.comment).fill('We restarted your upload queue. Please check again.');
      await page
        .locator('input[type=file]')
        .setInputFiles([{ name: 'what-we-did.txt', mimeType: 'text/plain', buffer: answerNote }]);
      await page.getByRole('button', { name: host.answer.send }).click();
      await expect(page.getByText('We restarted your upload queue. Please check again.')).toBeVisible();
      await expectNoSeriousAxeFindings(page);
      await keepScreenshot(page, testInfo, 'support-console-ticket-en');
    });

    test('the user gets the mail, reads the answer, downloads the file, solves and reopens', async ({ page }) => {
      const answered = await waitForMail({ to: user.email, subject: /Support answered your ticket/ });
      expect(answered.text).not.toContain('Restarted the upload queue');
      await page.goto(linkIn(answered, '/support/tickets/'));
      await signInOnLoginPage(page, { email: user.email, password: newPassword });
      await page.waitForURL(new RegExp(`${ticketPath}$`));

      await expect(page.getByText('We restarted your upload queue. Please check again.')).toBeVisible();
      await expect(page.getByText(support.thread.supportName).first()).toBeVisible();
      const download = page.waitForEvent('download');
      await page
        .getByRole('button', { name: templatePattern(support.thread.download, { name: 'what-we-did.txt' }) })
        .click();
      const file = await download;
      expect(file.suggestedFilename()).toBe('what-we-did.txt');
      expect((await downloaded(file)).toString()).toBe(answerNote.toString());

      await page.getByRole('button', { name: support.actions.solve }).click();
      await expect(page.getByText(support.thread.statusChange.SOLVED).first()).toBeVisible();
      await expect(page.getByText(support.status.Solved).first()).toBeVisible();
      await page.getByRole('button', { name: support.actions.reopen }).click();
      await expect(page.getByText(support.thread.statusChange.REOPENED).first()).toBeVisible();
      await expect(page.getByRole('button', { name: support.actions.solve })).toBeVisible();
      await expectNoSeriousAxeFindings(page);
    });

    test('in Arabic: the tickets, the conversation, the FAQ and the console, right to left', async ({
      page,
    }, testInfo) => {
      await signInAs(page, demo.owner);
      await page.getByRole('combobox', { name: en.language.label }).selectOption({ label: ar.language.ar });
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await page.goto('/support/tickets');
      await expect(page.getByRole('heading', { name: ar.support.list.title })).toBeVisible();
      await expectNoSeriousAxeFindings(page);
      await page.getByRole('link', { name: demoSubject }).click();
      await expect(page.getByRole('heading', { name: new RegExp(demoSubject) })).toBeVisible();
      await expectNoSeriousAxeFindings(page);
      await page.goto('/support/faq');
      await expect(page.getByRole('heading', { name: ar.support.faq.title })).toBeVisible();
      await page.getByRole('button', { name: 'من يمكنه رؤية لقطات الشاشة ونشاطي؟' }).click();
      await expect(page.getByText(/لا يستطيع أحد من خارج مؤسستك/)).toBeVisible();
      await expectNoSeriousAxeFindings(page);
      await keepScreenshot(page, testInfo, 'support-faq-ar');
    });

    test('in Arabic: support reads the ticket in the console, right to left', async ({ page }, testInfo) => {
      await page.goto('/host');
      await page.waitForURL(/\/connect\/interaction\//);
      await page.getByRole('combobox', { name: en.language.label }).selectOption({ label: ar.language.ar });
      await page.getByLabel(ar.auth.login.email, { exact: true }).fill(supportHost);
      await page.getByLabel(ar.auth.login.password, { exact: true }).fill(hostPassword);
      await page.getByRole('button', { name: ar.auth.login.submit, exact: true }).click();
      await page.waitForURL(/\/host$/);
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.getByRole('navigation', { name: ar.host.nav.label })).toBeVisible();
      await expectNoSeriousAxeFindings(page);
      await page.getByRole('table').getByRole('link', { name: subject }).click();
      await expect(page.getByText('We restarted your upload queue. Please check again.')).toBeVisible();
      await expectNoSeriousAxeFindings(page);
      await keepScreenshot(page, testInfo, 'support-console-ticket-ar');
    });

    test('at phone width the tickets, a ticket, the FAQ and the console fit the screen', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await signInAs(page, demo.owner);
      await page.goto('/support/tickets');
      await expect(page.getByRole('link', { name: demoSubject })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await page.getByRole('link', { name: demoSubject }).click();
      await expect(page.getByRole('heading', { name: new RegExp(demoSubject) })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await page.goto('/support/faq');
      await expect(page.getByRole('heading', { name: support.faq.title })).toBeVisible();
      await expectNoSidewaysScroll(page);

      await page.context().clearCookies();
      await page.evaluate(() => window.localStorage.clear());
      await page.goto('/host');
      await signInOnLoginPage(page, { email: supportHost, password: hostPassword });
      await page.waitForURL(/\/host$/);
      await expect(page.getByRole('table').getByRole('link', { name: subject })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await page.getByRole('table').getByRole('link', { name: subject }).click();
      await expect(page.getByText('We restarted your upload queue. Please check again.')).toBeVisible();
      await expectNoSidewaysScroll(page);
    });
  });
