import { navItems } from '@worktrail/contract';
import { demo } from '../src/demo.ts';
import { ar, en, expect, keepScreenshot, sidebarLabels, signInAs, storedSessions, test } from '../src/fixtures.ts';

const nav = (page: import('@playwright/test').Page, label = en.nav.label) =>
  page.getByRole('navigation', { name: label });

test('the demo owner signs in and sees the dashboard shell with every sidebar item', async ({ page }, testInfo) => {
  await signInAs(page, demo.owner);
  for (const label of sidebarLabels(en)) {
    await expect(nav(page).getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('heading', { level: 1, name: en.nav.items.dashboard })).toBeVisible();
  await keepScreenshot(page, testInfo, 'owner-shell-en');
  // The last area to be built: it opens on its own page, not the "not available yet" placeholder.
  await nav(page).getByRole('link', { name: en.nav.items.organizationSettings, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: en.nav.items.organizationSettings })).toBeVisible();
  await expect(page.getByRole('tab', { name: en.organization.settings.tabs.plan, exact: true })).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText('This page is not available yet.');
});

test('an employee has no Members, Feature Settings or Organization Settings, and is refused those pages', async ({
  page,
}) => {
  await signInAs(page, demo.employee);
  await expect(nav(page).getByRole('link', { name: 'Dashboard', exact: true })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'Timeline', exact: true })).toBeVisible();
  for (const hidden of ['Members', 'Feature Settings', 'Organization Settings', 'Data Import']) {
    await expect(nav(page).getByRole('link', { name: hidden, exact: true })).toHaveCount(0);
  }
  const members = navItems.find((item) => item.key === 'members');
  await page.goto(members?.route ?? '/pepole/members');
  await expect(
    page.getByText('You do not have permission to view this content. Please contact your administrator.'),
  ).toBeVisible();
});

test('switching to Arabic lays the portal out right to left with Arabic labels, kept after reload', async ({
  page,
}, testInfo) => {
  await signInAs(page, demo.manager);
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'العربية' });

  const html = page.locator('html');
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(html).toHaveAttribute('lang', 'ar');
  await expect(nav(page, ar.nav.label).getByRole('link', { name: ar.nav.items.dashboard, exact: true })).toBeVisible();

  await page.reload();
  await expect(html).toHaveAttribute('dir', 'rtl');
  for (const label of sidebarLabels(ar).slice(0, 3)) {
    await expect(nav(page, ar.nav.label).getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  // The sidebar sits on the right in Arabic.
  const box = await nav(page, ar.nav.label).boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect((box?.x ?? 0) + (box?.width ?? 0) / 2).toBeGreaterThan(width / 2);
  await keepScreenshot(page, testInfo, 'manager-shell-ar');
});

test('logging out returns to / and removes the stored session', async ({ page }) => {
  await signInAs(page, demo.employee2);
  expect(await storedSessions(page)).toHaveLength(1);
  await page.getByRole('button', { name: /employee2@demo\.example|Ethan/ }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log out' });
  await expect(dialog).toContainText('Are you sure you want to log out?');
  await dialog.getByRole('button', { name: 'Log out' }).click();

  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByRole('heading', { name: 'You are signed out' })).toBeVisible();
  expect(await storedSessions(page)).toHaveLength(0);

  // The provider session ended too: signing in again asks for the password.
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/connect\/interaction\//);
  await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
});

test('a wrong password is explained on the login screen', async ({ page }) => {
  await page.goto('/dashboard');
  await page.waitForURL(/\/connect\/interaction\//);
  await page.getByLabel('Email').fill(demo.owner);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Invalid email or password.')).toBeVisible();
});

test('an unknown address shows the not-found page', async ({ page }) => {
  await signInAs(page, demo.owner);
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});
