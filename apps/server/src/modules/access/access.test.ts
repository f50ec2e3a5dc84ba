import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn } from '../../../test/sign-in.ts';
import { createTestApp, seedOrganisations } from '../../../test/test-app.ts';
import { inTenant } from '../../db/transactions.ts';
import type { AuthContext } from '../../http/access.ts';
import { findMemberAccess } from '../identity/member-access.repository.ts';
import { dataScope } from './data-scope.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let acme: { tenantId: string; users: Record<string, string> };
let other: { tenantId: string; users: Record<string, string> };
const memberIds: Record<string, string> = {};
const tokens: Record<string, string> = {};

async function authOf(email: string, organisation = acme): Promise<AuthContext> {
  const userId = organisation.users[email] ?? '';
  const access = await inTenant({ db: t.db, tenantId: organisation.tenantId }, (tx) =>
    findMemberAccess({ tx, tenantId: organisation.tenantId, userId }),
  );
  if (!access) throw new Error(`${email} is not a member`);
  return {
    userId,
    tenantId: organisation.tenantId,
    memberId: access.memberId,
    roleKey: access.roleKey,
    permissions: new Set(access.permissions),
  };
}

beforeAll(async () => {
  t = await createTestApp();
  const seeded = await seedOrganisations({
    db: t.db,
    organisations: [
      {
        name: 'Acme',
        members: [
          { email: 'owner@acme.test', role: 'owner' },
          { email: 'mona@acme.test', role: 'manager' },
          { email: 'eli@acme.test', role: 'employee' },
          { email: 'emma@acme.test', role: 'employee' },
        ],
      },
      {
        name: 'Other',
        members: [
          { email: 'owner@other.test', role: 'owner' },
          { email: 'olga@other.test', role: 'employee' },
        ],
      },
    ],
  });
  acme = seeded.Acme ?? { tenantId: '', users: {} };
  other = seeded.Other ?? { tenantId: '', users: {} };
  for (const email of Object.keys(acme.users)) memberIds[email] = (await authOf(email)).memberId;
  memberIds['olga@other.test'] = (await authOf('olga@other.test', other)).memberId;
  for (const email of ['owner@acme.test', 'mona@acme.test', 'owner@other.test'])
    tokens[email] = (await signIn(t.app, { email })).access_token;
});
afterAll(() => t.close());

const assign = (as: string, managerId: string, ids: string[], action = 'AddMemberListToManager') =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/Member/${action}?ManagerId=${managerId}`,
    headers: bearer(tokens[as] ?? ''),
    payload: ids,
  });

describe('data scope', () => {
  it('gives the owner the organisation, a manager themself and their members, an employee themself', async () => {
    const owner = await authOf('owner@acme.test');
    expect(await inTenant({ db: t.db, tenantId: acme.tenantId }, (tx) => dataScope({ tx, auth: owner }))).toEqual({
      kind: 'organisation',
    });
    const employee = await authOf('eli@acme.test');
    expect(await inTenant({ db: t.db, tenantId: acme.tenantId }, (tx) => dataScope({ tx, auth: employee }))).toEqual({
      kind: 'members',
      memberIds: [employee.memberId],
    });
    const manager = await authOf('mona@acme.test');
    expect(await inTenant({ db: t.db, tenantId: acme.tenantId }, (tx) => dataScope({ tx, auth: manager }))).toEqual({
      kind: 'members',
      memberIds: [manager.memberId],
    });

    expect((await assign('owner@acme.test', manager.memberId, [memberIds['eli@acme.test'] ?? ''])).statusCode).toBe(
      200,
    );
    const scope = await inTenant({ db: t.db, tenantId: acme.tenantId }, (tx) => dataScope({ tx, auth: manager }));
    expect(scope).toEqual({ kind: 'members', memberIds: [manager.memberId, memberIds['eli@acme.test']] });
  });
});

describe('assigning members to a manager', () => {
  it('adds and removes members and answers with the manager’s members', async () => {
    const managerId = memberIds['mona@acme.test'] ?? '';
    const added = await assign('owner@acme.test', managerId, [memberIds['emma@acme.test'] ?? '']);
    expect(added.json().result.memberIds).toEqual(
      expect.arrayContaining([memberIds['emma@acme.test'], memberIds['eli@acme.test']]),
    );
    const removed = await assign(
      'owner@acme.test',
      managerId,
      [memberIds['emma@acme.test'] ?? ''],
      'RemoveMemberListFromManager',
    );
    expect(removed.json().result.memberIds).toEqual([memberIds['eli@acme.test']]);
  });

  it('changes nothing when the list mixes own and another organisation’s members', async () => {
    const managerId = memberIds['mona@acme.test'] ?? '';
    const mixed = await assign('owner@acme.test', managerId, [
      memberIds['emma@acme.test'] ?? '',
      memberIds['olga@other.test'] ?? '',
    ]);
    expect(mixed.statusCode).toBe(404);
    const manager = await authOf('mona@acme.test');
    const scope = await inTenant({ db: t.db, tenantId: acme.tenantId }, (tx) => dataScope({ tx, auth: manager }));
    expect(scope).toEqual({ kind: 'members', memberIds: [manager.memberId, memberIds['eli@acme.test']] });
  });

  it('refuses a manager assigned to themself and a manager who is an employee', async () => {
    const managerId = memberIds['mona@acme.test'] ?? '';
    expect((await assign('owner@acme.test', managerId, [managerId])).json().code).toBe('UNPROCESSABLE');
    const notManager = await assign('owner@acme.test', memberIds['eli@acme.test'] ?? '', [
      memberIds['emma@acme.test'] ?? '',
    ]);
    expect(notManager.json()).toMatchObject({
      code: 'UNPROCESSABLE',
      message: 'Members can only be assigned to a manager.',
    });
  });

  it('is the owner’s call: a manager is refused, and another organisation cannot reach these members', async () => {
    const managerId = memberIds['mona@acme.test'] ?? '';
    expect((await assign('mona@acme.test', managerId, [memberIds['emma@acme.test'] ?? ''])).statusCode).toBe(403);
    const foreign = await assign('owner@other.test', managerId, [memberIds['emma@acme.test'] ?? '']);
    expect(foreign.statusCode).toBe(404);
  });

  it('validates the member list', async () => {
    const managerId = memberIds['mona@acme.test'] ?? '';
    const empty = await assign('owner@acme.test', managerId, []);
    expect(empty.statusCode).toBe(400);
    const twice = await assign('owner@acme.test', managerId, [managerId, managerId]);
    expect(twice.json().code).toBe('VALIDATION');
  });
});
