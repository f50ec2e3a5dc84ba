import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { after, before, beforeEach, describe, test } from 'node:test';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, chromium, type Page } from 'playwright-core';
import { freshStatus, projectIds, type StandInAgent, startStandInAgent, taskIds } from './stand-in-agent.testing.ts';
import { texts } from './texts.ts';

// The page in real Chromium against a stand-in agent (see stand-in-agent.testing.ts); skipped where there is none.
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const skip = existsSync(chromiumPath) ? false : `no Chromium at ${chromiumPath}`;

let browser: Browser;
let agent: StandInAgent;

async function openPage({ width = 1280 }: { width?: number } = {}): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  // Everything here answers within milliseconds; a short wait makes a broken page fail fast, not after 30 s.
  context.setDefaultTimeout(5000);
  const page = await context.newPage();
  await page.goto(`${agent.origin}/?secret=${agent.secret}`);
  await page.locator('#loading').waitFor({ state: 'hidden' });
  return page;
}

/** Everything on screen at once: a timer, the idle question, a deletable screenshot, notices. */
function richStatus() {
  const now = Date.now();
  return {
    running: {
      entryId: crypto.randomUUID(),
      projectId: projectIds.shop,
      projectName: 'Shop',
      taskId: taskIds.checkout,
      taskName: 'Checkout',
      startedAt: new Date(now - 3_600_000).toISOString(),
    },
    idle: { since: new Date(now - 900_000).toISOString(), seconds: 900 },
    lastScreenshot: {
      id: crypto.randomUUID(),
      takenAt: new Date(now).toISOString(),
      pending: true,
      canDelete: true,
      deletableUntil: new Date(now + 120_000).toISOString(),
    },
    notices: [
      { code: 'offline' as const, at: new Date(now - 120_000).toISOString() },
      { code: 'screenshotTaken' as const, at: new Date(now).toISOString() },
    ],
  };
}

/** Fails on any serious or critical axe finding, naming each rule and element so the message says what to fix. */
async function expectNoSeriousAxeFindings(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  assert.deepEqual(serious, []);
}

// Scripts run in the page are strings: this Node program has no DOM types, and the page's own code is plain JS.
const tabBecomes = (state: 'hidden' | 'visible') =>
  `Object.defineProperty(document, 'visibilityState', { value: '${state}', configurable: true });
   document.dispatchEvent(new Event('visibilitychange'));`;

const callsTo = (path: string) => agent.calls.filter((call) => call.path === path);

describe('the local page of the tracker', { skip, timeout: 120_000 }, () => {
  before(async () => {
    browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox'] });
    agent = await startStandInAgent();
  });
  after(async () => {
    await browser?.close();
    await agent?.close();
  });
  beforeEach(() => {
    agent.status = freshStatus();
    agent.calls.length = 0;
    agent.refuseStart = null;
    agent.failStatus = false;
  });

  test('starts the chosen project and task, then stops, as JSON calls', async () => {
    const page = await openPage();
    await page.getByText('salma@example.test').waitFor();
    await page.getByLabel('Project').selectOption({ label: 'Shop' });
    await page.getByLabel('Task').selectOption({ label: 'Checkout' });
    await page.getByRole('button', { name: 'Start' }).click();
    await page.getByText('Shop — Checkout').waitFor();
    assert.deepEqual(callsTo('/api/start')[0], {
      path: '/api/start',
      body: { projectId: projectIds.shop, taskId: taskIds.checkout },
      contentType: 'application/json',
    });
    await page.getByRole('status').getByText('Tracking started: Shop').waitFor();

    await page.getByRole('button', { name: 'Stop' }).click();
    await page.getByText('Not tracking').waitFor();
    assert.equal(callsTo('/api/stop').length, 1);
    await page.context().close();
  });

  test('keeps the choice and says why when the agent refuses to start', async () => {
    agent.refuseStart = 'You can no longer track time on that project.';
    const page = await openPage();
    await page.getByLabel('Project').selectOption({ label: 'Shop' });
    await page.getByLabel('Task').selectOption({ label: 'Search' });
    await page.getByRole('button', { name: 'Start' }).click();
    await page.getByRole('alert').getByText(agent.refuseStart).waitFor();
    await page.waitForResponse((response) => response.url().endsWith('/api/status'), { timeout: 10_000 });
    assert.equal(await page.getByRole('alert').textContent(), agent.refuseStart, 'a refresh does not wipe it');
    assert.equal(await page.getByLabel('Task').inputValue(), taskIds.search);
    assert.equal(await page.getByText('Not tracking').isVisible(), true);
    await page.context().close();
  });

  test('keeps the last status on screen when the agent stops answering', async () => {
    const page = await openPage();
    agent.failStatus = true;
    // Waits for the page's own refresh every 2 s, so longer than the usual 5 s on a busy machine.
    await page.getByRole('alert').getByText('The agent is restarting.').waitFor({ timeout: 10_000 });
    assert.equal(await page.getByText('salma@example.test').isVisible(), true);
    agent.failStatus = false;
    await page.getByRole('alert').getByText('The agent is restarting.').waitFor({ state: 'hidden', timeout: 10_000 });
    await page.context().close();
  });

  test('says how to get back in when opened without the secret', async () => {
    const context = await browser.newContext();
    context.setDefaultTimeout(5000);
    const page = await context.newPage();
    await page.goto(`${agent.origin}/`);
    await page.getByRole('alert').getByText('This page lost its link to the tracker.', { exact: false }).waitFor();
    assert.equal(agent.calls.length, 0);
    await context.close();
  });

  test('asks about idle time and sends the answer', async () => {
    agent.status.idle = { since: new Date(Date.now() - 600_000).toISOString(), seconds: 600 };
    const page = await openPage();
    const question = page.getByRole('region', { name: 'Idle time' });
    await question.getByText('You were idle for 10 min. Keep or discard this time?').waitFor();
    await question.getByRole('button', { name: 'Discard' }).click();
    await question.waitFor({ state: 'hidden' });
    assert.deepEqual(
      callsTo('/api/idle').map((call) => call.body),
      [{ keep: false }],
    );
    await page.context().close();
  });

  test('shows the pending screenshot and asks before deleting it', async () => {
    const id = crypto.randomUUID();
    const takenAt = Date.now();
    agent.status.lastScreenshot = {
      id,
      takenAt: new Date(takenAt).toISOString(),
      pending: true,
      canDelete: true,
      deletableUntil: new Date(takenAt + 120_000).toISOString(),
    };
    const page = await openPage();
    const image = page.getByRole('img', { name: /^Screenshot taken at/ });
    await image.waitFor();
    await page.waitForFunction("document.querySelector('#screenshot-image').naturalWidth > 0");

    const section = page.getByRole('region', { name: 'Last screenshot' });
    const dialog = page.getByRole('dialog');
    // Until when it can be deleted is said on the page and with the button (its description).
    const review = section.getByText(/^It will be uploaded at .+ unless you delete it\.$/);
    await review.waitFor();
    const describedBy = await section
      .getByRole('button', { name: 'Delete screenshot' })
      .getAttribute('aria-describedby');
    assert.equal(await review.getAttribute('id'), describedBy);
    await section.getByRole('button', { name: 'Delete screenshot' }).click();
    await dialog.getByText('Delete this screenshot?', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await section.getByRole('button', { name: 'Delete screenshot' }).focus();
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    assert.equal(callsTo('/api/screenshot/delete').length, 0, 'nothing deleted before the person confirms');

    await section.getByRole('button', { name: 'Delete screenshot' }).click();
    await dialog.getByRole('button', { name: 'Delete screenshot' }).click();
    await section.getByText('No screenshot yet.').waitFor();
    assert.deepEqual(callsTo('/api/screenshot/delete')[0]?.body, { id });
    assert.equal(
      await page.evaluate('document.activeElement.textContent'),
      'Last screenshot',
      'focus stays in the section',
    );
    await page.context().close();
  });

  test('offers no delete when the organisation does not allow it', async () => {
    agent.status.lastScreenshot = {
      id: crypto.randomUUID(),
      takenAt: new Date().toISOString(),
      pending: true,
      canDelete: false,
      deletableUntil: null,
    };
    const page = await openPage();
    await page.getByRole('img', { name: /^Screenshot taken at/ }).waitFor();
    assert.equal(await page.getByRole('button', { name: 'Delete screenshot' }).count(), 0);
    await page.context().close();
  });

  test('asks before signing out', async () => {
    const page = await openPage();
    await page.getByRole('button', { name: 'Sign out' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    assert.equal(callsTo('/api/logout').length, 0);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await dialog.getByRole('button', { name: 'Sign out' }).click();
    await page.getByText('You are signed out and the tracker has stopped.', { exact: false }).waitFor();
    assert.equal(callsTo('/api/logout').length, 1);
    assert.equal(await page.getByRole('button', { name: 'Sign out' }).count(), 0);
    await page.context().close();
  });

  test("speaks Arabic right to left when that is the member's language, and switches on request", async () => {
    agent.status.language = 'ar';
    const page = await openPage();
    await page.getByRole('heading', { name: 'التتبّع' }).waitFor();
    assert.equal(await page.locator('html').getAttribute('dir'), 'rtl');
    assert.equal(await page.locator('html').getAttribute('lang'), 'ar');
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('heading', { name: 'Tracking' }).waitFor();
    assert.equal(await page.locator('html').getAttribute('dir'), 'ltr');
    await page.reload();
    await page.getByRole('heading', { name: 'Tracking' }).waitFor();
    await page.context().close();
  });

  for (const language of ['en', 'ar'] as const) {
    for (const width of [1280, 390]) {
      test(`axe finds nothing serious in ${language} at ${width} px, and nothing runs off the side`, async () => {
        Object.assign(agent.status, richStatus(), { language });
        const page = await openPage({ width });
        await page.getByRole('img').waitFor();
        await expectNoSeriousAxeFindings(page);
        const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
        assert.ok(overflow <= 0, `page is ${overflow} px wider than the window`);
        await page.getByRole('button', { name: texts[language]['signOut.button'] }).click();
        await page.getByRole('dialog').waitFor();
        await expectNoSeriousAxeFindings(page);
        await page.context().close();
      });
    }
  }

  test('today ticks while tracking, and the status is asked for only while the tab is visible', async () => {
    const context = await browser.newContext();
    context.setDefaultTimeout(5000);
    const page = await context.newPage();
    // Counts the refreshes the page starts (not the ones that finished), so an answer still on its way cannot blur it.
    await page.addInitScript({
      content: `window.statusCalls = 0;
        const originalFetch = window.fetch.bind(window);
        window.fetch = (input, init) => {
          if (String(input).endsWith('/api/status')) window.statusCalls += 1;
          return originalFetch(input, init);
        };`,
    });
    await page.clock.install({ time: new Date() });
    await page.clock.pauseAt(new Date(Date.now() + 1000));
    agent.status.todaySeconds = 3540;
    await page.goto(`${agent.origin}/?secret=${agent.secret}`);
    await page.getByRole('button', { name: 'Start' }).click();
    await page.getByText('Not tracking').waitFor({ state: 'hidden' });
    const total = page.locator('#today-total');
    assert.equal(await total.textContent(), '0:59');

    // Refreshes fail meanwhile, so the figure on screen can only come from the page's own ticking.
    agent.failStatus = true;
    await page.clock.runFor(61_000);
    assert.equal(await total.textContent(), '1:00');
    agent.failStatus = false;

    const statusCalls = () => page.evaluate<number>('window.statusCalls');
    await page.evaluate(tabBecomes('hidden'));
    const whileHidden = await statusCalls();
    await page.clock.runFor(10_000);
    assert.equal(await statusCalls(), whileHidden, 'no refresh while the tab is hidden');

    await page.evaluate(tabBecomes('visible'));
    assert.equal(await statusCalls(), whileHidden + 1, 'asks at once when the tab is shown again');
    await context.close();
  });
});
