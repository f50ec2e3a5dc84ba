import { trackerLimits } from '@worktrail/contract';
import type { Tx } from '../../db/client.ts';
import { listPresenceRows, listRunningWebMembers } from './presence.repository.ts';

/** What the dashboard shows of a member's presence (§4 "online", "last worked on", "time past from last activity"). */
export type Presence = {
  memberId: string;
  /** A heartbeat within the last two minutes, or a web timer running. */
  isOnline: boolean;
  lastSeenAt: Date | null;
  /** What they last said they work on. */
  lastWorkedOn: { projectId: string | null; taskId: string | null; entryId: string | null };
  lastActivityAt: Date | null;
  /** Seconds since the last tracked activity, or null when there has been none. */
  secondsSinceLastActivity: number | null;
  source: string | null;
};

/**
 * The presence of these members at `now`. The caller has already confined `memberIds` to its data scope.
 * Members without any heartbeat are offline with nothing worked on, unless their web timer runs.
 */
export async function readPresence({
  tx,
  tenantId,
  memberIds,
  now,
}: {
  tx: Tx;
  tenantId: string;
  memberIds: string[];
  now: Date;
}): Promise<Presence[]> {
  const rows = new Map(
    (await listPresenceRows({ tx, tenantId, memberIds })).map((row) => [row.memberId, row] as const),
  );
  const webRunning = await listRunningWebMembers({ tx, tenantId, memberIds });
  return memberIds.map((memberId) => {
    const row = rows.get(memberId);
    const lastSeenAt = row?.lastSeenAt ?? null;
    const lastActivityAt = row?.lastActivityAt ?? null;
    return {
      memberId,
      isOnline:
        webRunning.has(memberId) ||
        (lastSeenAt !== null && now.getTime() - lastSeenAt.getTime() <= trackerLimits.onlineSeconds * 1000),
      lastSeenAt,
      lastWorkedOn: { projectId: row?.projectId ?? null, taskId: row?.taskId ?? null, entryId: row?.entryId ?? null },
      lastActivityAt,
      secondsSinceLastActivity:
        lastActivityAt === null ? null : Math.max(0, Math.floor((now.getTime() - lastActivityAt.getTime()) / 1000)),
      source: row?.source ?? null,
    };
  });
}
