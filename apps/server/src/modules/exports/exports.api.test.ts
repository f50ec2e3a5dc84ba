import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type PermissionName, permissions, reportMessages } from '@worktrail/contract';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/sign-in.ts';
import { manualClock, testConfig } from '../../../test/test-app.ts';
import { type App, buildApp, createBlobStore } from '../../app.ts';
import { inTenant } from '../../db/transactions.ts';
import type { BlobStore } from '../files/blob-store.ts';
import { type ReportsWorld, recordMarch, startReportsWorld } from '../reports/reports.fixture.ts';
import { findRoleIdByKey, setRolePermission } from '../roles/roles.repository.ts';
import { askerAuth, createExportJobHandler } from './exports.job.ts';
import { findExport } from './exports.repository.ts';
import { getExport } from './exports.service.ts';

let w: ReportsWorld;
/** A second server on the same database whose every export with a row runs in the background. */
let small: App;
let smallDataDir: string;
beforeAll(async () => {
  w = await startReportsWorld();
  await recordMarch(w);
  smallDataDir = mkdtempSync(join(tmpdir(), 'worktrail-exports-'));
  const config = testConfig({ exportDirectRows: 0, dataDir: smallDataDir });
  small = await buildApp({ config, database: w.t.database, clock: w.clock });
  await small.ready();
});
afterAll(async () => {
  await small.close();
  rmSync(smallDataDir, { recursive: true, force: true });
  await w.close();
});

/** The second server's blob store, as that server opens it. */
const smallBlobs = () =>
  createBlobStore({ config: testConfig({ exportDirectRows: 0, dataDir: smallDataDir }), clock: w.clock });

const owner = 'owner@acme.test';
const manager = 'mona@acme.test';
const march = 'FromDate=2026-03-01&ToDate=2026-03-31';
const exportOf = (as: string, query: string, app: App = w.t.app) =>
  app.inject({ method: 'GET', url: `/api/v1/Reports/Export?${march}&${query}`, headers: bearer(w.tokens[as] ?? '') });
const follow = (as: string, call: 'GetExport' | 'DownloadExport', exportId: string) =>
  small.inject({
    method: 'GET',
    url: `/api/v1/Reports/${call}?ExportId=${exportId}`,
    headers: bearer(w.tokens[as] ?? ''),
  });

const nothingStored: BlobStore = {
  put: async () => {},
  get: async () => undefined,
  delete: async () => {},
  exists: async () => false,
};

const readWorkbook = async (bytes: Buffer) => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return workbook.worksheets[0];
};
const columnValues = (sheet: ExcelJS.Worksheet | undefined, column: number) =>
  (sheet?.getColumn(column).values ?? []).filter((value) => typeof value === 'string');

/** Grants or takes away one of the manager role's permissions, as an owner editing the role would. */
async function setManagerGrant(permission: PermissionName, granted: boolean) {
  const tenantId = w.acme.tenantId;
  await inTenant({ db: w.t.db, tenantId }, async (tx) => {
    const roleId = await findRoleIdByKey({ tx, tenantId, key: 'manager' });
    await setRolePermission({ tx, tenantId, roleId, permission, granted });
  });
}

describe('a small export', () => {
  it('is the answer itself: an attachment named for its report and days, never sniffed', async () => {
    const response = await exportOf(owner, 'Report=attendance&Format=csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="attendance_2026-03-01_2026-03-31.csv"');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const text = response.rawPayload.toString('utf8');
    expect(text.startsWith('\uFEFFMember,Email,Time zone,Date,Entry,Leave,Total hours')).toBe(true);
    // Emma's 23-hour DST day in New York: 00:00–03:00 local, 3 hours of her 8 March.
    expect(text).toContain(
      'emma@acme.test,America/New_York,2026-03-08,2026-03-08 00:00:00,2026-03-08 03:00:00,2:00:00',
    );
    expect(text).toMatch(/\r\nTotal,,,,,,\d+:\d{2}:\d{2},/);
  });

  it('names every report and chart the same way, in each format', async () => {
    const names = {
      attendance: 'attendance',
      general: 'general',
      projects: 'projects',
      projectMembers: 'project_members',
      timeline: 'timeline',
      membersPie: 'members_chart',
      projectsPie: 'projects_chart',
      customersPie: 'customers_chart',
      appsUrlsPie: 'apps_urls_chart',
    };
    for (const [report, name] of Object.entries(names)) {
      const format = report.endsWith('Pie') ? 'pdf' : 'xlsx';
      const response = await exportOf(owner, `Report=${report}&Format=${format}&Lang=ar`);
      expect(response.statusCode, report).toBe(200);
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="${name}_2026-03-01_2026-03-31.${format}"`,
      );
    }
  });

  it('is refused to a member without the permission of that report (403), and checks each report its own', async () => {
    expect((await exportOf('eli@acme.test', 'Report=attendance&Format=csv')).statusCode).toBe(403);
    await setManagerGrant(permissions.reports.charts, false);
    try {
      const pie = await exportOf(manager, 'Report=projectsPie&Format=csv');
      expect(pie.statusCode).toBe(403);
      expect(pie.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
      expect((await exportOf(manager, 'Report=projects&Format=csv')).statusCode).toBe(200);
    } finally {
      await setManagerGrant(permissions.reports.charts, true);
    }
  });

  it('keeps the attendance rule of different start and end days', async () => {
    const response = await w.call({
      method: 'GET',
      url: '/api/v1/Reports/Export?FromDate=2026-03-02&ToDate=2026-03-02&Report=attendance&Format=csv',
      as: owner,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject([{ field: 'ToDate', message: reportMessages.differentDates }]);
  });

  it("holds no member outside a manager's scope: Mona's exports show Eli only", async () => {
    const csv = (await exportOf(manager, 'Report=attendance&Format=csv')).rawPayload.toString('utf8');
    expect(csv).toContain('eli@acme.test');
    const general = await readWorkbook((await exportOf(manager, 'Report=projectMembers&Format=xlsx')).rawPayload);
    expect(columnValues(general, 4)).toContain('eli@acme.test');
    for (const outside of ['emma@acme.test', 'nora@acme.test', 'owner@acme.test']) {
      expect(csv).not.toContain(outside);
      expect(columnValues(general, 4)).not.toContain(outside);
    }
  });
});

describe('a large export', () => {
  it('runs in the background (202), reports its progress and is downloaded once done', async () => {
    const started = await exportOf(owner, 'Report=attendance&Format=xlsx', small);
    expect(started.statusCode).toBe(202);
    const job = started.json().result;
    expect(job).toMatchObject({
      status: 'queued',
      progress: 0,
      format: 'xlsx',
      fileName: 'attendance_2026-03-01_2026-03-31.xlsx',
      messageKey: null,
    });
    expect((await follow(owner, 'GetExport', job.exportId)).json().result).toMatchObject({ status: 'queued' });
    const early = await follow(owner, 'DownloadExport', job.exportId);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'NOT_READY', message: reportMessages.exportNotReady });

    expect(await small.jobs.flush()).toBe(1);
    expect((await follow(owner, 'GetExport', job.exportId)).json().result).toMatchObject({
      status: 'done',
      progress: 100,
    });
    const file = await follow(owner, 'DownloadExport', job.exportId);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toBe('attachment; filename="attendance_2026-03-01_2026-03-31.xlsx"');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    const sheet = await readWorkbook(file.rawPayload);
    const direct = await w.result(owner, 'Reports/AttendanceReport', `${march}&PageSize=100`);
    // A header, a row per member-day of the report, and the totals.
    expect(sheet?.rowCount).toBe(direct.pagination.total_Items + 2);
    expect(columnValues(sheet, 2)).toEqual(expect.arrayContaining(['emma@acme.test', 'nora@acme.test']));
  });

  it('commits its progress as it runs: running, and read and written, before its file is stored', async () => {
    const { exportId } = (await exportOf(owner, 'Report=timeline&Format=pdf', small)).json().result;
    const seen: unknown[] = [];
    const watching: BlobStore = {
      ...nothingStored,
      put: async () => void seen.push((await follow(owner, 'GetExport', exportId)).json().result),
    };
    const run = createExportJobHandler({ db: w.t.db, clock: w.clock, blobs: watching });
    await run({ id: exportId, organisationId: w.acme.tenantId, payload: { exportId }, attempts: 1 });
    expect(seen).toEqual([expect.objectContaining({ status: 'running', progress: 90 })]);
    expect((await follow(owner, 'GetExport', exportId)).json().result).toMatchObject({ status: 'done', progress: 100 });
  });

  it('is read by the member who started it only: anyone else, in the organisation or not, finds nothing', async () => {
    const { exportId } = (await exportOf(owner, 'Report=general&Format=csv&GroupBy=project&ThenBy=day', small)).json()
      .result;
    await small.jobs.flush();
    for (const other of [manager, 'emma@acme.test', 'owner@globex.test'])
      for (const call of ['GetExport', 'DownloadExport'] as const) {
        const response = await follow(other, call, exportId);
        expect(response.statusCode, `${other} ${call}`).toBe(404);
        expect(response.json().message).toBe(reportMessages.exportNotFound);
      }
    expect((await follow(owner, 'DownloadExport', exportId)).statusCode).toBe(200);
  });

  it("runs as the member who asked: a manager's background export holds only their scope", async () => {
    const { exportId } = (await exportOf(manager, 'Report=attendance&Format=csv', small)).json().result;
    await small.jobs.flush();
    const csv = (await follow(manager, 'DownloadExport', exportId)).rawPayload.toString('utf8');
    expect(csv).toContain('eli@acme.test');
    for (const outside of ['emma@acme.test', 'nora@acme.test']) expect(csv).not.toContain(outside);
  });

  it('fails, and says so, when its member lost the permission before it ran', async () => {
    const { exportId } = (await exportOf(manager, 'Report=membersPie&Format=pdf', small)).json().result;
    await setManagerGrant(permissions.reports.charts, false);
    try {
      await small.jobs.flush();
    } finally {
      await setManagerGrant(permissions.reports.charts, true);
    }
    expect((await follow(manager, 'GetExport', exportId)).json().result).toMatchObject({
      status: 'failed',
      messageKey: 'reports.messages.exportFailed',
    });
    const download = await follow(manager, 'DownloadExport', exportId);
    expect(download.statusCode).toBe(409);
    expect(download.json().message).toBe(reportMessages.exportFailed);
  });

  it('is kept 24 hours, then no longer found', async () => {
    const { exportId } = (await exportOf(owner, 'Report=attendance&Format=csv', small)).json().result;
    const auth = await askerAuth({ db: w.t.db, tenantId: w.acme.tenantId, memberId: w.id(owner) });
    if (!auth) throw new Error('the owner is an active member');
    const at = (hours: number) => ({
      deps: {
        db: w.t.db,
        clock: manualClock(new Date(w.clock.now().getTime() + hours * 3_600_000)),
        blobs: nothingStored,
        maxDirectRows: 0,
      },
      auth,
      exportId,
    });
    expect((await getExport(at(23.9))).exportId).toBe(exportId);
    await expect(getExport(at(24))).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('is cleared with its file by the next export job of its organisation once its 24 hours are over', async () => {
    const old = (await exportOf(owner, 'Report=attendance&Format=csv', small)).json().result;
    // Any export an earlier test left queued runs too.
    expect(await small.jobs.flush()).toBeGreaterThanOrEqual(1);
    const stored = await inTenant({ db: w.t.db, tenantId: w.acme.tenantId }, (tx) =>
      findExport({ tx, tenantId: w.acme.tenantId, id: old.exportId }),
    );
    expect(stored?.blobKey).toBeTruthy();
    expect(await smallBlobs().exists(stored?.blobKey ?? '')).toBe(true);

    // Queued while the owner's token is valid; it runs once the 24 hours have passed on the app's clock.
    expect((await exportOf(owner, 'Report=attendance&Format=pdf', small)).statusCode).toBe(202);
    w.clock.advance(24 * 3_600_000);
    expect(await small.jobs.flush()).toBe(1);
    const after = await inTenant({ db: w.t.db, tenantId: w.acme.tenantId }, (tx) =>
      findExport({ tx, tenantId: w.acme.tenantId, id: old.exportId }),
    );
    expect(after).toBeUndefined();
    expect(await smallBlobs().exists(stored?.blobKey ?? '')).toBe(false);
  });
});
