import { sql } from 'drizzle-orm';
import type { Tx } from '../../../apps/server/src/db/client.ts';
import { openDatabase } from '../../../apps/server/src/db/client.ts';
import { inTenant } from '../../../apps/server/src/db/transactions.ts';
import { demoOrganisationName } from '../../../apps/server/src/modules/demo/demo.seed.ts';
import { recomputeAllMemberDays } from '../../../apps/server/src/modules/time/rollups.ts';
import type { DataCopy } from '../data-copies.ts';

/** What one agent sent: its entries, and per slot start what it sent and whether the server acknowledged it. */
export type AgentLedger = {
  email: string;
  entryIds: string[];
  /** Entries whose start and stop the server acknowledged. */
  entriesMade: Set<string>;
  slots: Map<string, { seconds: number; activeSeconds: number; acknowledged: boolean }>;
};

export type IngestionVerdict = {
  stored: number;
  lost: string[];
  duplicates: number;
  unexpected: number;
  entriesMissing: number;
  valueMismatches: number;
  rollupMismatches: string[];
};

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** A member's rollup rows, in a stable order, as text. */
async function rollups(tx: Tx, memberId: string) {
  const days = rows(
    await tx.execute(sql`SELECT day::text, worked_seconds, offline_seconds, tracked_seconds, active_seconds,
                                first_start_at::text, last_end_at::text
                           FROM member_day WHERE member_id = ${memberId} ORDER BY day`),
  );
  const byProject = rows(
    await tx.execute(sql`SELECT day::text, project_id, worked_seconds, offline_seconds, tracked_seconds, active_seconds
                           FROM member_day_project WHERE member_id = ${memberId} ORDER BY day, project_id`),
  );
  const byApp = rows(
    await tx.execute(sql`SELECT day::text, app_id, seconds FROM member_day_app WHERE member_id = ${memberId}
                          ORDER BY day, app_id`),
  );
  return { days, byProject, byApp };
}

/** Names the first rows where two rollup tables differ. */
function differences(name: string, stored: unknown[], recomputed: unknown[]) {
  const out: string[] = [];
  if (stored.length !== recomputed.length)
    out.push(`${name}: ${stored.length} rows stored, ${recomputed.length} recomputed`);
  for (let i = 0; i < Math.min(stored.length, recomputed.length) && out.length < 3; i += 1) {
    const [a, b] = [JSON.stringify(stored[i]), JSON.stringify(recomputed[i])];
    if (a !== b) out.push(`${name}: stored ${a} ≠ recomputed ${b}`);
  }
  return out;
}

/**
 * Opens the server's database after it stopped and compares it with the agents' ledgers: every acknowledged slot
 * stored once with what was sent, nothing stored that was not sent, and the rollups equal to a recomputation
 * from raw rows (ARCHITECTURE §5 invariant 5).
 */
export async function verifyIngestion({
  data,
  ledgers,
}: {
  data: DataCopy;
  ledgers: AgentLedger[];
}): Promise<IngestionVerdict> {
  const database = await openDatabase(data);
  const verdict: IngestionVerdict = {
    stored: 0,
    lost: [],
    duplicates: 0,
    unexpected: 0,
    entriesMissing: 0,
    valueMismatches: 0,
    rollupMismatches: [],
  };
  try {
    const [tenant] = rows<{ id: string }>(
      await database.db.execute(sql`SELECT id FROM tenants WHERE name = ${demoOrganisationName}`),
    );
    if (!tenant) throw new Error('the demo organisation is missing');
    for (const ledger of ledgers) {
      await inTenant({ db: database.db, tenantId: tenant.id }, async (tx) => {
        const [member] = rows<{ id: string }>(
          await tx.execute(sql`SELECT m.id FROM members m JOIN users u ON u.id = m.user_id
                                WHERE m.tenant_id = ${tenant.id} AND u.email = ${ledger.email}`),
        );
        if (!member) throw new Error(`no member for ${ledger.email}`);
        const made = [...ledger.entriesMade];
        const entries = rows<{ n: number }>(
          await tx.execute(sql`SELECT count(*)::int AS n FROM time_entries
                                WHERE tenant_id = ${tenant.id} AND id = ANY(${sql.param(made)}::uuid[]) AND ended_at IS NOT NULL`),
        );
        verdict.entriesMissing += made.length - (entries[0]?.n ?? 0);
        const slots = rows<{ started_at: string; seconds: number; active_seconds: number; copies: number }>(
          await tx.execute(sql`
            SELECT to_char(started_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS started_at,
                   min(seconds)::int AS seconds, min(active_seconds)::int AS active_seconds, count(*)::int AS copies
              FROM activity_slots
             WHERE tenant_id = ${tenant.id} AND member_id = ${member.id} AND entry_id = ANY(${sql.param(ledger.entryIds)}::uuid[])
             GROUP BY started_at`),
        );
        const stored = new Map(slots.map((slot) => [slot.started_at, slot]));
        for (const slot of slots) {
          verdict.stored += slot.copies;
          verdict.duplicates += slot.copies - 1;
          const sent = ledger.slots.get(slot.started_at);
          if (!sent) verdict.unexpected += 1;
          else if (sent.seconds !== slot.seconds || sent.activeSeconds !== slot.active_seconds)
            verdict.valueMismatches += 1;
        }
        for (const [startedAt, sent] of ledger.slots) {
          if (sent.acknowledged && !stored.has(startedAt)) verdict.lost.push(`${ledger.email} ${startedAt}`);
        }
        const before = await rollups(tx, member.id);
        await recomputeAllMemberDays({ tx, tenantId: tenant.id, memberId: member.id });
        const after = await rollups(tx, member.id);
        verdict.rollupMismatches.push(
          ...differences(`${ledger.email} member_day`, before.days, after.days),
          ...differences(`${ledger.email} member_day_project`, before.byProject, after.byProject),
          ...differences(`${ledger.email} member_day_app`, before.byApp, after.byApp),
        );
      });
    }
  } finally {
    await database.close();
  }
  return verdict;
}
