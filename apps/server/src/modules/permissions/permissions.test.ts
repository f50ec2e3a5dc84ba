import { allPermissions, permissions } from '@worktrail/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn } from '../../../test/sign-in.ts';
import { createTestApp, seedOrganisations } from '../../../test/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  await seedOrganisations({
    db: t.db,
    organisations: [
      {
        name: 'Acme',
        members: [
          { email: 'owner@acme.test', role: 'owner' },
          { email: 'manager@acme.test', role: 'manager' },
          { email: 'employee@acme.test', role: 'employee' },
          { email: 'gone@acme.test', role: 'employee', status: 'archived' },
        ],
      },
    ],
  });
  for (const email of ['owner@acme.test', 'manager@acme.test', 'employee@acme.test']) {
    tokens[email] = (await signIn(t.app, { email })).access_token;
  }
});
afterAll(() => t.close());

const permissionMap = (email: string) =>
  t.app.inject({ method: 'GET', url: '/api/app/user/permissions', headers: bearer(tokens[email] ?? '') });
const check = (email: string, name: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/app/user/check-permission?PermissionName=${encodeURIComponent(name)}`,
    headers: bearer(tokens[email] ?? ''),
  });

describe('permission map', () => {
  it('grants the owner every permission', async () => {
    const map = (await permissionMap('owner@acme.test')).json().result;
    expect(Object.keys(map).sort()).toEqual([...allPermissions].sort());
    expect(Object.values(map).every(Boolean)).toBe(true);
  });

  it('keeps members, feature settings and organisation settings from an employee', async () => {
    const map = (await permissionMap('employee@acme.test')).json().result;
    expect(map[permissions.members.read]).toBe(false);
    expect(map[permissions.featureSettings.update]).toBe(false);
    expect(map[permissions.organizationSettings]).toBe(false);
    expect(map[permissions.projects.read]).toBe(true);
  });

  it('lets a manager read members but not change organisation settings', async () => {
    const map = (await permissionMap('manager@acme.test')).json().result;
    expect(map[permissions.members.read]).toBe(true);
    expect(map[permissions.organizationSettings]).toBe(false);
  });
});

describe('me', () => {
  it('tells the caller who they are and which organisation their token is for', async () => {
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/app/user/me',
      headers: bearer(tokens['employee@acme.test'] ?? ''),
    });
    expect(me.json().result).toEqual({ userId: expect.any(String), tenantId: expect.any(String) });
    expect((await t.app.inject({ method: 'GET', url: '/api/app/user/me' })).statusCode).toBe(401);
  });
});

describe('check-permission', () => {
  it('answers one permission for the signed-in member; an unknown name is false', async () => {
    expect((await check('manager@acme.test', permissions.members.read)).json()).toEqual({
      success: true,
      message: null,
      result: true,
    });
    expect((await check('employee@acme.test', permissions.members.read)).json().result).toBe(false);
    expect((await check('owner@acme.test', 'Worktrail.Nonexistent')).json().result).toBe(false);
  });

  it('requires the PermissionName parameter', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/app/user/check-permission',
      headers: bearer(tokens['owner@acme.test'] ?? ''),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toContain('PermissionName');
  });

  it('refuses a member whose membership is archived', async () => {
    const { access_token } = await signIn(t.app, { email: 'gone@acme.test' });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/app/user/permissions',
      headers: bearer(access_token),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('FORBIDDEN');
  });
});
