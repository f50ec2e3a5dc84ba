import type { ProjectStatus } from '@worktrail/contract';
import { and, asc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { customers } from '../customers/customers.table.ts';
import { teamMembers, teamProjects, teams } from '../teams/teams.table.ts';
import { projectMembers, projects } from './projects.table.ts';

// The projects pickers offer: few columns, ordered by name.

type Scope = { tx: Tx; tenantId: string };

const optionColumns = {
  id: projects.id,
  name: projects.name,
  colorCode: projects.colorCode,
  status: projects.status,
  customerId: projects.customerId,
  customerName: customers.name,
};
export type ProjectOptionRow = {
  id: string;
  name: string;
  colorCode: string;
  status: ProjectStatus;
  customerId: string;
  customerName: string;
};

/** The projects matching `where`, each with its customer's name, ordered by name. */
const optionRowsWhere = (tx: Tx, where: SQL | undefined): Promise<ProjectOptionRow[]> =>
  tx
    .select(optionColumns)
    .from(projects)
    .innerJoin(customers, and(eq(customers.tenantId, projects.tenantId), eq(customers.id, projects.customerId)))
    .where(where)
    .orderBy(asc(sql`lower(${projects.name})`), asc(projects.id));

/** The projects of the organisation in one state (or one of them), ordered by name. */
export function listProjectOptionRows({
  tx,
  tenantId,
  status,
  projectId,
}: Scope & { status: ProjectStatus; projectId?: string }): Promise<ProjectOptionRow[]> {
  return optionRowsWhere(
    tx,
    and(
      eq(projects.tenantId, tenantId),
      eq(projects.status, status),
      projectId ? eq(projects.id, projectId) : undefined,
    ),
  );
}

/**
 * The projects a member works on: those they are a member of, and those of the active teams they belong to;
 * in one state if given, ordered by name.
 */
export function listMemberProjectRows({
  tx,
  tenantId,
  memberId,
  statuses,
}: Scope & { memberId: string; statuses?: readonly ProjectStatus[] }): Promise<ProjectOptionRow[]> {
  const direct = tx
    .select({ projectId: projectMembers.projectId })
    .from(projectMembers)
    .where(and(eq(projectMembers.tenantId, tenantId), eq(projectMembers.memberId, memberId)));
  const viaTeams = tx
    .select({ projectId: teamProjects.projectId })
    .from(teamProjects)
    .innerJoin(teams, and(eq(teams.tenantId, teamProjects.tenantId), eq(teams.id, teamProjects.teamId)))
    .innerJoin(
      teamMembers,
      and(eq(teamMembers.tenantId, teamProjects.tenantId), eq(teamMembers.teamId, teamProjects.teamId)),
    )
    .where(and(eq(teamProjects.tenantId, tenantId), eq(teams.status, 'active'), eq(teamMembers.memberId, memberId)));
  return optionRowsWhere(
    tx,
    and(
      eq(projects.tenantId, tenantId),
      statuses ? inArray(projects.status, [...statuses]) : undefined,
      or(inArray(projects.id, direct), inArray(projects.id, viaTeams)),
    ),
  );
}
