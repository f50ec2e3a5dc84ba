import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { timeEntries } from '../time/time-entries.table.ts';
import { memberPresence } from './presence.table.ts';

type Member = { tx: Tx; tenantId: string; memberId: string };

/** Records a heartbeat: seen now, working on this project/task/entry, from this source. */
export async function upsertHeartbeat({
  tx,
  tenantId,
  memberId,
  now,
  projectId,
  taskId,
  entryId,
  source,
}: Member & {
  now: Date;
  projectId: string | null;
  taskId: string | null;
  entryId: string | null;
  source: 'desktop' | 'web';
}) {
  const values = { lastSeenAt: now, projectId, taskId, entryId, source };
  await tx
    .insert(memberPresence)
    .values({ tenantId, memberId, ...values })
    .onConflictDoUpdate({ target: [memberPresence.tenantId, memberPresence.memberId], set: values });
}

/**
 * Moves "last activity" forward to `at` (never back: an old batch uploaded late does not make anyone look idle), as a
 * statement for a caller's data-modifying WITH: `at` is an SQL expression (the end of the slots a batch wrote), and
 * nothing is written when it is null. A member with no presence row yet gets one, seen at `seenAt`.
 */
export function touchLastActivity({
  tenantId,
  memberId,
  at,
  seenAt,
}: {
  tenantId: string;
  memberId: string;
  at: SQL;
  seenAt: Date;
}) {
  return sql`
    INSERT INTO member_presence (tenant_id, member_id, last_seen_at, last_activity_at, source)
    SELECT ${tenantId}::uuid, ${memberId}::uuid, ${seenAt.toISOString()}::timestamptz, activity.at, 'desktop'
      FROM (SELECT ${at} AS at) activity
     WHERE activity.at IS NOT NULL
    ON CONFLICT (tenant_id, member_id)
    DO UPDATE SET last_activity_at = greatest(member_presence.last_activity_at, excluded.last_activity_at)`;
}

export type PresenceRow = typeof memberPresence.$inferSelect;

export function listPresenceRows({ tx, tenantId, memberIds }: { tx: Tx; tenantId: string; memberIds: string[] }) {
  if (memberIds.length === 0) return Promise.resolve([] as PresenceRow[]);
  return tx
    .select()
    .from(memberPresence)
    .where(and(eq(memberPresence.tenantId, tenantId), inArray(memberPresence.memberId, memberIds)));
}

/**
 * Which of these members have a web timer running: the web sends no heartbeat, so its running entry is what says
 * they work now (an agent's running entry does not: the agent's heartbeats do, and stop when it does).
 */
export async function listRunningWebMembers({
  tx,
  tenantId,
  memberIds,
}: {
  tx: Tx;
  tenantId: string;
  memberIds: string[];
}): Promise<Set<string>> {
  if (memberIds.length === 0) return new Set();
  const rows = await tx
    .select({ memberId: timeEntries.memberId })
    .from(timeEntries)
    .where(
      and(
        eq(timeEntries.tenantId, tenantId),
        inArray(timeEntries.memberId, memberIds),
        isNull(timeEntries.endedAt),
        eq(timeEntries.source, 'web'),
      ),
    );
  return new Set(rows.map((row) => row.memberId));
}
