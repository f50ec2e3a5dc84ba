import type { MemberInTenant, MemberListItem, MemberStatus, MemberStatusCounts, RoleKey } from '@worktrail/contract';
import { type DataScope, scopeCovers } from '../access/data-scope.ts';
import type { ManagerOfRow } from './member-managers.repository.ts';
import type { MemberRow } from './members.repository.ts';

type Person = { givenName: string; familyName: string; username: string | null; email: string };

/** What to call a person: their name, else their username, else (only if one may see it) their e-mail. */
export function displayName(person: Person, { showEmail }: { showEmail: boolean }): string {
  const fullName = `${person.givenName} ${person.familyName}`.trim();
  return fullName || person.username || (showEmail ? person.email : '');
}

/**
 * Members of the list with their managers and the members they manage. A manager outside the
 * caller's scope shows by name only, and managed members outside it are left out.
 */
export function presentMembers({
  rows,
  managerRows,
  managedRows,
  scope,
}: {
  rows: MemberRow[];
  managerRows: ManagerOfRow[];
  managedRows: Array<{ managerId: string; memberId: string }>;
  scope: DataScope;
}): MemberListItem[] {
  return rows.map((row) => ({
    id: row.id,
    userId: row.userId,
    name: row.givenName,
    surname: row.familyName,
    email: row.email,
    role: row.roleKey as RoleKey,
    status: row.status,
    managers: managerRows
      .filter((manager) => manager.memberId === row.id)
      .map((manager) => ({
        id: manager.managerId,
        name: displayName(manager, { showEmail: scopeCovers(scope, [manager.managerId]) }),
      })),
    managedMemberIds: managedRows
      .filter((managed) => managed.managerId === row.id && scopeCovers(scope, [managed.memberId]))
      .map((managed) => managed.memberId),
    createdAt: row.createdAt.toISOString(),
  }));
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
