import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import type { AuthContext } from '../../http/access.ts';
import { openTaskCount } from '../time/task-time.repository.ts';
import { andInScope, rolledUpProjectSeconds } from './project-time.repository.ts';

/** A member of a project with the organisation's record of their name and their account's. */
export type ProjectMember = {
  memberId: string;
  memberName: string | null;
  memberSurname: string | null;
  givenName: string;
  familyName: string;
  username: string | null;
};

/** What the projects list shows of a project beyond its row. */
export type ProjectRelations = {
  projectId: string;
  members: ProjectMember[];
  teams: Array<{ teamId: string; teamName: string }>;
  openTasks: number;
  seconds: string;
  lastActivityAt: Date | string | null;
};

/**
 * For each of these projects, in one statement whatever the page's size (issue 19): its members inside the caller's
 * data scope (by name), its teams not deleted (by name), its open tasks (in workspaces not deleted), and the scope's
 * worked seconds and last activity, running timers counting to `now`.
 *
 * The seconds are the rollups' plus what running entries added since their last uploaded slot. The last activity is
 * `now` while an entry runs, else the latest end of the project's ended entries, the first key of an index of ends
 * by project (in the scope, the first of a scope member's). Each part reads an index by project, never the project's
 * whole history.
 */
export async function listProjectRelations({
  tx,
  auth,
  projectIds,
  now,
}: {
  tx: Tx;
  auth: AuthContext;
  projectIds: string[];
  now: Date;
}): Promise<ProjectRelations[]> {
  if (projectIds.length === 0) return [];
  const { tenantId } = auth;
  const at = sql`${now.toISOString()}::timestamptz`;
  const ids = sql`${sql.param(projectIds)}::uuid[]`;
  const entryScope = andInScope(auth, sql`e.member_id`);
  return rowsOf<ProjectRelations>(
    await tx.execute(sql`
      WITH running AS MATERIALIZED (
        SELECT e.project_id, greatest(${at}, e.started_at) AS live_end,
               extract(epoch FROM greatest(${at}, e.started_at) - coalesce(
                 (SELECT max(s.started_at + make_interval(secs => s.seconds)) FROM activity_slots s
                   WHERE s.tenant_id = e.tenant_id AND s.entry_id = e.id),
                 e.started_at)) AS unrolled
          FROM time_entries e
         WHERE e.tenant_id = ${tenantId} AND e.ended_at IS NULL AND e.project_id = ANY(${ids}) ${entryScope}
      )
      SELECT p.id AS "projectId",
             coalesce((SELECT json_agg(json_build_object(
                                'memberId', m.id, 'memberName', m.name, 'memberSurname', m.surname,
                                'givenName', u.given_name, 'familyName', u.family_name, 'username', u.username)
                              ORDER BY lower(coalesce(m.name, u.given_name)), m.id)
                         FROM project_members pm
                         JOIN members m ON m.tenant_id = pm.tenant_id AND m.id = pm.member_id
                         JOIN users u ON u.id = m.user_id
                        WHERE pm.tenant_id = ${tenantId} AND pm.project_id = p.id
                              ${andInScope(auth, sql`m.id`)}), '[]') AS members,
             coalesce((SELECT json_agg(json_build_object('teamId', tm.id, 'teamName', tm.name) ORDER BY lower(tm.name))
                         FROM team_projects tp
                         JOIN teams tm ON tm.tenant_id = tp.tenant_id AND tm.id = tp.team_id
                        WHERE tp.tenant_id = ${tenantId} AND tp.project_id = p.id AND tm.status <> 'deleted'), '[]')
               AS teams,
             ${openTaskCount({ tenantId, where: sql`t.project_id = p.id` })} AS "openTasks",
             round(${rolledUpProjectSeconds({ tenantId, project: sql`p.id`, auth })}
                   + coalesce((SELECT sum(r.unrolled) FROM running r WHERE r.project_id = p.id), 0))::bigint::text
               AS seconds,
             coalesce((SELECT max(r.live_end) FROM running r WHERE r.project_id = p.id),
                      (SELECT max(e.ended_at) FROM time_entries e
                        WHERE e.tenant_id = ${tenantId} AND e.project_id = p.id AND e.ended_at IS NOT NULL ${entryScope}))
               AS "lastActivityAt"
        FROM unnest(${ids}) AS p(id)`),
  );
}
