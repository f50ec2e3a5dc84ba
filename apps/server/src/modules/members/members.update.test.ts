import { memberMessages, permissions, structureMessages } from '@worktrail/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn } from '../../../test/sign-in.ts';
import { uuidv7 } from '../../db/ids.ts';
import { type MembersWorld, startMembersWorld } from './members.fixture.ts';

let w: MembersWorld;
const structure = { sales: '', engineering: '', developer: '', designer: '', globexDepartment: '', globexPosition: '' };
const project = { apollo: '', hermes: '', archived: '', globex: '' };

beforeAll(async () => {
  w = await startMembersWorld({
    signInAs: ['owner@acme.test', 'mona@acme.test', 'eli@acme.test', 'owner@globex.test'],
  });
  const post = async (as: string, url: string) => (await w.call({ method: 'POST', url, as })).json().result.id;
  structure.sales = await post('owner@acme.test', '/api/v1/Department/Create?DepartmentName=Sales');
  structure.engineering = await post('owner@acme.test', '/api/v1/Department/Create?DepartmentName=Engineering');
  structure.developer = await post('owner@acme.test', '/api/v1/Position/Create?positionName=Developer');
  structure.designer = await post('owner@acme.test', '/api/v1/Position/Create?positionName=Designer');
  structure.globexDepartment = await post('owner@globex.test', '/api/v1/Department/Create?DepartmentName=Ops');
  structure.globexPosition = await post('owner@globex.test', '/api/v1/Position/Create?positionName=Ops');
  project.apollo = await w.insertProject(w.acme.tenantId, 'Apollo');
  project.hermes = await w.insertProject(w.acme.tenantId, 'Hermes');
  project.archived = await w.insertProject(w.acme.tenantId, 'Old work', 'archived');
  project.globex = await w.insertProject(w.globex.tenantId, 'Globex secret');
});
afterAll(() => w.close());

type Item = {
  id: string;
  email: string;
  name: string;
  surname: string;
  phone: string | null;
  hourlyRate: number | null;
  currency: string | null;
  role: string;
  status: string;
  concurrencyStamp: string;
  managers: Array<{ id: string; name: string }>;
  managedMemberIds: string[];
  projects: Array<{ id: string; name: string }>;
  position: { id: string; name: string } | null;
  department: { id: string; name: string } | null;
};

const id = (email: string) => w.memberIds[email] ?? '';
const listAs = async (as: string, query = '?Status=all&UsersPageCount=100') =>
  (await w.call({ method: 'GET', url: `/api/v1/Member/GetMemberPagedList${query}`, as })).json().result.items as Item[];
const item = async (email: string, as = 'owner@acme.test') => {
  const found = (await listAs(as)).find((candidate) => candidate.email === email);
  if (!found) throw new Error(`${email} is not in the list of ${as}`);
  return found;
};

/** The member's editable fields as the edit form would send them, with changes. */
async function bodyFor(email: string, changes: Record<string, unknown> = {}) {
  const current = await item(email);
  return {
    name: current.name,
    surname: current.surname,
    phone: current.phone,
    positionId: current.position?.id ?? structure.developer,
    role: current.role,
    departmentId: current.department?.id ?? structure.engineering,
    managerId: current.managers[0]?.id ?? null,
    hourlyRate: current.hourlyRate,
    currency: current.currency,
    status: current.status,
    concurrencyStamp: current.concurrencyStamp,
    ...changes,
  };
}
const update = (as: string, memberId: string, payload: Record<string, unknown>) =>
  w.call({ method: 'PUT', url: `/api/v1/Member/UpdateMember?MemberId=${memberId}`, as, payload });
const edit = async (email: string, changes: Record<string, unknown>, as = 'owner@acme.test') =>
  update(as, id(email), await bodyFor(email, changes));

describe('editing a member', () => {
  it('saves every field, names the member as the organisation says, and gives a new stamp', async () => {
    const before = await item('emma@acme.test');
    const response = await edit('emma@acme.test', {
      name: 'Emmeline',
      surname: ' Stone-Smith ',
      phone: '+44 20 7946 0000',
      country: 'GB',
      timeZone: 'Europe/London',
      positionId: structure.designer,
      departmentId: structure.sales,
      hourlyRate: 42.5,
      currency: 'GBP',
    });
    expect(response.statusCode).toBe(200);
    const result = response.json().result;
    expect(result).toMatchObject({
      id: id('emma@acme.test'),
      name: 'Emmeline',
      surname: 'Stone-Smith',
      email: 'emma@acme.test',
      phone: '+44 20 7946 0000',
      country: 'GB',
      timeZone: 'Europe/London',
      position: { id: structure.designer, name: 'Designer' },
      department: { id: structure.sales, name: 'Sales' },
      hourlyRate: 42.5,
      currency: 'GBP',
      role: 'employee',
      status: 'active',
    });
    expect(result.concurrencyStamp).not.toBe(before.concurrencyStamp);
    const picker = (await w.call({ method: 'GET', url: '/api/v1/Member/GetMemberInTenant', as: 'owner@acme.test' }))
      .json()
      .result.membersInTenant.map((member: { name: string }) => member.name);
    expect(picker).toContain('Emmeline Stone-Smith');
  });

  it('goes back to the account’s name when the name is cleared', async () => {
    const response = await edit('emma@acme.test', { name: '', surname: null });
    expect(response.json().result).toMatchObject({ name: 'Emma', surname: 'Stone' });
  });

  it('requires position, role and department with the §5 messages, changing nothing', async () => {
    const before = await item('eli@acme.test');
    const response = await edit('eli@acme.test', { positionId: null, role: '', departmentId: undefined });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      expect.objectContaining({ field: 'body.positionId', message: memberMessages.positionRequired }),
      expect.objectContaining({ field: 'body.role', message: memberMessages.roleRequired }),
      expect.objectContaining({ field: 'body.departmentId', message: memberMessages.departmentRequired }),
    ]);
    expect(await item('eli@acme.test')).toEqual(before);
  });

  it('refuses a bad phone, country, time zone, hourly rate or currency with their messages', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ phone: 'call me' }, 'body.phone', memberMessages.phoneInvalid],
      [{ country: 'XX' }, 'body.country', memberMessages.countryInvalid],
      [{ country: 'gbr' }, 'body.country', memberMessages.countryInvalid],
      [{ timeZone: 'Mars/Olympus' }, 'body.timeZone', memberMessages.timeZoneInvalid],
      [{ hourlyRate: -1 }, 'body.hourlyRate', memberMessages.hourlyRateInvalid],
      [{ hourlyRate: 10.123 }, 'body.hourlyRate', memberMessages.hourlyRateInvalid],
      [{ hourlyRate: '10' }, 'body.hourlyRate', memberMessages.hourlyRateInvalid],
      [{ currency: 'ZZZ' }, 'body.currency', memberMessages.currencyInvalid],
      [{ name: 'n'.repeat(101) }, 'body.name', memberMessages.nameTooLong],
    ];
    const before = await item('eli@acme.test');
    for (const [changes, field, message] of cases) {
      const response = await edit('eli@acme.test', changes);
      expect(response.statusCode, JSON.stringify(changes)).toBe(400);
      expect(response.json().errors).toEqual([expect.objectContaining({ field, message })]);
    }
    expect((await edit('eli@acme.test', { extra: true })).statusCode).toBe(400);
    expect(await item('eli@acme.test')).toEqual(before);
  });

  it('answers 404 for an unknown or another organisation’s position or department, changing nothing', async () => {
    const before = await item('eli@acme.test');
    const foreignDepartment = await edit('eli@acme.test', { departmentId: structure.globexDepartment });
    expect(foreignDepartment.statusCode).toBe(404);
    expect(foreignDepartment.json().message).toBe(structureMessages.departmentNotFound);
    const foreignPosition = await edit('eli@acme.test', { positionId: structure.globexPosition });
    expect(foreignPosition.json().message).toBe(structureMessages.positionNotFound);
    const unknown = await edit('eli@acme.test', { positionId: uuidv7() });
    expect(unknown.statusCode).toBe(404);
    expect(await item('eli@acme.test')).toEqual(before);
  });

  it('refuses the second of two edits made from the same reading with 409 CONCURRENCY_ERROR', async () => {
    const first = await bodyFor('eli@acme.test', { phone: '+1 555 0101' });
    const second = await bodyFor('eli@acme.test', { phone: '+1 555 0202' });
    expect((await update('owner@acme.test', id('eli@acme.test'), first)).statusCode).toBe(200);
    const stale = await update('owner@acme.test', id('eli@acme.test'), second);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('CONCURRENCY_ERROR');
    expect((await item('eli@acme.test')).phone).toBe('+1 555 0101');
  });

  it('is refused to a manager without member management, and not found for another organisation', async () => {
    const body = await bodyFor('eli@acme.test', { phone: '+1 555 0303' });
    expect((await update('mona@acme.test', id('eli@acme.test'), body)).statusCode).toBe(403);
    expect((await update('eli@acme.test', id('eli@acme.test'), body)).statusCode).toBe(403);
    const foreign = await update('owner@globex.test', id('eli@acme.test'), body);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(memberMessages.notFound);
    expect(
      (
        await w.t.app.inject({
          method: 'PUT',
          url: `/api/v1/Member/UpdateMember?MemberId=${id('eli@acme.test')}`,
          payload: body,
        })
      ).statusCode,
    ).toBe(401);
    expect((await item('eli@acme.test')).phone).toBe('+1 555 0101');
  });
});

describe('a member’s manager', () => {
  it('replaces the member’s manager assignments with the one chosen, or none', async () => {
    await w.assign('owner@acme.test', ['emma@acme.test']);
    await w.assign('mona@acme.test', ['emma@acme.test']);
    expect((await item('emma@acme.test')).managers).toHaveLength(2);
    const response = await edit('emma@acme.test', { managerId: id('mona@acme.test') });
    expect(response.json().result.managers).toEqual([{ id: id('mona@acme.test'), name: 'Mona Manager' }]);
    expect((await item('owner@acme.test')).managedMemberIds).toEqual([]);
    expect((await edit('emma@acme.test', { managerId: null })).json().result.managers).toEqual([]);
  });

  it('refuses a member as their own manager, and an employee or unknown member as manager', async () => {
    const self = await edit('mona@acme.test', { managerId: id('mona@acme.test') });
    expect(self.statusCode).toBe(422);
    expect(self.json().message).toBe(memberMessages.managerSelf);
    const employee = await edit('emma@acme.test', { managerId: id('ivan@acme.test') });
    expect(employee.json().message).toBe(memberMessages.managerRole);
    const foreign = await edit('emma@acme.test', { managerId: id('owner@globex.test') });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(memberMessages.managerNotFound);
  });

  it('refuses a cycle of managers of any length, by either call', async () => {
    // eli becomes a manager under mona, and mona is managed by the owner: owner → mona → eli.
    expect((await edit('eli@acme.test', { role: 'manager', managerId: id('mona@acme.test') })).statusCode).toBe(200);
    expect((await edit('mona@acme.test', { managerId: id('owner@acme.test') })).statusCode).toBe(200);

    const twoLong = await edit('mona@acme.test', { managerId: id('eli@acme.test') });
    expect(twoLong.statusCode).toBe(422);
    expect(twoLong.json().message).toBe(memberMessages.managerCycle);
    const threeLong = await edit('owner@acme.test', { managerId: id('eli@acme.test') });
    expect(threeLong.json().message).toBe(memberMessages.managerCycle);
    const byAssignment = await w.assign('eli@acme.test', ['owner@acme.test']);
    expect(byAssignment.json().message).toBe(memberMessages.managerCycle);
    expect((await item('owner@acme.test')).managers).toEqual([]);
    expect((await item('mona@acme.test')).managers).toEqual([{ id: id('owner@acme.test'), name: 'Olivia Owner' }]);
  });
});

describe('role and status in the edit', () => {
  it('keeps the last active owner and ends a manager’s assignments when they become an employee', async () => {
    const lastOwner = await edit('owner@acme.test', { role: 'manager' });
    expect(lastOwner.statusCode).toBe(422);
    expect(lastOwner.json().message).toBe(memberMessages.lastOwner);
    const ownStatus = await edit('owner@acme.test', { status: 'inactive' });
    expect(ownStatus.json().message).toBe(memberMessages.ownStatus);
    // The owner may still edit their own other fields.
    expect((await edit('owner@acme.test', { phone: '+1 555 0000' })).statusCode).toBe(200);

    await w.assign('eli@acme.test', ['emma@acme.test']);
    expect((await item('eli@acme.test')).managedMemberIds).toEqual([id('emma@acme.test')]);
    const demoted = await edit('eli@acme.test', { role: 'employee' });
    expect(demoted.json().result).toMatchObject({ role: 'employee', managedMemberIds: [] });
  });

  it('moves a member between status tabs; archived or deleted members cannot use the organisation', async () => {
    const archived = await edit('emma@acme.test', { status: 'archived' });
    expect(archived.json().result.status).toBe('archived');
    const archivedTab = await listAs('owner@acme.test', '?Status=archived');
    expect(archivedTab.map((member) => member.email)).toContain('emma@acme.test');
    const tokens = await signIn(w.t.app, { email: 'emma@acme.test' });
    const permissionMap = () =>
      w.t.app.inject({ method: 'GET', url: '/api/app/user/permissions', headers: bearer(tokens.access_token) });
    expect((await permissionMap()).statusCode).toBe(403);

    expect((await edit('emma@acme.test', { status: 'deleted' })).json().result.status).toBe('deleted');
    const deletedTab = await listAs('owner@acme.test', '?Status=deleted');
    expect(deletedTab.find((member) => member.email === 'emma@acme.test')).toMatchObject({ status: 'deleted' });
    const again = await signIn(w.t.app, { email: 'emma@acme.test' });
    expect(
      (await w.t.app.inject({ method: 'GET', url: '/api/app/user/permissions', headers: bearer(again.access_token) }))
        .statusCode,
    ).toBe(403);

    expect((await edit('emma@acme.test', { status: 'active' })).json().result.status).toBe('active');
    const restored = await signIn(w.t.app, { email: 'emma@acme.test' });
    expect(
      (
        await w.t.app.inject({
          method: 'GET',
          url: '/api/app/user/permissions',
          headers: bearer(restored.access_token),
        })
      ).statusCode,
    ).toBe(200);
  });
});

describe('what the list shows of members', () => {
  it('filters by department name, ignoring case, with counts that follow', async () => {
    await edit('ivan@acme.test', { departmentId: structure.sales });
    await edit('mona@acme.test', { departmentId: structure.sales });
    const result = (
      await w.call({
        method: 'GET',
        url: '/api/v1/Member/GetMemberPagedList?DepartmentName=sAlEs',
        as: 'owner@acme.test',
      })
    ).json().result;
    expect(result.items.map((member: Item) => member.email)).toEqual(['emma@acme.test', 'mona@acme.test']);
    expect(result.statusCounts).toMatchObject({ active: 2, inactive: 1, all: 3 });
    expect((await listAs('owner@acme.test', '?DepartmentName=Sal')).length).toBe(0);
  });

  it('shows private fields only to those who manage members, and each person their own', async () => {
    await edit('mona@acme.test', { hourlyRate: 55, currency: 'EUR', phone: '+33 1 23 45 67 89' });
    await edit('eli@acme.test', { hourlyRate: 30, currency: 'EUR' });
    await w.assign('mona@acme.test', ['eli@acme.test']);
    const asMona = await listAs('mona@acme.test');
    const eli = asMona.find((member) => member.email === 'eli@acme.test');
    expect(eli).toMatchObject({ phone: null, hourlyRate: null, currency: null });
    expect(asMona.find((member) => member.email === 'mona@acme.test')).toMatchObject({
      phone: '+33 1 23 45 67 89',
      hourlyRate: 55,
      currency: 'EUR',
    });
    expect(JSON.stringify(asMona)).not.toContain('+1 555 0101');
    expect(await item('eli@acme.test')).toMatchObject({ phone: '+1 555 0101', hourlyRate: 30, currency: 'EUR' });

    await w.grant({ role: 'manager', permission: permissions.members.manage });
    const managing = await listAs('mona@acme.test');
    expect(managing.find((member) => member.email === 'eli@acme.test')).toMatchObject({ hourlyRate: 30 });
  });
});

describe('a member’s projects', () => {
  const setProjects = (as: string, email: string, projectIds: string[]) =>
    w.call({
      method: 'PUT',
      url: `/api/v1/Member/UpdateMemberProjects?MemberId=${id(email)}`,
      as,
      payload: { projectIds },
    });

  it('offers the open projects and sets the member’s projects exactly', async () => {
    const options = await w.call({
      method: 'GET',
      url: '/api/v1/Member/GetMemberProjectOptions',
      as: 'owner@acme.test',
    });
    expect(options.json().result).toEqual([
      { id: project.apollo, name: 'Apollo' },
      { id: project.hermes, name: 'Hermes' },
    ]);
    const both = await setProjects('owner@acme.test', 'ivan@acme.test', [
      project.hermes,
      project.apollo,
      project.apollo,
    ]);
    expect(both.statusCode).toBe(200);
    expect(both.json().result.projects).toEqual([
      { id: project.apollo, name: 'Apollo' },
      { id: project.hermes, name: 'Hermes' },
    ]);
    const one = await setProjects('owner@acme.test', 'ivan@acme.test', [project.hermes]);
    expect(one.json().result.projects).toEqual([{ id: project.hermes, name: 'Hermes' }]);
    expect((await item('ivan@acme.test')).projects).toEqual([{ id: project.hermes, name: 'Hermes' }]);
    expect((await setProjects('owner@acme.test', 'ivan@acme.test', [])).json().result.projects).toEqual([]);
  });

  it('refuses unknown or another organisation’s projects, changing nothing', async () => {
    await setProjects('owner@acme.test', 'dan@acme.test', [project.apollo]);
    for (const projectIds of [[project.hermes, project.globex], [uuidv7()]]) {
      const response = await setProjects('owner@acme.test', 'dan@acme.test', projectIds);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(memberMessages.projectsNotFound);
    }
    expect((await item('dan@acme.test')).projects).toEqual([{ id: project.apollo, name: 'Apollo' }]);
    expect((await setProjects('owner@globex.test', 'dan@acme.test', [project.globex])).statusCode).toBe(404);
    expect((await setProjects('eli@acme.test', 'dan@acme.test', [])).statusCode).toBe(403);
    expect(
      (await w.call({ method: 'GET', url: '/api/v1/Member/GetMemberProjectOptions', as: 'eli@acme.test' })).statusCode,
    ).toBe(403);
    expect((await item('dan@acme.test')).projects).toHaveLength(1);
  });
});
