import type { MemberInTenant, MemberListItem, MemberStatus, MemberStatusCounts, RoleKey } from '@worktrail/contract';
import { type DataScope, scopeCovers } from '../access/data-scope.ts';
import type { ManagerOfRow } from './member-managers.repository.ts';
import type { ProjectOfRow } from './member-projects.repository.ts';
import type { MemberRow } from './members.repository.ts';

type Person = { givenName: string; familyName: string; username: string | null; email: string };

/** What to call a person: their name, else their username, else (only if one may see it) their e-mail. */
export function displayName(person: Person, { showEmail }: { showEmail: boolean }): string {
  const fullName = `${person.givenName} ${person.familyName}`.trim();
  return fullName || person.username || (showEmail ? person.email : '');
}

/**
 * Who is looking: their membership, and whether they may see members' private fields (phone, hourly rate,
 * currency) — those who manage members may; anyone sees their own.
 */
export type Viewer = { memberId: string; seesPrivate: boolean };

const ref = (id: string | null, name: string | null) => (id !== null && name !== null ? { id, name } : null);

/**
 * Members of the list with their position, department, projects, managers and the members they manage. A
 * manager outside the caller's scope shows by name only, managed members outside it are left out, and private
 * fields are null unless the viewer may see them.
 */
export function presentMembers({
  rows,
  managerRows,
  managedRows,
  projectRows,
  scope,
  viewer,
}: {
  rows: MemberRow[];
  managerRows: ManagerOfRow[];
  managedRows: Array<{ managerId: string; memberId: string }>;
  projectRows: ProjectOfRow[];
  scope: DataScope;
  viewer: Viewer;
}): MemberListItem[] {
  return rows.map((row) => {
    const seesPrivate = viewer.seesPrivate || row.id === viewer.memberId;
    return {
      id: row.id,
      userId: row.userId,
      name: row.givenName,
      surname: row.familyName,
      email: row.email,
      phone: seesPrivate ? row.phone : null,
      country: row.country,
      timeZone: row.timeZone,
      position: ref(row.positionId, row.positionName),
      department: ref(row.departmentId, row.departmentName),
      hourlyRate: seesPrivate && row.hourlyRate !== null ? Number(row.hourlyRate) : null,
      currency: seesPrivate ? row.currency : null,
      role: row.roleKey as RoleKey,
      status: row.status,
      projects: projectRows
        .filter((project) => project.memberId === row.id)
        .map((project) => ({ id: project.id, name: project.name })),
      managers: managerRows
        .filter((manager) => manager.memberId === row.id)
        .map((manager) => ({
          id: manager.managerId,
          name: displayName(manager, { showEmail: scopeCovers(scope, [manager.managerId]) }),
        })),
      managedMemberIds: managedRows
        .filter((managed) => managed.managerId === row.id && scopeCovers(scope, [managed.memberId]))
        .map((managed) => managed.memberId),
      concurrencyStamp: row.concurrencyStamp,
      createdAt: row.createdAt.toISOString(),
    };
  });
}

/** One member for a picker; pickers only list members inside the caller's scope. */
export function presentMemberInTenant(row: MemberRow): MemberInTenant {
  return {
    id: row.id,
    name: displayName(row, { showEmail: true }),
    email: row.email,
    role: row.roleKey as RoleKey,
    status: row.status,
  };
}

/** The count of every status tab, zero where no member has that status. */
export function presentStatusCounts(counts: ReadonlyMap<MemberStatus, number>): MemberStatusCounts {
  const of = (status: MemberStatus) => counts.get(status) ?? 0;
  const all = [...counts.values()].reduce((sum, value) => sum + value, 0);
  return { active: of('active'), inactive: of('inactive'), archived: of('archived'), deleted: of('deleted'), all };
}
