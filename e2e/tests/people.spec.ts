import type { Locator, Page } from '@playwright/test';
import { demo } from '../src/demo.ts';
import { ar, type Dictionary, en, expect, keepScreenshot, signInAs, test } from '../src/fixtures.ts';
import { featureWords } from '../src/words.ts';

type StructureWords = Dictionary['structure'];
const structureWords = (language: 'en' | 'ar'): StructureWords => featureWords(language, 'structure');
const enStructure = structureWords('en');
const arStructure = structureWords('ar');
const fill = (text: string, values: Record<string, string>) =>
  Object.entries(values).reduce((result, [key, value]) => result.replace(`{{${key}}}`, value), text);

const tag = Date.now().toString(36);
const departmentName = `Journey Dept ${tag}`;
const positionName = `Journey Pos ${tag}`;
const members = en.members;

/** Picks an option of a Mantine select in the dialog by the select's label. */
async function choose(page: Page, dialog: Locator, label: RegExp, option: string | RegExp) {
  await dialog.getByLabel(label).and(page.locator('input:not([type=hidden])')).click();
  await page.getByRole('option', { name: option }).click();
}

const membersTable = (page: Page) => page.getByRole('table', { name: members.list.title });
/** The member's own row: their name is in the first cell (other rows may name them as a manager). */
const row = (page: Page, who: string) =>
  membersTable(page)
    .getByRole('row')
    .filter({ has: page.locator('td:first-child', { hasText: who }) });

/** Opens a member's edit dialog from their row menu. */
async function openEdit(page: Page, who: string) {
  await page.getByRole('button', { name: fill(members.actions.menu, { who }) }).click();
  await page.getByRole('menuitem', { name: members.actions.edit }).click();
  return page.getByRole('dialog', { name: fill(members.edit.title, { who }) });
}

async function saveEdit(page: Page, dialog: Locator, who: string) {
  const saved = page.getByText(fill(members.edit.done, { who }));
  // A notice of an earlier save of the same member may still be up (toasts last 5 s): let it go first, so the one
  // awaited below is this save's.
  await expect(saved).toHaveCount(0);
  await dialog.getByRole('button', { name: members.edit.save }).click();
  await expect(saved).toBeVisible();
  await expect(dialog).toBeHidden();
}

test.describe
  .serial('people: departments, positions and members', () => {
    test('the owner creates a department and a position', async ({ page }, testInfo) => {
      await signInAs(page, demo.owner);
      await page.goto('/pepole/members');
      await page.getByRole('link', { name: members.peopleTabs.structure }).click();
      await expect(page).toHaveURL(/\/pepole\/structure$/);
      await expect(page.getByRole('heading', { level: 1, name: enStructure.title })).toBeVisible();

      await page.getByRole('button', { name: enStructure.departments.create }).click();
      await expect(page.getByText(enStructure.messages.departmentNameRequired)).toBeVisible();
      await page.getByLabel(enStructure.departments.newName).fill(departmentName);
      await page.getByRole('button', { name: enStructure.departments.create }).click();
      const departments = page.getByRole('table', { name: enStructure.departments.table });
      await expect(departments.getByRole('row').filter({ hasText: departmentName })).toBeVisible();

      await page.getByLabel(enStructure.positions.newName).fill(positionName);
      await page.getByRole('button', { name: enStructure.positions.create }).click();
      await expect(page.getByText(fill(enStructure.positions.created, { name: positionName }))).toBeVisible();
      await keepScreenshot(page, testInfo, 'people-structure-en');
    });

    test('the owner edits three members: position, department, and a manager', async ({ page }, testInfo) => {
      await signInAs(page, demo.owner);
      await page.goto('/pepole/members');
      await expect(membersTable(page)).toHaveAttribute('aria-busy', 'false');

      for (const who of ['Malik Manager', 'Emma Employee']) {
        const dialog = await openEdit(page, who);
        await choose(page, dialog, /^Position/, positionName);
        await choose(page, dialog, /^Department/, departmentName);
        if (who === 'Emma Employee') await keepScreenshot(page, testInfo, 'people-edit-en');
        await saveEdit(page, dialog, who);
        await expect(row(page, who)).toContainText(departmentName);
      }

      const dialog = await openEdit(page, 'Ethan Employee');
      await choose(page, dialog, /^Department/, departmentName);
      await choose(page, dialog, /^Manager/, 'Malik Manager');
      await saveEdit(page, dialog, 'Ethan Employee');
      await expect(row(page, 'Ethan Employee')).toContainText('Malik Manager');

      // The department filter keeps exactly the three.
      await page.getByRole('combobox', { name: members.filter.department }).click();
      await page.getByRole('option', { name: departmentName }).click();
      await expect(membersTable(page).getByRole('row')).toHaveCount(4);
      await keepScreenshot(page, testInfo, 'people-members-en');

      // The manager is no longer Ethan's: the edit puts back no manager.
      const undo = await openEdit(page, 'Ethan Employee');
      await undo
        .getByLabel(/^Manager/)
        .and(page.locator('input:not([type=hidden])'))
        .clear();
      await saveEdit(page, undo, 'Ethan Employee');
    });

    test('the owner archives a member and restores them from the Archived tab', async ({ page }) => {
      await signInAs(page, demo.owner);
      await page.goto('/pepole/members');
      await page.getByRole('button', { name: fill(members.actions.menu, { who: 'Ethan Employee' }) }).click();
      await page.getByRole('menuitem', { name: members.actions.to.archived }).click();
      await page
        .getByRole('dialog', { name: members.status.archived.title })
        .getByRole('button', { name: members.status.archived.confirm })
        .click();
      await expect(page.getByText(fill(members.status.archived.done, { who: 'Ethan Employee' }))).toBeVisible();
      await expect(row(page, 'Ethan Employee')).toHaveCount(0);

      await page.getByRole('tab', { name: new RegExp(`^${members.tabs.archived}`) }).click();
      await expect(row(page, 'Ethan Employee')).toContainText(members.statuses.archived);
      await page.getByRole('button', { name: fill(members.actions.menu, { who: 'Ethan Employee' }) }).click();
      await page.getByRole('menuitem', { name: members.actions.to.active }).click();
      await page
        .getByRole('dialog', { name: members.status.active.title })
        .getByRole('button', { name: members.status.active.confirm })
        .click();
      await expect(row(page, 'Ethan Employee')).toHaveCount(0);
      await page.getByRole('tab', { name: new RegExp(`^${members.tabs.active}`) }).click();
      await expect(row(page, 'Ethan Employee')).toContainText(members.statuses.active);
    });

    test('in Arabic, the owner reviews members and the structure page', async ({ page }, testInfo) => {
      await signInAs(page, demo.owner);
      await page.goto('/pepole/members');
      await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'العربية' });
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.getByRole('table', { name: ar.members.list.title })).toHaveAttribute('aria-busy', 'false');
      await keepScreenshot(page, testInfo, 'people-members-ar');

      await page.getByRole('button', { name: fill(ar.members.actions.menu, { who: 'Emma Employee' }) }).click();
      await page.getByRole('menuitem', { name: ar.members.actions.edit }).click();
      await expect(
        page.getByRole('dialog', { name: fill(ar.members.edit.title, { who: 'Emma Employee' }) }),
      ).toBeVisible();
      await keepScreenshot(page, testInfo, 'people-edit-ar');
      await page.getByRole('button', { name: ar.members.edit.cancel }).click();

      await page.getByRole('link', { name: ar.members.peopleTabs.structure }).click();
      const departments = page.getByRole('table', { name: arStructure.departments.table });
      await expect(departments.getByRole('row').filter({ hasText: departmentName })).toBeVisible();
      await keepScreenshot(page, testInfo, 'people-structure-ar');
    });
  });
