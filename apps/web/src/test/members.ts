import type { MemberInTenant, MemberListItem, MemberPagedList } from '@worktrail/contract';

const id = (n: number) => `0198c1f0-0000-7000-8000-${String(n).padStart(12, '0')}`;

/** A list item with sensible defaults: an active employee without managers. */
export function memberItem(n: number, overrides: Partial<MemberListItem> = {}): MemberListItem {
  return {
    id: id(n),
    userId: id(100 + n),
    name: '',
    surname: '',
    email: `member${n}@example.com`,
    phone: null,
    country: null,
    timeZone: null,
    position: null,
    department: null,
    hourlyRate: null,
    currency: null,
    role: 'employee',
    status: 'active',
    projects: [],
    managers: [],
    managedMemberIds: [],
    concurrencyStamp: '0198c1f0-0000-7000-8000-0000000000ff',
    createdAt: '2026-01-20T10:00:00.000Z',
    ...overrides,
  };
}

/** The owner (sign in as her userId for her own row), a manager looking after Bob, Bob, and Cy without a name. */
export const ada = memberItem(1, { name: 'Ada', surname: 'Lovelace', role: 'owner' });
export const grace = memberItem(2, {
  name: 'Grace',
  surname: 'Hopper',
  email: 'grace@example.com',
  role: 'manager',
  managedMemberIds: [id(3)],
});
export const bob = memberItem(3, {
  name: 'Bob',
  surname: 'Builder',
  email: 'bob@example.com',
  managers: [{ id: id(2), name: 'Grace Hopper' }],
});
export const cy = memberItem(4, { email: 'cy@example.com' });

/** A page of the list with its tab counts. */
export function memberPage(
  items: MemberListItem[],
  { totalCount = items.length, counts = {} as Partial<MemberPagedList['statusCounts']> } = {},
): MemberPagedList {
  return {
    items,
    totalCount,
    statusCounts: { active: items.length, inactive: 0, archived: 0, deleted: 0, all: items.length, ...counts },
  };
}

/** A list item as the picker (GetMemberInTenant) shows it. */
export const inTenant = (item: MemberListItem): MemberInTenant => ({
  id: item.id,
  name: `${item.name} ${item.surname}`.trim(),
  email: item.email,
  role: item.role,
  status: item.status,
});

/** A member of a big organisation as the picker shows them: "Person 007", person7@example.com. */
export const numberedInTenant = (n: number): MemberInTenant => ({
  id: `0198c1f0-0000-7000-9000-${String(n).padStart(12, '0')}`,
  name: `Person ${String(n).padStart(3, '0')}`,
  email: `person${n}@example.com`,
  role: n % 10 === 0 ? 'manager' : 'employee',
  status: 'active',
});

/** Sixty members by name: more than a picker shows at once. Every tenth is a manager. */
export const sixtyInTenant = Array.from({ length: 60 }, (_, index) => numberedInTenant(index + 1));

/**
 * What GetMemberInTenant answers from `members` (by name) for a call's query, as the server does: a search in the
 * name or e-mail, only the ids of MemberIds, only managers and owners with Managers=true, one page with PageNo and
 * PageSize, else everyone; memberCount counts every match.
 */
export function membersInTenantAnswer(members: MemberInTenant[], url: URL) {
  const query = url.searchParams;
  const search = query.get('search')?.trim().toLowerCase() ?? '';
  const ids = query.getAll('MemberIds').flatMap((value) => value.split(','));
  const managers = query.get('Managers') === 'true';
  const matching = members.filter(
    (member) =>
      `${member.name} ${member.email}`.toLowerCase().includes(search) &&
      (ids.length === 0 || ids.includes(member.id)) &&
      (!managers || member.role !== 'employee'),
  );
  const size = Number(query.get('PageSize') ?? matching.length);
  const start = (Number(query.get('PageNo') ?? 1) - 1) * size;
  return { membersInTenant: matching.slice(start, start + size), memberCount: matching.length };
}
