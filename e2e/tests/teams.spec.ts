import type { Locator, Page } from '@playwright/test';
import { demo } from '../src/demo.ts';
import { type Dictionary, en, expect, keepScreenshot, signInAs, test } from '../src/fixtures.ts';
import { mainNavigation } from '../src/journeys.ts';
import { featureWords } from '../src/words.ts';

type TeamWords = Dictionary['teams'];
const words = (language: 'en' | 'ar'): TeamWords => featureWords(language, 'teams');
const enTeams = words('en');
const arTeams = words('ar');
const fill = (text: string, values: Record<string, string>) =>
  Object.entries(values).reduce((result, [key, value]) => result.replace(`{{${key}}}`, value), text);

const tag = Date.now().toString(36);
const teamName = `Journey Team ${tag}`;
const teamsTable = (page: Page, label = enTeams.list.label) => page.getByRole('table', { name: label });

/**
 * Adds members with a member picker: each is typed (the server searches it), chosen and listed ticked; then moves on
 * to close the list.
 */
async function addMembers(page: Page, dialog: Locator, label: string, names: string[], moveTo: Locator) {
  const input = dialog.getByRole('combobox', { name: label, exact: true });
  for (const name of names) {
    await input.click();
    await input.fill(name);
    await page.getByRole('option', { name: new RegExp(name) }).click();
    await expect(dialog.getByRole('checkbox', { name: new RegExp(name) })).toBeChecked();
  }
  await moveTo.click();
}

async function openTeamsAs(page: Page, email: string) {
  await signInAs(page, email);
  // Teams is reached from the People tab row; its address is the §2 spelling.
  await page.goto('/pepole/teams');
  await expect(page.getByRole('heading', { level: 1, name: enTeams.title })).toBeVisible();
}

test.describe
  .serial('a team with a leader', () => {
    test('the owner makes a team led by the manager, with members and every project', async ({ page }, testInfo) => {
      await openTeamsAs(page, demo.owner);
      await expect(teamsTable(page)).toHaveAttribute('aria-busy', 'false');

      await page.getByRole('button', { name: enTeams.list.create }).click();
      const form = page.getByRole('dialog', { name: enTeams.form.createTitle });
      const name = form.getByLabel(enTeams.form.name);
      // The name is required.
      await form.getByRole('button', { name: enTeams.form.create }).click();
      await expect(form.getByText(enTeams.messages.nameRequired)).toBeVisible();
      await name.fill(teamName);
      await addMembers(page, form, enTeams.form.addLeader, ['Malik'], name);
      await addMembers(page, form, enTeams.form.addMember, ['Ethan'], name);
      // A project is found by part of its name (the server searches the active ones) and becomes a removable pill.
      const projectField = form.getByRole('combobox', { name: enTeams.form.projects, exact: true });
      await projectField.click();
      await projectField.fill('RELAUNCH');
      await page.getByRole('option', { name: 'Website relaunch' }).click();
      await expect(
        form.getByRole('button', { name: fill(en.projects.picker.remove, { name: 'Website relaunch' }) }),
      ).toBeVisible();
      await name.click();
      await keepScreenshot(page, testInfo, 'teams-create-en');
      await form.getByRole('button', { name: enTeams.form.create }).click();
      await expect(page.getByText(fill(enTeams.form.created, { name: teamName }))).toBeVisible();
      await expect(form).toBeHidden();

      await page.getByLabel(enTeams.list.search).fill(tag);
      // The search narrows the list to the new team (a header row and its row).
      await expect(teamsTable(page).getByRole('row')).toHaveCount(2);
      const row = teamsTable(page).getByRole('row').filter({ hasText: teamName });
      await expect(row).toContainText('Malik');
      await expect(row).toContainText(enTeams.statuses.active);
      await keepScreenshot(page, testInfo, 'teams-list-en');

      // The team: the manager leads, Ethan is a member; every active project is added at once, after a confirmation.
      await row.getByRole('button', { name: teamName, exact: true }).click();
      const detail = page.getByRole('dialog', { name: fill(enTeams.detail.title, { name: teamName }) });
      const members = detail.getByRole('table', { name: fill(enTeams.detail.membersLabel, { name: teamName }) });
      await expect(members.getByRole('row').filter({ hasText: 'Malik' })).toContainText(enTeams.detail.leader);
      await expect(members.getByRole('row').filter({ hasText: 'Ethan' })).toBeVisible();
      const projects = detail.getByRole('table', { name: fill(enTeams.detail.projectsLabel, { name: teamName }) });
      await expect(projects.getByRole('row').filter({ hasText: 'Website relaunch' })).toBeVisible();
      await detail.getByRole('button', { name: enTeams.detail.addAllProjects }).click();
      const confirm = page.getByRole('dialog', { name: enTeams.confirm.allTitle });
      await expect(confirm).toContainText(fill(enTeams.confirm.addAllProjects, { name: teamName }));
      await confirm.getByRole('button', { name: enTeams.confirm.confirmButton }).click();
      await expect(page.getByText(fill(enTeams.detail.changed, { name: teamName }))).toBeVisible();
      await keepScreenshot(page, testInfo, 'teams-detail-en');
    });

    test('the manager now sees the members of the team they lead', async ({ page }) => {
      await signInAs(page, demo.manager);
      await mainNavigation(page).getByRole('link', { name: en.nav.items.members, exact: true }).click();
      await page.waitForURL(/\/pepole\/members$/);
      const members = page.getByRole('table', { name: en.members.list.title });
      await expect(members.getByRole('row').filter({ hasText: 'Ethan' })).toBeVisible();

      // The Teams page lists the team, read-only for a manager.
      await page.goto('/pepole/teams');
      await page.getByLabel(enTeams.list.search).fill(tag);
      await expect(teamsTable(page).getByRole('row').filter({ hasText: teamName })).toBeVisible();
      await expect(page.getByRole('button', { name: enTeams.list.create })).toHaveCount(0);
    });

    test('in Arabic, the owner reviews the team and deletes it', async ({ page }, testInfo) => {
      await openTeamsAs(page, demo.owner);
      await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'العربية' });
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await page.getByLabel(arTeams.list.search).fill(tag);
      const table = teamsTable(page, arTeams.list.label);
      await expect(table.getByRole('row')).toHaveCount(2);
      const row = table.getByRole('row').filter({ hasText: teamName });
      await expect(row).toContainText(arTeams.statuses.active);
      await keepScreenshot(page, testInfo, 'teams-list-ar');

      await row.getByRole('button', { name: teamName, exact: true }).click();
      const detail = page.getByRole('dialog', { name: fill(arTeams.detail.title, { name: teamName }) });
      await expect(detail.getByRole('button', { name: arTeams.detail.addAllMembers })).toBeVisible();
      await keepScreenshot(page, testInfo, 'teams-detail-ar');
      await detail.getByRole('button', { name: arTeams.detail.delete }).click();
      const confirm = page.getByRole('dialog', { name: arTeams.confirm.deleteTitle });
      await confirm.getByRole('button', { name: arTeams.confirm.deleteButton }).click();
      await expect(page.getByText(fill(arTeams.confirm.deleted, { name: teamName }))).toBeVisible();
      await expect(table.getByRole('row').filter({ hasText: teamName })).toHaveCount(0);

      await page.getByRole('button', { name: arTeams.list.create }).click();
      await expect(page.getByRole('dialog', { name: arTeams.form.createTitle })).toBeVisible();
      await keepScreenshot(page, testInfo, 'teams-create-ar');
    });
  });
