import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client.ts';
import { uuidv7 } from '../../apps/server/src/db/ids.ts';
import { rowsOf } from '../../apps/server/src/db/rows.ts';
import { inTenant } from '../../apps/server/src/db/transactions.ts';
import { appSets } from '../../apps/server/src/modules/demo/demo-plan.ts';
import {
  effectiveSettings,
  memberTimeZone,
} from '../../apps/server/src/modules/effective-settings/effective-settings.ts';
import { recomputeMonths } from '../../apps/server/src/modules/time/rollups.ts';
import { weeklyLimitSeconds } from '../../apps/server/src/modules/time/weekly-limit.ts';
import { appKey, upsertApps } from '../../apps/server/src/modules/tracker/tracker.repository.ts';
import { urlHost } from '../../apps/server/src/modules/tracker/tracker.slot-checks.ts';
import { type Person, writeChunk } from './bulk-time.sql.ts';
import { inParallel } from './in-parallel.ts';

// The bulk path of the benchmark's time data: what the tracker's ingestion writes for a workday (entries, slots
// per UTC 10-minute window, app usage, then the member-day and member-month rollups), written in set-based SQL a
// stretch of days at a time, because 1,000 members × 13 months through the ingestion functions (13 M slots) would
// take hours.
// The same plan as the tracker demo (demo/demo-plan.ts, its apps included); the checks of bulk-time.check.ts
// prove the rows are what the tracker stores and the rollups what the server's recomputation writes.

// The demo's apps and URLs people in these jobs use; URL hosts are stored as the tracker stores them (`urlHost`).
const stored = (app: { kind: 'app' | 'url'; name: string }) => ({
  kind: app.kind,
  name: app.kind === 'url' ? (urlHost(app.name) ?? app.name) : app.name,
});

export type BulkTimeOptions = {
  db: Db;
  tenantId: string;
  /** Local days back from today (today included, up to `now`); weekdays only, 5 % of them off. */
  days: number;
  now: Date;
  /**
   * About as many member-days per transaction as this many members' whole range, and transactions at once (PGlite
   * has one connection: 1).
   */
  chunk: number;
  parallel: number;
  /** Members left without time (the benchmark's agents). */
  except?: string[];
};

/**
 * Writes the tenant's tracked time in bulk for its active members without time yet: the entries of each weekday
 * (a start around 09:00 local, a lunch break, one to three of the member's first four trackable projects), their
 * slots and app usage, then the day rollups member_day, member_day_project and member_day_app and their month sums. A member whose settings
 * drop activity counts or apps gets what the tracker keeps of them; a weekly hour limit is refused (the tracker
 * would refuse slots beyond it, which this path does not imitate).
 */
export async function generateBulkTime({ db, tenantId, days, now, chunk, parallel, except = [] }: BulkTimeOptions) {
  const { people, appIds } = await inTenant({ db, tenantId }, async (tx) => {
    const ids = rowsOf<{ id: string }>(
      await tx.execute(sql`
        SELECT id FROM members m WHERE tenant_id = ${tenantId} AND status = 'active'
           AND NOT EXISTS (SELECT 1 FROM time_entries e WHERE e.tenant_id = m.tenant_id AND e.member_id = m.id)
           AND NOT (m.id = ANY(${sql.param(except)}::uuid[]))
         ORDER BY id`),
    ).map((row) => row.id);
    const people: Person[] = [];
    for (const [index, id] of ids.entries()) {
      const { values } = await effectiveSettings({ tx, tenantId, memberId: id });
      if (weeklyLimitSeconds(values) !== null)
        throw new Error(`member ${id} has a weekly hour limit; the bulk path does not apply one`);
      const zone = await memberTimeZone({ tx, tenantId, memberId: id });
      const keepActivity = values.Activity_Level_Tracking;
      const appSet = index % appSets.length;
      const appCount = appSets[appSet]?.length ?? 0;
      people.push({ id, zone, appSet, appCount, keepActivity, keepApps: values.App_And_URL_Tracking });
    }
    const names = appSets.flat().map(stored);
    return { people, appIds: await upsertApps({ tx, tenantId, names, newId: uuidv7 }) };
  });
  const catalogue = appSets.flatMap((set, setIndex) =>
    set.map((app, n) => {
      const { kind, name } = stored(app);
      return { set: setIndex, n, appId: appIds.get(appKey(kind, name)) ?? '' };
    }),
  );
  const totals = { members: people.length, entries: 0, slots: 0, appUsage: 0 };
  // Oldest days first, every member in each transaction: the tracker writes a day of everyone's time before the
  // next, so a month's rows lie together in the tables as they do on a server that has tracked for months. Each
  // transaction writes about `chunk` members' whole range of days, as many member-days as a chunk of members would.
  const span = Math.max(1, Math.floor((chunk * days) / Math.max(1, people.length)));
  const windows: Array<{ from: number; to: number }> = [];
  for (let from = days - 1; from >= 0; from -= span) windows.push({ from, to: Math.max(0, from - span + 1) });
  await inParallel(parallel, windows, async (back, index) => {
    const made = await inTenant({ db, tenantId }, (tx) => writeChunk({ tx, tenantId, people, now, back, catalogue }));
    totals.entries += made.entries;
    totals.slots += made.slots;
    totals.appUsage += made.appUsage;
    if (windows.length > 4 && (index + 1) % Math.ceil(windows.length / 10) === 0)
      process.stderr.write(`bulk time: ${index + 1}/${windows.length} stretches of ${span} days\n`);
  });
  // The month rollups are the sums of the days written, as the server keeps them.
  const groups: string[][] = [];
  for (let i = 0; i < people.length; i += chunk) groups.push(people.slice(i, i + chunk).map((person) => person.id));
  await inParallel(parallel, groups, (memberIds) =>
    inTenant({ db, tenantId }, (tx) => recomputeMonths({ tx, tenantId, memberIds })),
  );
  return { totals, memberIds: people.map((person) => person.id) };
}
