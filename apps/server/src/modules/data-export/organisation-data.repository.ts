import { and, asc, eq, gt, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { customers } from '../customers/customers.table.ts';
import { departments } from '../departments/departments.table.ts';
import { members } from '../members/members.table.ts';
import { positions } from '../positions/positions.table.ts';
import { projects } from '../projects/projects.table.ts';
import { roles } from '../roles/roles.table.ts';
import { tasks } from '../tasks/tasks.table.ts';
import { teamMembers, teams } from '../teams/teams.table.ts';
import { timeEntries } from '../time/time-entries.table.ts';
import { users } from '../users/users.table.ts';

/** One page of a keyset read: rows after `after` (an id), by id, at most `limit`. */
export type PageQuery = { tx: Tx; tenantId: string; after: string | undefined; limit: number };

const after = (column: Parameters<typeof gt>[0], id: string | undefined): SQL | undefined =>
  id === undefined ? undefined : gt(column, id);

/** The member's own name when the organisation set one, else the name on their account (as the members list). */
const person = {
  givenName: sql<string>`coalesce(${members.name}, ${users.givenName})`,
  familyName: sql<string>`coalesce(${members.surname}, ${users.familyName})`,
  username: users.username,
  email: users.email,
};

export function pageMembers({ tx, tenantId, after: afterId, limit }: PageQuery) {
  return tx
    .select({
      id: members.id,
      ...person,
      role: roles.name,
      status: members.status,
      department: departments.name,
      position: positions.name,
      timeZone: members.timeZone,
    })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .innerJoin(roles, and(eq(roles.tenantId, members.tenantId), eq(roles.id, members.roleId)))
    .leftJoin(departments, and(eq(departments.tenantId, members.tenantId), eq(departments.id, members.departmentId)))
    .leftJoin(positions, and(eq(positions.tenantId, members.tenantId), eq(positions.id, members.positionId)))
    .where(and(eq(members.tenantId, tenantId), after(members.id, afterId)))
    .orderBy(asc(members.id))
    .limit(limit);
}

/** Teams with their members, each as `name <e-mail>` (leaders marked), in one cell. */
export function pageTeams({ tx, tenantId, after: afterId, limit }: PageQuery) {
  const memberText = sql<string>`coalesce(nullif(trim(coalesce(${members.name}, ${users.givenName}) || ' ' ||
    coalesce(${members.surname}, ${users.familyName})), ''), ${users.username}, '') || ' <' || ${users.email} || '>'`;
  return tx
    .select({
      id: teams.id,
      name: teams.name,
      status: teams.status,
      leaders: sql<string>`coalesce(string_agg(${memberText}, '; ' ORDER BY ${users.email})
        FILTER (WHERE ${teamMembers.isLeader}), '')`,
      members: sql<string>`coalesce(string_agg(${memberText}, '; ' ORDER BY ${users.email})
        FILTER (WHERE ${teamMembers.memberId} IS NOT NULL), '')`,
    })
    .from(teams)
    .leftJoin(teamMembers, and(eq(teamMembers.tenantId, teams.tenantId), eq(teamMembers.teamId, teams.id)))
    .leftJoin(members, and(eq(members.tenantId, teamMembers.tenantId), eq(members.id, teamMembers.memberId)))
    .leftJoin(users, eq(users.id, members.userId))
    .where(and(eq(teams.tenantId, tenantId), after(teams.id, afterId)))
    .groupBy(teams.tenantId, teams.id)
    .orderBy(asc(teams.id))
    .limit(limit);
}

export function pageCustomers({ tx, tenantId, after: afterId, limit }: PageQuery) {
  return tx
    .select({
      id: customers.id,
      name: customers.name,
      status: customers.status,
      note: customers.note,
      createdAt: customers.createdAt,
    })
    .from(customers)
    .where(and(eq(customers.tenantId, tenantId), after(customers.id, afterId)))
    .orderBy(asc(customers.id))
    .limit(limit);
}

export function pageProjects({ tx, tenantId, after: afterId, limit }: PageQuery) {
  return tx
    .select({
      id: projects.id,
      name: projects.name,
      customer: customers.name,
      status: projects.status,
      startDate: projects.startDate,
      endDate: projects.endDate,
      description: projects.description,
    })
    .from(projects)
    .innerJoin(customers, and(eq(customers.tenantId, projects.tenantId), eq(customers.id, projects.customerId)))
    .where(and(eq(projects.tenantId, tenantId), after(projects.id, afterId)))
    .orderBy(asc(projects.id))
    .limit(limit);
}

export function pageTimeEntries({ tx, tenantId, after: afterId, limit }: PageQuery) {
  return tx
    .select({
      id: timeEntries.id,
      ...person,
      project: projects.name,
      task: tasks.name,
      startedAt: timeEntries.startedAt,
      endedAt: timeEntries.endedAt,
      source: timeEntries.source,
      isOffline: timeEntries.isOffline,
      note: timeEntries.note,
    })
    .from(timeEntries)
    .innerJoin(members, and(eq(members.tenantId, timeEntries.tenantId), eq(members.id, timeEntries.memberId)))
    .innerJoin(users, eq(users.id, members.userId))
    .innerJoin(projects, and(eq(projects.tenantId, timeEntries.tenantId), eq(projects.id, timeEntries.projectId)))
    .leftJoin(tasks, and(eq(tasks.tenantId, timeEntries.tenantId), eq(tasks.id, timeEntries.taskId)))
    .where(and(eq(timeEntries.tenantId, tenantId), after(timeEntries.id, afterId)))
    .orderBy(asc(timeEntries.id))
    .limit(limit);
}
