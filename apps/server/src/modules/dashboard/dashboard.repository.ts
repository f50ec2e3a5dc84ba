import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';

type MemberRange = { tx: Tx; tenantId: string; memberId: string; from: string; to: string };

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Worked seconds per project over the member's local days `from`..`to`, from the rollups; most worked first. */
export async function listRangeProjects({ tx, tenantId, memberId, from, to }: MemberRange) {
  const rows = rowsOf<{ id: string; name: string; colorCode: string; seconds: unknown }>(
    await tx.execute(sql`
      SELECT p.id, p.name, p.color_code AS "colorCode", sum(r.worked_seconds)::bigint AS seconds
        FROM member_day_project r
        JOIN projects p ON p.tenant_id = r.tenant_id AND p.id = r.project_id
       WHERE r.tenant_id = ${tenantId} AND r.member_id = ${memberId}
         AND r.day >= ${from}::date AND r.day <= ${to}::date
       GROUP BY p.id, p.name, p.color_code
      HAVING sum(r.worked_seconds) > 0
       ORDER BY seconds DESC, p.name, p.id`),
  );
  return rows.map((row) => ({ ...row, seconds: Number(row.seconds) }));
}

/**
 * The `limit` apps and URL hosts the member used most over the local days `from`..`to`, from the rollups, and the
 * seconds of all of them together (what the top ones are a share of).
 */
export async function listRangeTopApps({ tx, tenantId, memberId, from, to, limit }: MemberRange & { limit: number }) {
  const rows = rowsOf<{ id: string; kind: 'app' | 'url'; name: string; seconds: unknown; allSeconds: unknown }>(
    await tx.execute(sql`
      SELECT a.id, a.kind, a.name, sum(r.seconds)::bigint AS seconds,
             (sum(sum(r.seconds)) OVER ())::bigint AS "allSeconds"
        FROM member_day_app r
        JOIN apps a ON a.tenant_id = r.tenant_id AND a.id = r.app_id
       WHERE r.tenant_id = ${tenantId} AND r.member_id = ${memberId}
         AND r.day >= ${from}::date AND r.day <= ${to}::date
       GROUP BY a.id, a.kind, a.name
      HAVING sum(r.seconds) > 0
       ORDER BY seconds DESC, a.name, a.id
       LIMIT ${limit}`),
  );
  return {
    top: rows.map(({ allSeconds: _all, ...row }) => ({ ...row, seconds: Number(row.seconds) })),
    allSeconds: Number(rows[0]?.allSeconds ?? 0),
  };
}
