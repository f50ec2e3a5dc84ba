import { permissions } from '@worktrail/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import type { AuthContext } from '../../http/access.ts';
import { type DataScope, dataScope, existingMemberIds, scopeCondition, scopeCovers } from '../access/data-scope.ts';
import { effectiveSettings, zoneFromValues } from '../effective-settings/effective-settings.ts';
import type { TimeEntryRow } from '../time/time-entries.repository.ts';
import {
  activityNotFound,
  activityRunning,
  changeNotAllowed,
  offlineNotAllowed,
  timelineMemberNotFound,
} from './timeline.errors.ts';

// The timeline's object rules, beside the permission each route declares: whose time the caller may see, add to
// and change.

/** May see this member's time: they exist in the organisation and the caller's data scope covers them (else 404). */
export async function requireVisibleMember({ tx, auth, memberId }: { tx: Tx; auth: AuthContext; memberId: string }) {
  const scope = await dataScope({ tx, auth });
  if (!scopeCovers(scope, [memberId])) throw timelineMemberNotFound();
  const found = await existingMemberIds({ tx, tenantId: auth.tenantId, memberIds: [memberId] });
  if (!found.has(memberId)) throw timelineMemberNotFound();
  return scope;
}

/**
 * The same rule as {@link requireVisibleMember} for a read, with the zone of the member's days (their own, else the
 * organisation's, else UTC), in one statement: the scope is a condition of the query rather than a read of its own.
 */
export async function visibleMemberZone({ tx, auth, memberId }: { tx: Tx; auth: AuthContext; memberId: string }) {
  const [row] = rowsOf<{ time_zone: string | null; organisation_zone: unknown }>(
    await tx.execute(sql`
      SELECT m.time_zone,
             (SELECT os.value FROM organisation_settings os
               WHERE os.tenant_id = m.tenant_id AND os.key = 'Time_Zone') AS organisation_zone
        FROM members m
       WHERE m.tenant_id = ${auth.tenantId}::uuid AND m.id = ${memberId}::uuid
         AND ${scopeCondition({ auth, memberColumn: sql`m.id` }) ?? sql`true`}`),
  );
  if (!row) throw timelineMemberNotFound();
  return zoneFromValues(row.time_zone, row.organisation_zone);
}

/** May add offline time for this member: visible to the caller, and `Allow_to_add_offline_Time` applies to them. */
export async function requireOfflineAllowed({ tx, auth, memberId }: { tx: Tx; auth: AuthContext; memberId: string }) {
  await requireVisibleMember({ tx, auth, memberId });
  const settings = await effectiveSettings({ tx, tenantId: auth.tenantId, memberId });
  if (!settings.values.Allow_to_add_offline_Time) throw offlineNotAllowed();
}

/**
 * May change this entry: it must be in the caller's data scope (404 otherwise, so nothing is confirmed). Holders of
 * `Worktrail.Timeline.Manage` (owners and managers by default) change any entry in their scope; anyone else only
 * their own offline time, and only while `Allow_to_add_offline_Time` applies to them. A running entry is not changed
 * here (stop it first).
 */
export async function requireChangeableEntry({
  tx,
  auth,
  scope,
  entry,
}: {
  tx: Tx;
  auth: AuthContext;
  scope: DataScope;
  entry: TimeEntryRow;
}) {
  if (!scopeCovers(scope, [entry.memberId])) throw activityNotFound();
  if (!auth.permissions.has(permissions.timeline.manage)) {
    if (entry.memberId !== auth.memberId || !entry.isOffline) throw changeNotAllowed();
    const settings = await effectiveSettings({ tx, tenantId: auth.tenantId, memberId: entry.memberId });
    if (!settings.values.Allow_to_add_offline_Time) throw changeNotAllowed();
  }
  if (entry.endedAt === null) throw activityRunning();
}
