import { dataExportFiles, dataExportLimits, dataExportMessages, featureSettingKeys } from '@worktrail/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../../test/test-app.ts';
import { createBlobStore } from '../../app.ts';
import { uuidv7 } from '../../db/ids.ts';
import { inTenant } from '../../db/transactions.ts';
import { customers } from '../customers/customers.table.ts';
import type { BlobStore } from '../files/blob-store.ts';
import { dataExportBatchRows, dataExportFileList } from './data-export.files.ts';
import { type DataExportWorld, startDataExportWorld, unzip } from './data-export.fixture.ts';
import { createDataExportJobHandler, dataExportBlobKey } from './data-export.job.ts';
import { writeDataExportZip } from './data-export.zip.ts';

let w: DataExportWorld;
beforeAll(async () => {
  w = await startDataExportWorld();
});
afterAll(() => w.close());

const owner = 'owner@acme.test';
const employee = 'sara@acme.test';
const hour = 60 * 60 * 1000;

/** Starts an export as Acme's owner and runs its job; answers the export as the list then shows it. */
async function finishedExport() {
  const created = await w.call(owner, 'POST', 'Create');
  expect(created.statusCode).toBe(200);
  await w.t.app.jobs.flush();
  const list = (await w.call(owner, 'GET', 'GetList')).json().result;
  return list.find((item: { id: string }) => item.id === created.json().result.id);
}

const download = (as: string, id: string) => w.call(as, 'GET', `Download?id=${id}`);
const lines = (csv: string) => csv.replace(/^\uFEFF/, '').split('\r\n');

describe('an organisation export', () => {
  it('is queued for the owner, refused while it runs, then ready with its progress at 100', async () => {
    const created = await w.call(owner, 'POST', 'Create');
    expect(created.statusCode).toBe(200);
    const queued = created.json().result;
    expect(queued).toMatchObject({ status: 'queued', progress: 0, fileName: null, finishedAt: null, expiresAt: null });

    const again = await w.call(owner, 'POST', 'Create');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'INVALID_STATE', message: dataExportMessages.alreadyRunning });
    const early = await download(owner, queued.id);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'NOT_READY', message: dataExportMessages.notReady });

    await w.t.app.jobs.flush();
    const [listed] = (await w.call(owner, 'GET', 'GetList')).json().result;
    expect(listed).toMatchObject({ id: queued.id, status: 'ready', progress: 100 });
    expect(listed.sizeBytes).toBeGreaterThan(0);
    expect(listed.fileName).toBe('worktrail-export-acme-trading-co-2026-11-20.zip');
    expect(Date.parse(listed.expiresAt) - Date.parse(listed.finishedAt)).toBe(
      dataExportLimits.expiresAfterHours * hour,
    );
  });

  it('downloads as a ZIP of the six CSV files, formula-safe, Arabic intact', async () => {
    const ready = await finishedExport();
    const response = await download(owner, ready.id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${ready.fileName}"`);
    expect(response.headers['x-content-type-options']).toBe('nosniff');

    const files = await unzip(response.rawPayload);
    expect([...files.keys()]).toEqual([...dataExportFiles]);
    for (const text of files.values()) {
      expect(text.startsWith('\uFEFF')).toBe(true);
      expect(text.endsWith('\r\n')).toBe(true);
    }
    const members = lines(files.get('members.csv') ?? '');
    expect(members[0]).toBe('Name,Email,Role,Status,Department,Position,Time zone');
    expect(members).toContainEqual(expect.stringMatching(/^سارة أحمد,sara@acme\.test,[^,]+,active,,,UTC$/));

    expect(lines(files.get('teams.csv') ?? '').slice(0, 2)).toEqual([
      'Team,Status,Leaders,Members',
      'Support,active,سارة أحمد <sara@acme.test>,سارة أحمد <sara@acme.test>',
    ]);
    const customerLines = lines(files.get('customers.csv') ?? '');
    expect(customerLines[0]).toBe('Customer,Status,Note,Created at (UTC)');
    expect(customerLines[1]).toMatch(/^"'=HYPERLINK\(""http:\/\/x"",""y""\)",active,,\d{4}-\d\d-\d\dT[\d:.]+Z$/);
    expect(lines(files.get('projects.csv') ?? '').slice(0, 2)).toEqual([
      'Project,Customer,Status,Start date,End date,Description',
      `"Website, ""v2""","'=HYPERLINK(""http://x"",""y"")",opened,,,`,
    ]);
    expect(files.get('time-entries.csv')).toBe(
      '\uFEFFMember,Email,Project,Task,Start (UTC),End (UTC),Duration (seconds),Source,Offline,Note\r\n' +
        'سارة أحمد,sara@acme.test,"Website, ""v2""",,2026-11-19T08:00:00.000Z,2026-11-19T09:30:00.000Z,5400,web,' +
        'false,"line one\nline two"\r\n',
    );
    const settings = lines(files.get('settings.csv') ?? '');
    expect(settings[0]).toBe('Key,Value');
    expect(settings).toHaveLength(featureSettingKeys.length + 2);
    expect(settings).toContain('Time_Zone,UTC');
  });

  it('expires 24 hours after it finished, and stays expired once its file is swept', async () => {
    const ready = await finishedExport();
    w.clock.advance(dataExportLimits.expiresAfterHours * hour + 1000);
    const late = await download(owner, ready.id);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'INVALID_STATE', message: dataExportMessages.expired });
    const listed = (await w.call(owner, 'GET', 'GetList')).json().result;
    expect(listed.find((item: { id: string }) => item.id === ready.id)).toMatchObject({
      status: 'expired',
      fileName: null,
    });

    // The next export's job sweeps the expired file; the old export still answers that it expired.
    const blobs = createBlobStore({ config: testConfig({ dataDir: w.t.dataDir }), clock: w.clock });
    const key = dataExportBlobKey({ tenantId: w.acme, id: ready.id });
    expect(await blobs.exists(key)).toBe(true);
    await finishedExport();
    expect(await blobs.exists(key)).toBe(false);
    const swept = await download(owner, ready.id);
    expect(swept.statusCode).toBe(409);
    expect(swept.json().message).toBe(dataExportMessages.expired);
  });

  it('lists only the newest exports', async () => {
    for (let i = 0; i < dataExportLimits.listed; i += 1) await finishedExport();
    const listed = (await w.call(owner, 'GET', 'GetList')).json().result;
    expect(listed).toHaveLength(dataExportLimits.listed);
    expect(listed[0].createdByName).toBe('owner@acme.test');
  });
});

describe('a failed export', () => {
  it('says it failed and is finished by the queue’s retry', async () => {
    const created = (await w.call(owner, 'POST', 'Create')).json().result;
    const failing: BlobStore = {
      put: async () => {
        throw new Error('the blob store is down');
      },
      get: async () => undefined,
      delete: async () => {},
      exists: async () => false,
    };
    const handler = createDataExportJobHandler({ db: w.t.db, clock: w.clock, blobs: failing });
    const job = { id: created.id, organisationId: w.acme, payload: { exportId: created.id }, attempts: 1 };
    await expect(handler(job)).rejects.toThrow('the blob store is down');
    const [failed] = (await w.call(owner, 'GET', 'GetList')).json().result;
    expect(failed).toMatchObject({ id: created.id, status: 'failed', fileName: null });
    const refused = await download(owner, created.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'NOT_READY', message: dataExportMessages.failed });

    // The queued job (the retry) runs it again from the start.
    await w.t.app.jobs.flush();
    expect((await download(owner, created.id)).statusCode).toBe(200);
  });
});

describe('who may export', () => {
  it('refuses an employee (403) and nobody (401), and hides another organisation’s export (404)', async () => {
    const ready = await finishedExport();
    for (const [method, path] of [
      ['POST', 'Create'],
      ['GET', 'GetList'],
      ['GET', `Download?id=${ready.id}`],
    ] as const) {
      expect((await w.call(employee, method, path)).statusCode).toBe(403);
      expect((await w.call(undefined, method, path)).statusCode).toBe(401);
    }
    const foreign = await download('owner@globex.test', ready.id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(dataExportMessages.notFound);
    expect((await w.call('owner@globex.test', 'GET', 'GetList')).json().result).toEqual([]);
    expect((await download(owner, 'not-an-id')).statusCode).toBe(400);
  });
});

describe('the ZIP writer', () => {
  it('reports each file as it is done, so progress climbs file by file', async () => {
    const done: number[] = [];
    const zip = await writeDataExportZip({
      db: w.t.db,
      tenantId: w.acme,
      files: dataExportFileList,
      modifiedAt: w.clock.now(),
      onFileDone: async (count) => {
        done.push(count);
      },
    });
    expect(done).toEqual([1, 2, 3, 4, 5, 6]);
    expect([...(await unzip(zip)).keys()]).toEqual([...dataExportFiles]);
  });

  it('reads a table page after page, every row once', async () => {
    const tenantId = w.globex;
    const count = dataExportBatchRows * 2 + 1;
    await inTenant({ db: w.t.db, tenantId }, (tx) =>
      tx.insert(customers).values(
        Array.from({ length: count }, (_, i) => ({
          tenantId,
          id: uuidv7(),
          name: `Customer ${String(i).padStart(4, '0')}`,
          concurrencyStamp: uuidv7(),
        })),
      ),
    );
    const customersFile = dataExportFileList.filter((file) => file.name === 'customers.csv');
    const zip = await writeDataExportZip({
      db: w.t.db,
      tenantId,
      files: customersFile,
      modifiedAt: w.clock.now(),
      onFileDone: async () => {},
    });
    const rows = lines((await unzip(zip)).get('customers.csv') ?? '').slice(1, -1);
    expect(new Set(rows.map((row) => row.split(',')[0])).size).toBe(count);
  });
});
