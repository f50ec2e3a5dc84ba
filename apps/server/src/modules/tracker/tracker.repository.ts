import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { projects } from '../projects/projects.table.ts';
import { apps, appUsage } from '../time/activity.table.ts';
import { timeEntries } from '../time/time-entries.table.ts';
import { trackableProjectStatuses } from '../time/tracking-rules.ts';

type Tenant = { tx: Tx; tenantId: string };
type Member = Tenant & { memberId: string };

export type EntryRow = typeof timeEntries.$inferSelect;

/** An entry of the organisation by id, whoever's it is. */
export async function findEntry({ tx, tenantId, id }: Tenant & { id: string }) {
  const [row] = await tx
    .select()
    .from(timeEntries)
    .where(and(eq(timeEntries.tenantId, tenantId), eq(timeEntries.id, id)));
  return row;
}

/** The member's entries among these ids. */
export function findMemberEntries({ tx, tenantId, memberId, ids }: Member & { ids: string[] }) {
  if (ids.length === 0) return Promise.resolve([] as EntryRow[]);
  return tx
    .select()
    .from(timeEntries)
    .where(and(eq(timeEntries.tenantId, tenantId), eq(timeEntries.memberId, memberId), inArray(timeEntries.id, ids)));
}

/** The member's running entry, if any. */
export async function findRunningEntry({ tx, tenantId, memberId }: Member) {
  const [row] = await tx
    .select()
    .from(timeEntries)
    .where(and(eq(timeEntries.tenantId, tenantId), eq(timeEntries.memberId, memberId), isNull(timeEntries.endedAt)));
  return row;
}

/** When the entry's last uploaded slot ends, or null without slots. */
export async function lastSlotEnd({ tx, tenantId, entryId }: Tenant & { entryId: string }) {
  const [row] = rowsOf<{ last_end: string | null }>(
    await tx.execute(sql`
      SELECT max(started_at + make_interval(secs => seconds))::text AS last_end
        FROM activity_slots WHERE tenant_id = ${tenantId} AND entry_id = ${entryId}`),
  );
  return row?.last_end ? new Date(row.last_end) : null;
}

/** The key of an app or URL host in maps. */
export const appKey = (kind: string, name: string) => `${kind}\u0000${name}`;

/**
 * The dictionary ids of these apps and URL hosts by `appKey`, adding those not yet known
 * (`INSERT … ON CONFLICT DO NOTHING`, in a stable order so concurrent batches cannot deadlock, then a select).
 */
export async function upsertApps({
  tx,
  tenantId,
  names,
  newId,
}: Tenant & { names: Array<{ kind: 'app' | 'url'; name: string }>; newId: () => string }) {
  const unique = [...new Map(names.map((app) => [appKey(app.kind, app.name), app])).values()].sort((a, b) =>
    appKey(a.kind, a.name) < appKey(b.kind, b.name) ? -1 : 1,
  );
  const ids = new Map<string, string>();
  if (unique.length === 0) return ids;
  await tx
    .insert(apps)
    .values(unique.map((app) => ({ tenantId, id: newId(), kind: app.kind, name: app.name })))
    .onConflictDoNothing();
  const rows = await tx
    .select({ id: apps.id, kind: apps.kind, name: apps.name })
    .from(apps)
    .where(
      and(
        eq(apps.tenantId, tenantId),
        inArray(
          apps.name,
          unique.map((app) => app.name),
        ),
      ),
    );
  for (const row of rows) ids.set(appKey(row.kind, row.name), row.id);
  return ids;
}

export async function insertAppUsage({ tx, rows }: { tx: Tx; rows: Array<typeof appUsage.$inferInsert> }) {
  if (rows.length === 0) return;
  await tx.insert(appUsage).values(rows).onConflictDoNothing();
}

/** The projects the member may record time on: trackable, and theirs directly or through an active team. */
export function listTrackableProjects({ tx, tenantId, memberId }: Member) {
  return tx
    .select({ id: projects.id, name: projects.name, colorCode: projects.colorCode })
    .from(projects)
    .where(
      and(
        eq(projects.tenantId, tenantId),
        inArray(projects.status, [...trackableProjectStatuses]),
        sql`(EXISTS (SELECT 1 FROM project_members pm
                      WHERE pm.tenant_id = ${tenantId} AND pm.project_id = ${projects.id} AND pm.member_id = ${memberId})
             OR EXISTS (SELECT 1 FROM team_projects tp
                          JOIN teams t ON t.tenant_id = tp.tenant_id AND t.id = tp.team_id AND t.status = 'active'
                          JOIN team_members tm ON tm.tenant_id = tp.tenant_id AND tm.team_id = tp.team_id
                         WHERE tp.tenant_id = ${tenantId} AND tp.project_id = ${projects.id}
                           AND tm.member_id = ${memberId}))`,
      ),
    )
    .orderBy(projects.name);
}
