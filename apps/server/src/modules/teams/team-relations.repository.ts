import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';

/** A leader of a team with what names them. */
export type TeamLeader = {
  id: string;
  givenName: string;
  familyName: string;
  username: string | null;
  email: string;
};

/** What the teams list shows of a team beyond its row. */
export type TeamRelations = { teamId: string; memberCount: number; projectCount: number; leaders: TeamLeader[] };

/**
 * For each of these teams, how many members and projects it has and its leaders (by name), all in one statement
 * whatever the page's size (issue 19).
 */
export async function listTeamRelations({
  tx,
  tenantId,
  teamIds,
}: {
  tx: Tx;
  tenantId: string;
  teamIds: string[];
}): Promise<TeamRelations[]> {
  if (teamIds.length === 0) return [];
  return rowsOf<TeamRelations>(
    await tx.execute(sql`
      SELECT r.id AS "teamId",
             (SELECT count(*)::int FROM team_members tm
               WHERE tm.tenant_id = ${tenantId}::uuid AND tm.team_id = r.id) AS "memberCount",
             (SELECT count(*)::int FROM team_projects tp
               WHERE tp.tenant_id = ${tenantId}::uuid AND tp.team_id = r.id) AS "projectCount",
             coalesce((SELECT json_agg(json_build_object(
                                'id', tm.member_id,
                                'givenName', u.given_name,
                                'familyName', u.family_name,
                                'username', u.username,
                                'email', u.email)
                              ORDER BY lower(u.given_name), u.email)
                         FROM team_members tm
                         JOIN members m ON m.tenant_id = tm.tenant_id AND m.id = tm.member_id
                         JOIN users u ON u.id = m.user_id
                        WHERE tm.tenant_id = ${tenantId}::uuid AND tm.team_id = r.id AND tm.is_leader), '[]') AS leaders
        FROM unnest(${sql.param(teamIds)}::uuid[]) AS r(id)`),
  );
}
