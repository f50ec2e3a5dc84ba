import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { supportHost } from './demo.ts';
import { en } from './fixtures.ts';
import { signInOnLoginPage } from './journeys.ts';
import { linkIn, mailsTo, waitForMail } from './mailbox.ts';

/** The support person's password in every spec (support.spec.ts sets the same one through the mailed link). */
export const hostPassword = 'support-host-password-1';
const resetSubject = /Reset your Worktrail password/;

/**
 * Gives the support person its password through the newest "set your password" link, by the API. A spec that
 * runs later (support.spec.ts) expects an unused link in the mailbox, so a fresh one is asked for and awaited
 * afterwards; setting the same password again changes nothing for it.
 */
export async function setHostPassword(request: APIRequestContext) {
  const mail = await waitForMail({ to: supportHost, subject: resetSubject });
  const token = new URL(linkIn(mail, '/account/reset-password')).searchParams.get('token');
  const reset = await request.post('/api/v1/Auth/ResetPassword', {
    data: { token, password: hostPassword, confirmPassword: hostPassword },
  });
  // A used link means an earlier spec already set the password (to the same value).
  if (reset.ok()) {
    const sent = (await mailsTo(supportHost)).filter((received) => resetSubject.test(received.subject)).length;
    const forgot = await request.post('/api/v1/Auth/ForgotPassword', { data: { email: supportHost } });
    expect(forgot.ok(), await forgot.text()).toBe(true);
    await waitForMail({ to: supportHost, subject: resetSubject, count: sent + 1 });
  }
}

/** Signs the support person in to a console page (e.g. `/host/billing`) through the real login screen. */
export async function signInToConsole(page: Page, path = '/host') {
  await page.goto(path);
  await signInOnLoginPage(page, { email: supportHost, password: hostPassword });
  await page.waitForURL((url) => url.pathname === path);
  await expect(page.getByRole('navigation', { name: en.host.nav.label })).toBeVisible();
}
