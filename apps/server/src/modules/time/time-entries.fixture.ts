import type { Tx } from '../../db/client.ts';
import { recomputeMemberDays } from './rollups.ts';
import { timeEntries } from './time-entries.table.ts';

/**
 * An entry written straight into the table with its member-days rolled up, as every real path writes time: the
 * lists and reports read the rollups. For fixtures that need time but test something else.
 */
export async function insertEntryWithRollups({ tx, entry }: { tx: Tx; entry: typeof timeEntries.$inferInsert }) {
  await tx.insert(timeEntries).values(entry);
  const from = entry.startedAt;
  await recomputeMemberDays({
    tx,
    tenantId: entry.tenantId,
    memberId: entry.memberId,
    ranges: [{ from, to: entry.endedAt ?? from }],
  });
}
