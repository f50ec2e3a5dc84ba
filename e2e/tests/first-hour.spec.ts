import type { Page } from '@playwright/test';
import { expectNoSeriousAxeFindings } from '../src/axe.ts';
import { demo } from '../src/demo.ts';
import { ar, en, expect, signInAs, test } from '../src/fixtures.ts';
import { acceptTermsName, mainNavigation, newPassword } from '../src/journeys.ts';
import { linkIn, newAddress, waitForMail } from '../src/mailbox.ts';
import { expectNoSidewaysScroll } from '../src/page-width.ts';

// Issue 18 items 4–7, the first hour of a new user: layout, dates, legal links, inviting and unsaved changes.

const tag = Date.now().toString(36);

// Two sign-ins, several axe runs and a mail round trip per journey: more than the default minute on a busy machine.
test.describe.configure({ timeout: 120_000 });

/** The members cells of the projects list: at most three avatars, a "+N" last when there are more, nothing spills. */
async function expectMemberCellsFit(page: Page) {
  const table = page.getByRole('table', { name: en.projects.list.title });
  const warehouse = table.getByRole('row').filter({ hasText: 'Warehouse dashboard' });
  const avatars = warehouse.getByRole('group').locator('.mantine-Avatar-root');
  // The demo's Warehouse dashboard has all four demo members (journeys may add more): two faces and "+N".
  await expect(avatars).toHaveCount(3);
  await expect(avatars.last()).toHaveText(/^\+\d+$/);
  const cells = table.locator('tbody tr td:nth-child(3)');
  await expect(cells.first()).toBeVisible();
  const misfits = await cells.evaluateAll((elements) =>
    elements
      .filter((cell) => cell.scrollWidth > cell.clientWidth || cell.querySelectorAll('.mantine-Avatar-root').length > 3)
      .map((cell) => cell.closest('tr')?.textContent),
  );
  expect(misfits, `members cells that spill at ${page.viewportSize()?.width} px`).toEqual([]);
}

test('the owner: full-width Feature Settings asks before dropping a change, and project members stay in their cell', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAs(page, demo.owner);

  // Feature Settings uses the width there is.
  await mainNavigation(page).getByRole('link', { name: en.nav.items.featureSettings, exact: true }).click();
  const form = page.getByRole('form', { name: en.featureSettings.title });
  await expect(page.getByRole('heading', { level: 2, name: en.featureSettings.sections.organisation })).toBeVisible();
  expect((await form.boundingBox())?.width ?? 0).toBeGreaterThan(900);
  // Off the sidebar link just clicked: axe checks the page at rest (hovered, the active link is 4.0:1, see report).
  await page.mouse.move(700, 5);
  await expectNoSeriousAxeFindings(page);

  // An unsaved change: leaving asks; Stay keeps the change, Leave goes.
  const offline = page.getByRole('switch', { name: en.featureSettings.keys.Allow_to_add_offline_Time.label });
  const wasOn = await offline.isChecked();
  await offline.click({ force: true });
  const projectsLink = mainNavigation(page).getByRole('link', { name: en.nav.items.projects, exact: true });
  await projectsLink.click();
  const leave = page.getByRole('dialog', { name: en.dialog.unsaved.title });
  await expect(leave).toContainText(en.dialog.unsaved.message);
  await leave.getByRole('button', { name: en.dialog.unsaved.stay }).click();
  await expect(leave).toBeHidden();
  await expect(page).toHaveURL(/\/settings\/feature$/);
  expect(await offline.isChecked()).toBe(!wasOn);
  await projectsLink.click();
  await leave.getByRole('button', { name: en.dialog.unsaved.leave }).click();
  await page.waitForURL(/\/projects\/projects$/);

  // Projects: the members cell keeps its avatars inside, at desktop and phone width.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectMemberCellsFit(page);
  await page.mouse.move(700, 5);
  await expectNoSeriousAxeFindings(page);
  // A phone arrives at this width (the frame picks its phone layout on load).
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expectMemberCellsFit(page);
  await expectNoSidewaysScroll(page);
});

test('Members invites inside the app frame, and a newcomer on no project is told who adds them', async ({
  page,
  browser,
}) => {
  const newcomer = { email: newAddress('newcomer'), username: `newcomer${tag}` };
  await signInAs(page, demo.owner);
  await mainNavigation(page).getByRole('link', { name: en.nav.items.members, exact: true }).click();
  await page.getByRole('link', { name: en.userMenu.inviteTeam, exact: true }).click();
  await page.waitForURL(/\/account\/invite-team$/);
  await expect(page.getByRole('heading', { level: 1, name: en.invitations.page.title })).toBeVisible();
  await expect(mainNavigation(page)).toBeVisible();
  const addresses = page.getByLabel(en.invitations.invite.emails, { exact: true });
  await addresses.fill(newcomer.email);
  await addresses.press('Enter');
  await page.getByRole('button', { name: en.invitations.invite.send }).click();
  await expect(page.getByRole('status').filter({ hasText: en.invitations.result.title })).toContainText(newcomer.email);
  await page.mouse.move(700, 5);
  await expectNoSeriousAxeFindings(page);

  // The newcomer, in a browser of their own, accepts from the mail and signs in.
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  try {
    const joiner = await context.newPage();
    const invitation = await waitForMail({ to: newcomer.email, subject: /Join / });
    await joiner.goto(linkIn(invitation, '/account/accept-invitation'));
    await joiner.getByLabel(en.account.fields.name, { exact: true }).fill('Noor');
    await joiner.getByLabel(en.account.fields.surname, { exact: true }).fill('Saleh');
    await joiner.getByLabel(en.account.fields.username, { exact: true }).fill(newcomer.username);
    await joiner.getByLabel(en.account.fields.password, { exact: true }).fill(newPassword);
    // The label is a sentence with two links in it; its accessible name is the plain sentence.
    await joiner.getByRole('checkbox', { name: acceptTermsName() }).check();
    await joiner.getByRole('button', { name: en.invitations.accept.createAndJoin }).click();
    // Signed in at once (no second sign-in), and known by name rather than by address.
    await joiner.waitForURL(/\/dashboard$/);
    await expect(joiner.getByRole('banner')).toContainText('Noor Saleh');

    const picker = joiner
      .getByRole('group', { name: en.timer.label })
      .getByRole('combobox', { name: en.timer.project, exact: true });
    await expect(picker).toHaveAttribute('placeholder', en.timer.notOnProject);
    // Nothing to open: an empty list would only repeat the placeholder (and axe finds an empty listbox serious).
    await expect(picker).toBeDisabled();
    await expectNoSeriousAxeFindings(joiner);
  } finally {
    await context.close();
  }
});

test('the owner chooses DD/MM/YYYY: the toast leaves the header free, badges are whole, the project dialog speaks it', async ({
  page,
}) => {
  await signInAs(page, demo.owner);
  await page.goto('/settings/setting');
  const dateFormat = page.getByRole('combobox', { name: en.settings.form.dateFormat, exact: true });
  await expect(dateFormat).toBeVisible();
  const before = (await dateFormat.inputValue()).split(' ')[0] ?? 'YYYY-MM-DD';
  const save = page.getByRole('button', { name: en.settings.form.save, exact: true });
  const chooseFormat = async (format: string) => {
    await page.goto('/settings/setting');
    await dateFormat.click();
    await page.getByRole('option', { name: new RegExp(`^${format.replace(/[.]/g, '\\.')} `) }).click();
    await save.click();
  };

  try {
    // Saving toasts below the header, whose user menu stays usable.
    await chooseFormat('DD/MM/YYYY');
    const toast = page.getByRole('alert').filter({ hasText: en.settings.saved });
    await expect(toast).toBeVisible();
    const header = await page.getByRole('banner').boundingBox();
    const toastBox = await toast.boundingBox();
    expect(toastBox?.y ?? 0).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 60));
    await page
      .getByRole('banner')
      .getByRole('button', { name: /Olivia Owner/ })
      .click();
    await expect(page.getByRole('menuitem', { name: en.userMenu.logout })).toBeVisible();
    await page.keyboard.press('Escape');

    // Every tracking source badge shows its whole text.
    const badges = page.locator('.mantine-Badge-root');
    await expect(badges.first()).toBeVisible();
    const cut = await badges.evaluateAll((elements) =>
      elements
        .flatMap((badge) => [badge, ...badge.querySelectorAll('.mantine-Badge-label')])
        .filter((element) => element.scrollWidth > element.clientWidth)
        .map((element) => element.textContent),
    );
    expect(cut, 'tracking badges cut short').toEqual([]);
    await expectNoSeriousAxeFindings(page);

    // The project dialog shows and accepts the chosen pattern; Escape closes only the open calendar.
    await mainNavigation(page).getByRole('link', { name: en.nav.items.projects, exact: true }).click();
    await page.getByRole('button', { name: en.projects.actions.add }).click();
    const dialog = page.getByRole('dialog', { name: en.projects.form.addTitle });
    const start = dialog.getByLabel(en.projects.form.startDate);
    await start.fill('24/11/2026');
    await start.press('Tab');
    await expect(start).toHaveValue('24/11/2026');
    // The start's calendar closes on Tab (it may still be fading out); only then is the end's the one on screen.
    const calendar = page.locator('[data-dates-dropdown]');
    await expect(calendar).toHaveCount(0);
    const end = dialog.getByLabel(en.projects.form.endDate);
    await end.click();
    await expect(calendar).toBeVisible();
    await end.fill('31/12/2026');
    await page.keyboard.press('Escape');
    await expect(calendar).toBeHidden();
    await expect(dialog).toBeVisible();
    await expect(start).toHaveValue('24/11/2026');
    await expect(end).toHaveValue('31/12/2026');
    await expectNoSeriousAxeFindings(page);
    await dialog.getByRole('button', { name: en.dialog.cancel, exact: true }).click();
    await expect(dialog).toBeHidden();
  } finally {
    // Back to the owner's own format if it was another one (other journeys read the owner's dates).
    if (before !== 'DD/MM/YYYY') {
      await chooseFormat(before);
      await expect(page.getByRole('alert').filter({ hasText: en.settings.saved })).toBeVisible();
    }
  }
});

test('sign-up links Terms and Privacy to their pages in a new tab, in English and Arabic', async ({ page }) => {
  await page.goto('/account/register');
  const terms = page.getByRole('link', { name: en.account.legal.terms.title, exact: true });
  const privacy = page.getByRole('link', { name: en.account.legal.privacy.title, exact: true });
  await expect(terms).toHaveAttribute('href', '/legal/terms');
  await expect(terms).toHaveAttribute('target', '_blank');
  await expect(privacy).toHaveAttribute('href', '/legal/privacy');
  await expect(privacy).toHaveAttribute('target', '_blank');
  await expectNoSeriousAxeFindings(page);

  const [legal] = await Promise.all([page.waitForEvent('popup'), terms.click()]);
  await expect(legal.getByRole('heading', { level: 1, name: en.account.legal.terms.title })).toBeVisible();
  await expect(legal.getByText(en.account.legal.terms.use)).toBeVisible();
  await expectNoSeriousAxeFindings(legal);
  await legal.getByRole('combobox', { name: en.language.label }).selectOption({ label: 'العربية' });
  await expect(legal.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(legal.getByRole('heading', { level: 1, name: ar.account.legal.terms.title })).toBeVisible();
  await expect(legal.getByText(ar.account.legal.terms.use)).toBeVisible();
  await expectNoSeriousAxeFindings(legal);
});
