import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { reportEndpoints, timelineEndpoints } from '@worktrail/contract';
import ExcelJS from 'exceljs';
import { extractText, getDocumentProxy } from 'unpdf';
import { expectNoSeriousAxeFindings } from '../src/axe.ts';
import { demo } from '../src/demo.ts';
import { ar, en, expect, keepScreenshot, signInAs, test } from '../src/fixtures.ts';
import { mainNavigation } from '../src/journeys.ts';
import { featureWords as feature, fill } from '../src/words.ts';

const reports = feature('en', 'reports');
const arReports = feature('ar', 'reports');
const dashboard = feature('en', 'dashboard');

type AttendanceAnswer = {
  result: { attendListOut: Array<{ memberId: string; name: string; date: string; totalSeconds: number }> };
};

/** Opens a report screen from the sidebar and shows the report for the default period (the last 7 days). */
async function showReport(page: Page, navItem: string, words = reports, language = en) {
  await mainNavigation(page, language).getByRole('link', { name: navItem, exact: true }).click();
  await page.getByRole('button', { name: words.filters.show, exact: true }).click();
}

/** Picks a format in a report's export menu and waits for the file the browser saves. */
async function exportAs(page: Page, title: string, format: 'csv' | 'xlsx' | 'pdf', words = reports) {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: fill(words.export.label, { report: title }) }).click();
  await page.getByRole('menuitem', { name: words.export.formats[format], exact: true }).click();
  return download;
}

const fileOf = async (download: Download) => readFile((await download.path()) ?? '');

async function pdfText(download: Download) {
  const pdf = await getDocumentProxy(new Uint8Array(await fileOf(download)));
  const { text } = await extractText(pdf, { mergePages: true });
  return text;
}

/** The signed-in member's access token, to ask the API what a screen asked it. */
const accessToken = (page: Page) =>
  page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => name.startsWith('oidc.user:')) ?? '';
    return (JSON.parse(localStorage.getItem(key) ?? '{}') as { access_token?: string }).access_token ?? '';
  });

test('the owner reads the organisation dashboard and opens a member from the board', async ({ page }, testInfo) => {
  await signInAs(page, demo.owner);
  for (const key of ['members', 'online', 'working', 'today', 'week', 'month'] as const)
    await expect(page.getByRole('region', { name: dashboard.organisation.totals[key], exact: true })).toBeVisible();
  // The demo's four members at least (other journeys may have invited more).
  const total = page.getByRole('region', { name: dashboard.organisation.totals.members, exact: true });
  await expect(total).toHaveText(/\d/);
  expect(Number((await total.textContent())?.replace(/\D/g, ''))).toBeGreaterThanOrEqual(4);
  const board = page.getByRole('table', { name: dashboard.organisation.board.title });
  await expect(board.getByRole('button', { name: 'Emma Employee' })).toBeVisible();
  await keepScreenshot(page, testInfo, 'organisation-dashboard-en');
  await expectNoSeriousAxeFindings(page);

  // This month's view orders by this month's time; the member card leads to her own dashboard.
  await page.getByRole('radiogroup').getByText(dashboard.range.thisMonth, { exact: true }).click();
  await expect(page).toHaveURL(/period=month/);
  await board.getByRole('button', { name: 'Emma Employee' }).click();
  const card = page.getByRole('dialog');
  await card.getByRole('link', { name: dashboard.organisation.card.dashboard }).click();
  await expect(page).toHaveURL(/\/dashboard\?member=/);
  await expect(page.getByRole('heading', { level: 2, name: 'Emma Employee' })).toBeVisible();
});

test('the owner reads attendance, groups the general report, reads the charts and exports every format', async ({
  page,
}, testInfo) => {
  await signInAs(page, demo.owner);

  // Attendance for the last 7 days: its figures are the timeline's for the same member and day.
  const answer = page.waitForResponse((response) => response.url().includes(reportEndpoints.attendance.path));
  await showReport(page, en.nav.items.attendance);
  const { result } = (await (await answer).json()) as AttendanceAnswer;
  const row = result.attendListOut[0];
  if (!row) throw new Error('the demo has no attendance in the last 7 days');
  const table = page.getByRole('table', { name: reports.attendance.title });
  await expect(table.getByRole('row').filter({ hasText: row.name }).first()).toBeVisible();
  const query = new URLSearchParams({ fromDate: row.date, toDate: row.date, userId: row.memberId });
  const summary = await page.request.get(`${timelineEndpoints.monthSummary.path}?${query}`, {
    headers: { authorization: `Bearer ${await accessToken(page)}` },
  });
  const day = ((await summary.json()) as { result: { totals: { workedSeconds: number } } }).result.totals;
  expect(day.workedSeconds).toBe(row.totalSeconds);
  await keepScreenshot(page, testInfo, 'attendance-en');
  await expectNoSeriousAxeFindings(page);

  // CSV: UTF-8 with a byte order mark, a header row, the member's row; named for the report and its dates.
  const csv = await exportAs(page, reports.attendance.title, 'csv');
  expect(csv.suggestedFilename()).toMatch(/^attendance_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/);
  const text = (await fileOf(csv)).toString('utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  expect(text).toContain('\r\n');
  expect(text).toContain(row.name);

  // XLSX: the worked time is a number of days with an hours format, not text (exceljs reads such a number back
  // as a time since its 1899-12-30 epoch).
  const xlsx = await exportAs(page, reports.attendance.title, 'xlsx');
  expect(xlsx.suggestedFilename()).toMatch(/^attendance_.*\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await fileOf(xlsx)) as unknown as ExcelJS.Buffer);
  const cells: ExcelJS.Cell[] = [];
  for (const sheet of workbook.worksheets) sheet.eachRow((r) => r.eachCell((cell) => cells.push(cell)));
  expect(cells.map((cell) => cell.value)).toContain(row.name);
  const epoch = Date.UTC(1899, 11, 30);
  const days = cells
    .filter((cell) => cell.numFmt === '[h]:mm' && Number(cell.row) > 1)
    .map((cell) => (cell.value instanceof Date ? (cell.value.getTime() - epoch) / 86_400_000 : cell.value));
  expect(days.length).toBeGreaterThan(0);
  expect(days.every((value) => typeof value === 'number' && value >= 0 && value < 400)).toBe(true);
  expect(days.map((value) => Math.round(Number(value) * 86_400))).toContain(row.totalSeconds);

  // The general report by day, then project, with the comparison to the 7 days before.
  await showReport(page, en.nav.items.generalReports);
  await page.getByRole('combobox', { name: reports.filters.groupBy, exact: true }).click();
  await page.getByRole('option', { name: reports.groupings.day, exact: true }).click();
  await page.getByRole('combobox', { name: reports.filters.thenBy, exact: true }).click();
  await page.getByRole('option', { name: reports.groupings.project, exact: true }).click();
  await page.getByRole('button', { name: reports.filters.show, exact: true }).click();
  await expect(page).toHaveURL(/GroupBy=day/);
  await expect(page).toHaveURL(/ThenBy=project/);
  await expect(page.getByText(reports.comparison.title)).toBeVisible();
  const general = page.getByRole('table', { name: reports.general.tabs.general });
  await expect(general.getByRole('row').nth(1)).toBeVisible();
  await keepScreenshot(page, testInfo, 'general-report-en');
  await expectNoSeriousAxeFindings(page);
  const pdf = await exportAs(page, reports.general.tabs.general, 'pdf');
  expect(pdf.suggestedFilename()).toMatch(/^general_.*\.pdf$/);
  const printed = await pdfText(pdf);
  expect(printed).toContain('General report');
  expect(printed).toContain('local days');

  // The charts: one table beside each donut.
  await showReport(page, en.nav.items.charts);
  for (const title of [reports.charts.membersPie, reports.charts.projectsPie, reports.charts.customersPie])
    await expect(page.getByRole('table', { name: fill(reports.charts.table, { title }) })).toBeVisible();
  await keepScreenshot(page, testInfo, 'charts-en');
  await expectNoSeriousAxeFindings(page);

  // In Arabic the same chart prints right to left with Arabic words.
  await page.getByRole('combobox', { name: en.language.label }).selectOption({ label: ar.language.ar });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('button', { name: arReports.filters.show, exact: true }).click();
  const arabic = await pdfText(await exportAs(page, arReports.charts.membersPie, 'pdf', arReports));
  expect(arabic).toContain('مخطط الأعضاء');
  expect(arabic).toContain('Emma Employee');
  await keepScreenshot(page, testInfo, 'charts-ar');
  await expectNoSeriousAxeFindings(page);
});

test("the manager's reports and exports hold only the members in their care", async ({ page }) => {
  // Malik looks after Emma (and, once the teams journey has run, leads Ethan's team); the owner is never his.
  const outside = 'Olivia Owner';
  await signInAs(page, demo.manager);
  await showReport(page, en.nav.items.charts);
  const members = page.getByRole('table', { name: fill(reports.charts.table, { title: reports.charts.membersPie }) });
  await expect(members.getByText('Emma Employee')).toBeVisible();
  await expect(members.getByText(outside)).toHaveCount(0);
  const csv = (await fileOf(await exportAs(page, reports.charts.membersPie, 'csv'))).toString('utf8');
  expect(csv).toContain('Emma Employee');
  expect(csv).not.toContain(outside);

  await showReport(page, en.nav.items.attendance);
  await expect(
    page.getByRole('table', { name: reports.attendance.title }).getByText('Emma Employee').first(),
  ).toBeVisible();
  await expect(page.getByText(outside)).toHaveCount(0);
});
