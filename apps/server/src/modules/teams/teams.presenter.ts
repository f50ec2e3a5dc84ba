import type { TeamDetail, TeamListItem, TeamMember, TeamProject } from '@worktrail/contract';
import { type DataScope, scopeCovers } from '../access/data-scope.ts';
import { displayName } from '../members/members.presenter.ts';
import type { TeamRelations } from './team-relations.repository.ts';
import type { TeamMemberRow, TeamRow } from './teams.repository.ts';

/** Teams as the list shows them; leaders by name only, as a leader may lie outside the caller's scope. */
export function presentTeams({ rows, relations }: { rows: TeamRow[]; relations: TeamRelations[] }): TeamListItem[] {
  const relationsOf = new Map(relations.map((relation) => [relation.teamId, relation]));
  return rows.map((row) => {
    const relation = relationsOf.get(row.id);
    return {
      id: row.id,
      name: row.name,
      status: row.status,
      memberCount: relation?.memberCount ?? 0,
      projectCount: relation?.projectCount ?? 0,
      leaders: (relation?.leaders ?? []).map((leader) => ({
        id: leader.id,
        name: displayName(leader, { showEmail: false }),
      })),
      concurrencyStamp: row.concurrencyStamp,
      createdAt: row.createdAt.toISOString(),
    };
  });
}

/** One team with its projects and those of its members who are inside the caller's scope. */
export function presentTeamDetail({
  item,
  memberRows,
  projectRows,
  scope,
}: {
  item: TeamListItem;
  memberRows: TeamMemberRow[];
  projectRows: TeamProject[];
  scope: DataScope;
}): TeamDetail {
  const members: TeamMember[] = memberRows
    .filter((row) => scopeCovers(scope, [row.id]))
    .map((row) => ({
      id: row.id,
      name: displayName(row, { showEmail: true }),
      email: row.email,
      status: row.status,
      isLeader: row.isLeader,
    }));
  return { ...item, members, projects: projectRows };
}
