import { memberMessages, permissions } from '@worktrail/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, refresh, signIn } from '../../../test/sign-in.ts';
import { type MembersWorld, startMembersWorld } from './members.fixture.ts';

let w: MembersWorld;
beforeAll(async () => {
  w = await startMembersWorld({
    signInAs: ['owner@acme.test', 'mona@acme.test', 'eli@acme.test', 'owner@globex.test'],
  });
});
afterAll(() => w.close());

const id = (email: string) => w.memberIds[email] ?? '';
const changeRole = (as: string, member: string, role: string) =>
  w.call({ method: 'PUT', url: `/api/v1/Member/ChangeRole?MemberId=${id(member) || member}`, as, payload: { role } });
const changeStatus = (as: string, member: string, status: string) =>
  w.call({
    method: 'PUT',
    url: `/api/v1/Member/ChangeStatus?MemberId=${id(member) || member}`,
    as,
    payload: { status },
  });
const permissionMap = (token: string) =>
  w.t.app.inject({ method: 'GET', url: '/api/app/user/permissions', headers: bearer(token) });
const acmeItem = async (email: string) => {
  const items = (
    await w.call({ method: 'GET', url: '/api/v1/Member/GetMemberPagedList?Status=all', as: 'owner@acme.test' })
  ).json().result.items as Array<{ email: string; role: string; status: string; managedMemberIds: string[] }>;
  return items.find((item) => item.email === email);
};

describe('changing a member’s role', () => {
  it('makes an employee a manager, whose permission map then includes reading members', async () => {
    const before = await permissionMap(w.tokens['eli@acme.test'] ?? '');
    expect(before.json().result[permissions.members.read]).toBe(false);
    const changed = await changeRole('owner@acme.test', 'eli@acme.test', 'manager');
    expect(changed.statusCode).toBe(200);
    expect(changed.json().result).toMatchObject({ id: id('eli@acme.test'), role: 'manager', status: 'active' });
    const after = await permissionMap(w.tokens['eli@acme.test'] ?? '');
    expect(after.json().result[permissions.members.read]).toBe(true);
  });

  it('refuses to demote the last active owner, and allows it once there is another', async () => {
    const refused = await changeRole('owner@acme.test', 'owner@acme.test', 'manager');
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'UNPROCESSABLE', message: memberMessages.lastOwner });
    expect((await acmeItem('owner@acme.test'))?.role).toBe('owner');

    expect((await changeRole('owner@acme.test', 'emma@acme.test', 'owner')).statusCode).toBe(200);
    expect((await changeRole('owner@acme.test', 'emma@acme.test', 'employee')).json().result.role).toBe('employee');
  });

  it('ends a manager’s assignments when they become an employee', async () => {
    const assign = await w.assign('eli@acme.test', ['emma@acme.test']);
    expect(assign.statusCode).toBe(200);
    expect((await acmeItem('eli@acme.test'))?.managedMemberIds).toEqual([id('emma@acme.test')]);
    expect((await changeRole('owner@acme.test', 'eli@acme.test', 'employee')).json().result.managedMemberIds).toEqual(
      [],
    );
  });

  it('answers 404 for an unknown member, 400 for a role that does not exist or an extra field', async () => {
    const unknown = await changeRole('owner@acme.test', '0190c0de-0000-7000-8000-000000000000', 'manager');
    expect(unknown.statusCode).toBe(404);
    expect((await changeRole('owner@acme.test', 'eli@acme.test', 'admin')).statusCode).toBe(400);
    const extra = await w.call({
      method: 'PUT',
      url: `/api/v1/Member/ChangeRole?MemberId=${id('eli@acme.test')}`,
      as: 'owner@acme.test',
      payload: { role: 'manager', status: 'active' },
    });
    expect(extra.statusCode).toBe(400);
  });
});

describe('changing a member’s status', () => {
  it('signs an archived member out at once and lets them back in once active again', async () => {
    const emma = await signIn(w.t.app, { email: 'emma@acme.test' });
    expect((await permissionMap(emma.access_token)).statusCode).toBe(200);

    const archived = await changeStatus('owner@acme.test', 'emma@acme.test', 'archived');
    expect(archived.statusCode).toBe(200);
    expect(archived.json().result.status).toBe('archived');
    expect((await permissionMap(emma.access_token)).statusCode).toBe(403);
    const renewed = await refresh(w.t.app, emma.refresh_token ?? '');
    expect(renewed.json().error).toBe('invalid_grant');

    expect((await changeStatus('owner@acme.test', 'emma@acme.test', 'active')).json().result.status).toBe('active');
    const again = await signIn(w.t.app, { email: 'emma@acme.test' });
    expect((await permissionMap(again.access_token)).statusCode).toBe(200);
  });

  it('refuses a member changing their own status', async () => {
    const own = await changeStatus('owner@acme.test', 'owner@acme.test', 'inactive');
    expect(own.statusCode).toBe(422);
    expect(own.json()).toMatchObject({ code: 'UNPROCESSABLE', message: memberMessages.ownStatus });
  });

  it('is refused to a manager by default, and 404 for another organisation’s owner, changing nothing', async () => {
    expect((await changeStatus('mona@acme.test', 'eli@acme.test', 'archived')).statusCode).toBe(403);
    expect((await changeRole('mona@acme.test', 'eli@acme.test', 'manager')).statusCode).toBe(403);
    expect((await changeStatus('owner@globex.test', 'eli@acme.test', 'archived')).statusCode).toBe(404);
    expect((await changeRole('owner@globex.test', 'eli@acme.test', 'owner')).statusCode).toBe(404);
    expect(await acmeItem('eli@acme.test')).toMatchObject({ role: 'employee', status: 'active' });
  });

  it('refuses to take the last active owner out of active, and leaves owners to owners', async () => {
    // An organisation may grant member management to managers; the owner rules must hold then too.
    await w.grant({ role: 'manager', permission: permissions.members.manage });
    const assign = await w.assign('mona@acme.test', ['owner@acme.test', 'eli@acme.test']);
    expect(assign.statusCode).toBe(200);

    const lastOwner = await changeStatus('mona@acme.test', 'owner@acme.test', 'archived');
    expect(lastOwner.statusCode).toBe(422);
    expect(lastOwner.json().message).toBe(memberMessages.lastOwner);
    expect((await changeRole('mona@acme.test', 'mona@acme.test', 'owner')).statusCode).toBe(403);
    expect((await changeRole('mona@acme.test', 'emma@acme.test', 'manager')).statusCode).toBe(404);
    expect((await changeStatus('mona@acme.test', 'eli@acme.test', 'inactive')).json().result.status).toBe('inactive');
    expect(await acmeItem('owner@acme.test')).toMatchObject({ role: 'owner', status: 'active' });
  });
});
