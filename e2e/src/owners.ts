import { expect, type Page } from '@playwright/test';
import { en } from './fixtures.ts';
import { createOrganisation, newPassword, signInOnLoginPage, signUp } from './journeys.ts';
import { linkIn, newAddress, waitForMail } from './mailbox.ts';

/**
 * A new user who signs up, confirms the address, signs in and creates a new organisation (so journeys leave the
 * demo organisation as it is). Ends on the invite page.
 */
export async function newOwner(page: Page, name: string) {
  const suffix = Date.now().toString(36);
  const owner = { email: newAddress(name), username: `${name}${suffix}`, password: newPassword };
  const organisation = `Cedar Works ${suffix}`;
  await signUp(page, owner);
  const confirmation = await waitForMail({ to: owner.email, subject: /Confirm your email/ });
  await page.goto(linkIn(confirmation, '/account/verify-email'));
  await page.getByRole('button', { name: en.account.signIn }).click();
  await signInOnLoginPage(page, owner);
  await page.waitForURL(/\/account\/business-sign-up$/);
  await createOrganisation(page, organisation);
  await expect(page.getByLabel(en.invitations.invite.emails, { exact: true })).toBeVisible();
  return { ...owner, organisation };
}
