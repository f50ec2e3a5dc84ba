import type { Page } from '@playwright/test';
import { ar, type Dictionary, en, expect, keepScreenshot, storedSessions, test } from '../src/fixtures.ts';
import {
  createOrganisation,
  fillNewAccount,
  mainNavigation,
  newPassword,
  signInOnLoginPage,
  signUp,
} from '../src/journeys.ts';
import { linkIn, newAddress, waitForMail } from '../src/mailbox.ts';

// (a) and (b) are one story: the owner's invitations are what the colleagues accept.
test.describe
  .serial('a new organisation invites its team', () => {
    const owner = { email: newAddress('owner'), username: `owner${Date.now().toString(36)}` };
    const colleagues = [newAddress('colleague-a'), newAddress('colleague-b')];
    const colleagueNames = colleagues.map((_, index) => `colleague${index}${Date.now().toString(36)}`);
    // What people see of each colleague once joined: the names they gave, not their address.
    const colleagueShown = colleagues.map((_, index) => `Colleague${index} Joiner`);
    const linkColleague = {
      email: newAddress('colleague-link'),
      username: `linkjoiner${Date.now().toString(36)}`,
      name: 'Lina',
      surname: 'Haddad',
    };
    let invitationLink = '';

    test('a new user signs up, confirms the address, signs in, creates Acme and invites the team', async ({
      page,
    }, testInfo) => {
      await signUp(page, owner);
      await keepScreenshot(page, testInfo, 'accounts-check-email-en');

      const confirmation = await waitForMail({ to: owner.email, subject: /Confirm your email/ });
      await page.goto(linkIn(confirmation, '/account/verify-email'));
      await expect(page.getByRole('heading', { level: 1, name: 'Email confirmed' })).toBeVisible();
      await page.getByRole('button', { name: 'Sign in' }).click();
      await signInOnLoginPage(page, owner);

      // No organisation yet: business sign-up comes first.
      await page.waitForURL(/\/account\/business-sign-up$/);
      await keepScreenshot(page, testInfo, 'accounts-business-sign-up-en');
      await createOrganisation(page, 'Acme');

      const addresses = page.getByLabel('Email addresses');
      await addresses.fill(colleagues.join(', '));
      await addresses.press('Enter');
      for (const email of colleagues) await expect(page.getByRole('button', { name: `Remove ${email}` })).toBeVisible();
      await page.getByRole('button', { name: 'Send invitations' }).click();
      const result = page.getByRole('status').filter({ hasText: 'Invitations sent' });
      for (const email of colleagues) await expect(result.getByText(email)).toBeVisible();

      await page.getByRole('button', { name: 'Generate link' }).click();
      const link = page.getByLabel('Invitation link', { exact: true });
      await expect(link).toHaveValue(/\/account\/accept-invitation\?tenant=.+&token=.+/);
      await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible();
      await expect(page.getByText(/^Expires on /)).toBeVisible();
      invitationLink = await link.inputValue();

      const invitations = page.getByRole('table', { name: 'Invitations' });
      for (const email of colleagues) {
        await expect(invitations.getByRole('row').filter({ hasText: email })).toContainText('Pending');
      }
      await expect(invitations.getByRole('row').filter({ hasText: 'Invitation link' })).toContainText('Pending');
      await keepScreenshot(page, testInfo, 'accounts-invite-team-en');

      await page.getByRole('link', { name: 'Skip for now' }).click();
      await page.waitForURL(/\/dashboard$/);
      await expect(mainNavigation(page).getByRole('link', { name: 'Members', exact: true })).toBeVisible();
    });

    for (const [index, label] of ['first', 'second'].entries()) {
      test(`the ${label} colleague accepts from the mail, is signed in at once and sees the employee navigation`, async ({
        page,
      }, testInfo) => {
        const email = colleagues[index] ?? '';
        const invitation = await waitForMail({ to: email, subject: /Join Acme/ });
        await page.goto(linkIn(invitation, '/account/accept-invitation'));

        await expect(page.getByRole('heading', { level: 1, name: 'Join Acme' })).toBeVisible();
        const emailField = page.getByLabel('Email', { exact: true });
        await expect(emailField).toHaveValue(email);
        await expect(emailField).not.toBeEditable();
        const name = `Colleague${index}`;
        await fillNewAccount(page, { email, username: colleagueNames[index] ?? '', name, surname: 'Joiner' });
        if (index === 0) await keepScreenshot(page, testInfo, 'accounts-accept-invitation-en');
        await page.getByRole('button', { name: 'Create account and join' }).click();

        // No second sign-in: the new account goes straight in, and the header shows its name.
        await page.waitForURL(/\/dashboard$/);
        await expectEmployeeNavigation(page);
        await expect(page.getByRole('banner')).toContainText(colleagueShown[index] ?? '');
      });
    }

    test('a third colleague joins with the link: creates an account, confirms the mail, signs in', async ({ page }) => {
      const { email } = linkColleague;
      await page.goto(invitationLink);
      await expect(page.getByRole('heading', { level: 1, name: 'Join Acme' })).toBeVisible();
      await fillNewAccount(page, linkColleague);
      await page.getByRole('button', { name: 'Create account and join' }).click();

      await page.waitForURL(/\/account\/verify-email\/sent$/);
      await expect(page.getByText(email)).toBeVisible();
      const confirmation = await waitForMail({ to: email, subject: /Confirm your email/ });
      await page.goto(linkIn(confirmation, '/account/verify-email'));
      await expect(page.getByRole('heading', { level: 1, name: 'Email confirmed' })).toBeVisible();
      await page.getByRole('button', { name: 'Sign in' }).click();
      await signInOnLoginPage(page, { email });
      await page.waitForURL(/\/dashboard$/);
      await expectEmployeeNavigation(page);
    });

    test('the owner makes the first colleague a manager and assigns the second to them on Members', async ({
      page,
    }, testInfo) => {
      const [managerEmail = '', memberEmail = ''] = colleagues;
      const [managerShown = ''] = colleagueShown;
      await signInAgain(page, owner.email);
      await mainNavigation(page).getByRole('link', { name: 'Members', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Members' })).toBeVisible();
      await expect(page.getByRole('tab', { name: 'Active 4' })).toHaveAttribute('aria-selected', 'true');
      for (const email of [owner.email, ...colleagues, linkColleague.email])
        await expect(memberRow(page, email)).toBeVisible();

      await page.getByRole('button', { name: `Actions for ${managerShown}` }).click();
      await page.getByRole('menuitem', { name: 'Make manager' }).click();
      await expect(page.getByText(`${managerShown} is now Manager.`)).toBeVisible();
      await expect(memberRow(page, managerEmail)).toContainText('Manager');

      await page.getByRole('button', { name: `Actions for ${managerShown}` }).click();
      await page.getByRole('menuitem', { name: 'Assign members…' }).click();
      const dialog = page.getByRole('dialog', { name: `Assign members to ${managerShown}` });
      // The picker asks the server for what is typed; the member chosen is listed ticked.
      const picker = dialog.getByLabel('Add a member');
      await picker.click();
      await picker.fill(memberEmail);
      await page.getByRole('option', { name: colleagueShown[1] }).click();
      await expect(dialog.getByRole('checkbox', { name: colleagueShown[1] })).toBeChecked();
      await expect(dialog.getByText('Assigned: 1')).toBeVisible();
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText(`The members assigned to ${managerShown} were saved.`)).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(memberRow(page, managerEmail)).toContainText('Manages 1');
      await expect(memberRow(page, memberEmail)).toContainText(managerShown);
      // The toasts close by themselves after 5 s (§9); the screenshots show the page without them.
      await expect(page.getByRole('alert')).toHaveCount(0);
      await keepScreenshot(page, testInfo, 'members-en');

      await page.getByRole('combobox', { name: en.language.label }).selectOption({ label: 'العربية' });
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.getByRole('heading', { level: 1, name: ar.nav.items.members })).toBeVisible();
      await expect(page.getByRole('tab', { name: `${ar.members.tabs.active} 4` })).toBeVisible();
      await expect(memberRow(page, managerEmail, ar)).toContainText(ar.members.roles.manager);
      await keepScreenshot(page, testInfo, 'members-ar');
    });

    test('the new manager sees exactly themself and the member assigned to them', async ({ page }) => {
      const [managerEmail = '', memberEmail = ''] = colleagues;
      await signInAgain(page, managerEmail);
      await mainNavigation(page).getByRole('link', { name: 'Members', exact: true }).click();

      const rows = page.getByRole('table', { name: 'Members' }).getByRole('row');
      await expect(memberRow(page, managerEmail)).toBeVisible();
      await expect(memberRow(page, memberEmail)).toBeVisible();
      await expect(rows).toHaveCount(3);
      await expect(page.getByRole('tab', { name: 'All 2' })).toBeVisible();
      // A manager may see members but not manage them: a row's menu only leads to the member's timeline and dashboard.
      await memberRow(page, memberEmail)
        .getByRole('button', { name: /^Actions for / })
        .click();
      await expect(page.getByRole('menuitem')).toHaveText([en.members.actions.timeline, en.members.actions.dashboard]);
    });

    test('the owner archives the link colleague, who is signed out at their next step', async ({
      page,
      browser,
      baseURL,
    }) => {
      const colleague = await (await browser.newContext({ baseURL })).newPage();
      await signInAgain(colleague, linkColleague.email);
      await expectEmployeeNavigation(colleague);

      await signInAgain(page, owner.email);
      await mainNavigation(page).getByRole('link', { name: 'Members', exact: true }).click();
      await page.getByRole('button', { name: `Actions for ${linkColleague.name} ${linkColleague.surname}` }).click();
      await page.getByRole('menuitem', { name: 'Archive' }).click();
      const dialog = page.getByRole('dialog', { name: 'Archive member' });
      await expect(dialog).toContainText('They are signed out at once');
      await dialog.getByRole('button', { name: 'Archive' }).click();
      await expect(page.getByText(`${linkColleague.name} ${linkColleague.surname} was archived.`)).toBeVisible();
      await expect(memberRow(page, linkColleague.email)).toHaveCount(0);
      await page.getByRole('tab', { name: 'Archived 1' }).click();
      await expect(memberRow(page, linkColleague.email)).toContainText('Archived');

      // Still on the dashboard with a token that has not expired: the next page they open ends the session.
      await mainNavigation(colleague).getByRole('link', { name: 'Timeline', exact: true }).click();
      await colleague.waitForURL(/\/connect\/interaction\//);
      await expect(colleague.getByLabel('Password', { exact: true })).toBeVisible();
      expect(await storedSessions(colleague)).toHaveLength(0);
      await colleague.context().close();
    });
  });

/** Signs in from the start page through the login screen and waits for the dashboard. */
async function signInAgain(page: Page, email: string) {
  await page.goto('/dashboard');
  await signInOnLoginPage(page, { email });
  await page.waitForURL(/\/dashboard$/);
}

/** The members table's row of one person, found by their e-mail. */
const memberRow = (page: Page, email: string, words: Dictionary = en) =>
  page.getByRole('table', { name: words.members.list.title }).getByRole('row').filter({ hasText: email });

async function expectEmployeeNavigation(page: Page) {
  const nav = mainNavigation(page);
  await expect(nav.getByRole('link', { name: 'Dashboard', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Projects', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Members', exact: true })).toHaveCount(0);
}

test('forgot password: the mailed link resets it, and the new password signs in', async ({ page }, testInfo) => {
  const account = { email: newAddress('forgetful'), username: `forgetful${Date.now().toString(36)}` };
  await signUp(page, account);

  await page.goto('/dashboard');
  await page.waitForURL(/\/connect\/interaction\//);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(account.email)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Resend \(\d+ s\)$/ })).toBeDisabled();

  const reset = await waitForMail({ to: account.email, subject: /Reset your Worktrail password/ });
  await page.goto(linkIn(reset, '/account/reset-password'));
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('a-brand-new-password');
  await page.getByLabel('Confirm new password', { exact: true }).fill('not-the-same-password');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('The password confirmation does not match.')).toBeVisible();
  await page.getByLabel('Confirm new password', { exact: true }).fill('a-brand-new-password');
  await page.getByRole('button', { name: 'Reset password' }).click();

  await page.waitForURL(/\/account\/reset-password\/success$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Password reset' })).toBeVisible();
  await keepScreenshot(page, testInfo, 'accounts-reset-success-en');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await signInOnLoginPage(page, { email: account.email, password: newPassword });
  await expect(page.getByRole('alert')).toBeVisible();
  await signInOnLoginPage(page, { email: account.email, password: 'a-brand-new-password' });
  // The reset also confirmed the address; with no organisation yet, business sign-up is next.
  await page.waitForURL(/\/account\/business-sign-up$/);
});

test('the same sign-up, confirmation and business sign-up in Arabic, right to left', async ({ page }, testInfo) => {
  const account = { email: newAddress('arabic'), username: `arabic${Date.now().toString(36)}` };
  await page.goto('/account/register');
  await page.getByRole('combobox', { name: en.language.label }).selectOption({ label: 'العربية' });
  const html = page.locator('html');
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(html).toHaveAttribute('lang', 'ar');
  await expect(page.getByLabel(ar.account.fields.username, { exact: true })).toBeVisible();
  await keepScreenshot(page, testInfo, 'accounts-sign-up-ar');

  await signUp(page, account, ar);
  const confirmation = await waitForMail({ to: account.email, subject: /تأكيد بريدك الإلكتروني/ });
  await page.goto(linkIn(confirmation, '/account/verify-email'));
  await expect(page.getByRole('heading', { level: 1, name: ar.account.verifyEmail.confirmedTitle })).toBeVisible();
  await expect(html).toHaveAttribute('dir', 'rtl');
  await page.getByRole('button', { name: ar.account.signIn }).click();
  await signInOnLoginPage(page, account, ar);

  await page.waitForURL(/\/account\/business-sign-up$/);
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(page.getByLabel(ar.organization.businessSignUp.industry, { exact: true })).toBeVisible();
  await keepScreenshot(page, testInfo, 'accounts-business-sign-up-ar');
  await createOrganisation(page, 'شركة الأفق', ar);
  await expect(page.getByLabel(ar.invitations.invite.emails, { exact: true })).toBeVisible();
  await expect(page.getByRole('complementary')).toContainText(ar.invitations.banner.default);
  await keepScreenshot(page, testInfo, 'accounts-invite-team-ar');
});
