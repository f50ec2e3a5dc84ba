import type { Browser, BrowserContext, Page } from '@playwright/test';
import { seriousAxeFindings } from '../src/axe.ts';
import { demo } from '../src/demo.ts';
import { expect, signInAs, test } from '../src/fixtures.ts';

/**
 * Every screen a signed-in owner, an employee and a signed-out visitor reach, opened as a first visit (an empty
 * cache): the script it fetches over the wire stays within its budget (issue 18 item 9), and axe finds nothing
 * serious in English or in Arabic (item 8). The weights are printed, so the figures in a note come from here.
 */
const kb = 1024;
const scriptBudgetBytes = 200 * kb;
/**
 * The screens still above the 200 KB goal, each held to a little over what it fetched when this check was written
 * (2026-11-26), so none can grow while they are brought down: lower an entry as its screen shrinks, never raise it,
 * and delete it once the screen is within 200 KB. Mostly Mantine, the contract's schemas for forms, dates and charts.
 */
const overBudget: Record<string, number> = {
  '/dashboard': 315 * kb,
  '/timeline': 300 * kb,
  '/projects/projects': 310 * kb,
  '/projects/project-tasks': 290 * kb,
  '/projects/view-tasks': 290 * kb,
  '/projects/workspaces': 280 * kb,
  '/projects/customers': 275 * kb,
  '/pepole/members': 290 * kb,
  '/pepole/teams': 285 * kb,
  '/pepole/structure': 265 * kb,
  '/reports/attendance': 290 * kb,
  '/reports/general': 290 * kb,
  '/reports/charts': 385 * kb,
  '/settings/general': 275 * kb,
  '/settings/feature': 270 * kb,
  '/settings/member': 285 * kb,
  '/settings/setting': 265 * kb,
  '/settings/organiztion': 300 * kb,
  '/import': 275 * kb,
  '/account/invite-team': 270 * kb,
  '/support/tickets': 285 * kb,
  '/support/faq': 255 * kb,
  '/tracker/connect': 260 * kb,
  '/account/register': 215 * kb,
  '/account/forgot-password': 215 * kb,
  '/no-such-page': 220 * kb,
};
const budgetOf = (path: string) => overBudget[path] ?? scriptBudgetBytes;

const ownerScreens = [
  '/dashboard',
  '/timeline',
  '/projects/projects',
  '/projects/project-tasks',
  '/projects/view-tasks',
  '/projects/workspaces',
  '/projects/customers',
  '/pepole/members',
  '/pepole/teams',
  '/pepole/structure',
  '/reports/attendance',
  '/reports/general',
  '/reports/charts',
  '/settings/general',
  '/settings/feature',
  '/settings/member',
  '/settings/setting',
  '/settings/organiztion',
  '/import',
  '/account/invite-team',
  '/support/tickets',
  '/support/faq',
  '/connect/device',
  '/tracker/connect',
];
const employeeScreens = ['/dashboard', '/timeline', '/settings/setting', '/tracker/connect'];
const publicScreens = ['/account/register', '/account/forgot-password', '/legal/terms', '/no-such-page'];

type Visit = { path: string; scriptBytes: number };
const visits: Visit[] = [];
/** Every screen's findings are gathered before failing, so one run names everything there is to fix. */
const findings: string[] = [];

async function checkAxe(page: Page, what: string) {
  for (const finding of await seriousAxeFindings(page)) findings.push(`${what}: ${finding}`);
}

/** A signed-in browser's stored session (its localStorage), to open each screen in a new, empty-cached context. */
async function sessionOf(browser: Browser, email: string) {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const page = await context.newPage();
  await signInAs(page, email);
  const state = await context.storageState();
  await context.close();
  return state;
}

/** Waits until the screen has drawn: its main heading is there and nothing says it is still loading. */
async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
}

/** Opens one screen in a fresh context and sums the encoded size of every script the browser received. */
async function firstVisit(context: BrowserContext, path: string) {
  const page = await context.newPage();
  const scripts: Promise<number>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.sizes().then((sizes) => sizes.responseBodySize));
  });
  await page.goto(path);
  await settled(page);
  const scriptBytes = (await Promise.all(scripts)).reduce((sum, size) => sum + size, 0);
  visits.push({ path, scriptBytes });
  return page;
}

async function sweep(
  browser: Browser,
  screens: string[],
  storageState: Awaited<ReturnType<BrowserContext['storageState']>> | undefined,
) {
  for (const path of screens) {
    const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, storageState });
    const page = await firstVisit(context, path);
    await checkAxe(page, `${path} (en)`);
    // The same screen in Arabic, right to left: the language is the browser's choice, kept in its storage.
    await page.evaluate(() => window.localStorage.setItem('worktrail.language', 'ar'));
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await settled(page);
    await checkAxe(page, `${path} (ar)`);
    await context.close();
  }
}

test.describe
  .serial('every screen, in English and Arabic', () => {
    test.setTimeout(300_000);

    test('the owner’s screens', async ({ browser }) => {
      await sweep(browser, ownerScreens, await sessionOf(browser, demo.owner));
    });

    test('the employee’s screens', async ({ browser }) => {
      await sweep(browser, employeeScreens, await sessionOf(browser, demo.employee));
    });

    test('the screens before signing in, the sign-in page among them', async ({ browser }) => {
      await sweep(browser, publicScreens, undefined);
      const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
      const page = await context.newPage();
      await page.goto('/dashboard');
      await page.waitForURL(/\/connect\/interaction\//);
      await settled(page);
      await checkAxe(page, 'sign-in (en)');
      await context.close();
    });

    test('axe finds nothing serious on any of them', () => {
      expect(findings).toEqual([]);
    });

    test('no screen fetches more script than its budget on a first visit', () => {
      const table = visits.map(
        ({ path, scriptBytes }) =>
          `${(scriptBytes / kb).toFixed(1).padStart(7)} KB  (budget ${budgetOf(path) / kb} KB)  ${path}`,
      );
      console.log(`script over the wire, first visit:\n${table.join('\n')}`);
      expect(visits.length).toBe(ownerScreens.length + employeeScreens.length + publicScreens.length);
      expect(visits.filter(({ path, scriptBytes }) => scriptBytes > budgetOf(path))).toEqual([]);
    });
  });
