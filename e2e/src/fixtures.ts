import { test as base, expect, type Page, type TestInfo } from '@playwright/test';
import { navItems } from '@worktrail/contract';
import { dictionary as arabic } from '../../apps/web/src/locales/ar/index.ts';
import { dictionary as english } from '../../apps/web/src/locales/en/index.ts';
import { demoPassword } from './demo.ts';

/** The web app's whole dictionary (every feature's texts merged in): English is the source, Arabic has every key. */
export type Dictionary = typeof english;

export const en: Dictionary = english;
export const ar: Dictionary = arabic;

/** Sidebar labels in a language, in the §2 order. */
export const sidebarLabels = (words: Dictionary) =>
  navItems.map((item) => (words.nav.items as Record<string, string>)[item.key] ?? item.key);

/** Signs in through the real login screen of the embedded provider and lands on the dashboard. */
export async function signInAs(page: Page, email: string) {
  await page.goto('/dashboard');
  await page.waitForURL(/\/connect\/interaction\//);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(demoPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/dashboard$/);
}

/** The oidc-client-ts sign-in entries in localStorage (the stored session). */
export const storedSessions = (page: Page) =>
  page.evaluate(() => Object.keys(window.localStorage).filter((key) => key.startsWith('oidc.user:')));

/** Saves a full-page screenshot under artifacts/screens (kept after the run) and attaches it to the report. */
export async function keepScreenshot(page: Page, testInfo: TestInfo, name: string) {
  const body = await page.screenshot({
    fullPage: true,
    path: new URL(`../artifacts/screens/${name}.png`, import.meta.url).pathname,
  });
  await testInfo.attach(name, { body, contentType: 'image/png' });
}

export const test = base.extend({
  // The server's address is known only after global setup has started it.
  baseURL: async ({ baseURL: _configured }, use) => use(process.env.E2E_BASE_URL),
});
export { expect };
