import type { MemberInTenant, MemberListItem, MemberStatus, MemberStatusCounts, RoleKey } from '@worktrail/contract';
import type { MemberRelations } from './member-relations.repository.ts';
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

const noRelations = { managers: [], managedMemberIds: [], projects: [] } satisfies Omit<MemberRelations, 'memberId'>;

/**
 * Members of the list with their position, department, projects, managers and the members they manage (per member
 * id; absent: none). A manager outside the caller's scope shows by name only, managed members outside it are already
 * left out, and private fields are null unless the viewer may see them.
 */
export function presentMembers({
  rows,
  relations,
  viewer,
}: {
  rows: MemberRow[];
  relations: MemberRelations[];
  viewer: Viewer;
}): MemberListItem[] {
  const relationsOf = new Map(relations.map((entry) => [entry.memberId, entry]));
  return rows.map((row) => {
    const seesPrivate = viewer.seesPrivate || row.id === viewer.memberId;
    const { managers, managedMemberIds, projects } = relationsOf.get(row.id) ?? noRelations;
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
      projects: projects.map((project) => ({ id: project.id, name: project.name })),
      managers: managers.map((manager) => ({
        id: manager.id,
        name: displayName(manager, { showEmail: manager.inScope }),
      })),
      managedMemberIds,
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
