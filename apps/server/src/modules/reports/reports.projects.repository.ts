import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import type { FigureRow } from './reports.presenter.ts';
import { figureColumns, memberNameSql, type RowsRequest, reportRows } from './reports.rows.ts';
import { groupSums } from './reports.sums.ts';

/** The project of a row: its name, colour, status, budget and customer (all null on the totals rows). */
type ProjectColumns = {
  project_id: string | null;
  name: string | null;
  color_code: string | null;
  customer_id: string | null;
  customer_name: string | null;
};

const projectColumns = sql`p.name, p.color_code, c.id AS customer_id, c.name AS customer_name`;
const projectJoins = (tenantId: string) => sql`
  LEFT JOIN projects p ON p.tenant_id = ${tenantId}::uuid AND p.id = g.project_id
  LEFT JOIN customers c ON c.tenant_id = ${tenantId}::uuid AND c.id = p.customer_id`;

/** Level 0: a project in one currency; 1: the totals in one currency. */
export type ProjectRow = FigureRow &
  ProjectColumns & { level: number; status: string | null; max_working_hours: string | null };

/** Worked time per project (per project and currency) and the totals, in one round trip. */
export async function sumProjects({ tx, rows }: { tx: Tx; rows: RowsRequest }) {
  const tenantId = rows.auth.tenantId;
  return rowsOf<ProjectRow>(
    await tx.execute(sql`
      WITH b AS (${reportRows({ ...rows, perProject: true })}),
      g AS (${groupSums({
        from: sql`b`,
        sets: [
          { keys: ['project_id', 'cur'], level: 0 },
          { keys: ['cur'], level: 1 },
        ],
      })})
      SELECT g.*, ${projectColumns}, p.status, p.max_working_hours::text AS max_working_hours
        FROM g ${projectJoins(tenantId)}`),
  );
}

/** Level 0: a member on a project; 1: a project in one currency; 3: the totals in one currency. */
export type ProjectMemberRow = FigureRow &
  ProjectColumns & { level: number; member_id: string | null; member_name: string | null; email: string | null };

/** Worked time per project and member, per project, and the totals (each per currency), in one round trip. */
export async function sumProjectMembers({ tx, rows }: { tx: Tx; rows: RowsRequest }) {
  const tenantId = rows.auth.tenantId;
  return rowsOf<ProjectMemberRow>(
    await tx.execute(sql`
      WITH b AS (${reportRows({ ...rows, perProject: true })}),
      g AS (
        SELECT b.project_id, b.member_id, b.cur, GROUPING(b.project_id, b.member_id)::int AS level, ${figureColumns}
          FROM b GROUP BY GROUPING SETS ((b.project_id, b.member_id, b.cur), (b.project_id, b.cur), (b.cur))
      )
      SELECT g.*, ${projectColumns}, ${memberNameSql('m', 'u')} AS member_name, u.email
        FROM g ${projectJoins(tenantId)}
        LEFT JOIN members m ON m.tenant_id = ${tenantId}::uuid AND m.id = g.member_id
        LEFT JOIN users u ON u.id = m.user_id`),
  );
}
