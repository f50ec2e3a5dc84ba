import { expect, type Locator, type Page } from '@playwright/test';
import { type Dictionary, en } from './fixtures.ts';

/** A password for accounts the journeys create. */
export const newPassword = 'journey-password-1';

type Account = { email: string; username: string; password?: string; name?: string; surname?: string };

/** The terms checkbox's accessible name: its label without the link tags the dictionary marks the links with. */
export const acceptTermsName = (words: Dictionary = en) => words.account.fields.acceptTerms.replace(/<\/?\w+>/g, '');

/** Fills the shared new-account fields (sign-up and accept-invitation) in the dictionary's language. */

export async function fillNewAccount(
  page: Page,
  { email, username, password = newPassword, name, surname }: Account,
  words = en,
) {
  // Only an invitation asks for the names; they come first.
  if (name !== undefined) await page.getByLabel(words.account.fields.name, { exact: true }).fill(name);
  if (surname !== undefined) await page.getByLabel(words.account.fields.surname, { exact: true }).fill(surname);
  const email$ = page.getByLabel(words.account.fields.email, { exact: true });
  if (await email$.isEditable()) await email$.fill(email);
  await page.getByLabel(words.account.fields.username, { exact: true }).fill(username);
  await page.getByLabel(words.account.fields.password, { exact: true }).fill(password);
  await page.getByRole('checkbox', { name: acceptTermsName(words) }).check();
}

/** Signs up on /account/register and waits for the "check your email" screen showing the address. */
export async function signUp(page: Page, account: Account, words = en) {
  await page.goto('/account/register');
  await expect(page.getByRole('heading', { level: 1, name: words.account.register.title })).toBeVisible();
  await fillNewAccount(page, account, words);
  await page.getByRole('button', { name: words.account.register.submit }).click();
  await page.waitForURL(/\/account\/verify-email\/sent$/);
  await expect(page.getByRole('heading', { level: 1, name: words.account.checkEmail.title })).toBeVisible();
  await expect(page.getByText(account.email)).toBeVisible();
}

/** On the provider's login screen (the SPA page), signs in with e-mail and password. */
export async function signInOnLoginPage(
  page: Page,
  { email, password = newPassword }: { email: string; password?: string },
  words: Dictionary = en,
) {
  await page.waitForURL(/\/connect\/interaction\//);
  await page.getByLabel(words.auth.login.email, { exact: true }).fill(email);
  await page.getByLabel(words.auth.login.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: words.auth.login.submit, exact: true }).click();
}

/** Business sign-up: industry, organisation name and team size, then on to Invite team. */
export async function createOrganisation(page: Page, name: string, words: Dictionary = en) {
  const form = words.organization.businessSignUp;
  await expect(page.getByRole('heading', { level: 1, name: form.title })).toBeVisible();
  await page.getByLabel(form.industry, { exact: true }).selectOption({ label: form.industries.softwareIt });
  await page.getByLabel(form.organizationName, { exact: true }).fill(name);
  await page.getByLabel(form.teamSize, { exact: true }).selectOption('1-10');
  await page.getByRole('button', { name: form.submit }).click();
  await page.waitForURL(/\/account\/invite-team$/);
  await expect(page.getByRole('heading', { level: 1, name: words.invitations.page.title })).toBeVisible();
}

/** The main navigation landmark in a language. */
export const mainNavigation = (page: Page, words: Dictionary = en) =>
  page.getByRole('navigation', { name: words.nav.label });

/**
 * What a screen reader hears of a control named by its contents: its text without the parts hidden from assistive
 * technology (`aria-hidden`), e.g. a calendar day's sentence without the short figures drawn for the eye.
 */
export const spokenText = (control: Locator) =>
  control.evaluate((element) => {
    const spoken = (node: Node): string => {
      if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
      if (node instanceof Element && node.getAttribute('aria-hidden') === 'true') return '';
      return [...node.childNodes].map(spoken).join('');
    };
    return spoken(element).trim();
  });
