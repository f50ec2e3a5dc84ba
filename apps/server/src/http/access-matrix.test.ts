import { defaultRoleGrants, isPermissionName, type PermissionName } from '@worktrail/contract';
import { type SQL, sql } from 'drizzle-orm';
import { decodeJwt, decodeProtectedHeader, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCanaries } from '../../test/canaries.ts';
import { type IdSource, isBulk, sampleUrl, sampleValue } from '../../test/sample-request.ts';
import { bearer, signIn } from '../../test/sign-in.ts';
import { createTestApp, manualClock, testPassword } from '../../test/test-app.ts';
import { uuidv7 } from '../db/ids.ts';
import { inTenant } from '../db/transactions.ts';
import { hostAdmins } from '../modules/host/host.table.ts';
import { findMemberAccess } from '../modules/identity/member-access.repository.ts';
import { insertMember } from '../modules/members/members.repository.ts';
import { roles } from '../modules/roles/roles.table.ts';
import { hashPassword } from '../modules/users/passwords.ts';
import { insertUser, setActiveTenant } from '../modules/users/users.repository.ts';
import type { RouteEntry } from './access.ts';

const clock = manualClock();
let t: Awaited<ReturnType<typeof createTestApp>>;
let world: Awaited<ReturnType<typeof seedCanaries>>;
const tokens: Record<string, string> = {};
const memberIds: Record<string, string> = {};
let probes = 0;

type Actor = {
  name: string;
  headers: () => Promise<Record<string, string>>;
  /** What the actor's role grants, for members of the victim organisation. */
  granted?: ReadonlySet<PermissionName>;
  ids: () => IdSource;
  expiredClock?: boolean;
};

/** A member of the victim organisation whose role grants nothing: every route that needs a permission refuses them. */
const ungranted = `canary-victim-ungranted-${uuidv7()}@victim.test`;

/** Worktrail support: a user of no organisation, given the host role as `npm run host:admin` does (owner connection). */
const supportPerson = `canary-host-${uuidv7()}@support.test`;

async function addSupportPerson() {
  const passwordHash = await hashPassword(testPassword);
  const userId = uuidv7();
  await t.db.transaction(async (tx) => {
    await insertUser({ tx, user: { id: userId, email: supportPerson, passwordHash, emailVerifiedAt: new Date() } });
    await tx.insert(hostAdmins).values({ userId, grantedBy: 'command' });
  });
}

/** Adds that member, with a role of the organisation's own that has no grants at all. */
async function addUngrantedMember(tenantId: string) {
  const passwordHash = await hashPassword(testPassword);
  await inTenant({ db: t.db, tenantId }, async (tx) => {
    const roleId = uuidv7();
    await tx.insert(roles).values({ tenantId, id: roleId, key: 'ungranted', name: 'Nothing granted' });
    const user = await insertUser({
      tx,
      user: { id: uuidv7(), email: ungranted, passwordHash, emailVerifiedAt: new Date() },
    });
    memberIds[ungranted] = await insertMember({ tx, tenantId, userId: user.id, roleId });
    await setActiveTenant({ tx, userId: user.id, tenantId });
  });
}

const rowsOf = async <T>(query: SQL) => ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;

/** A fingerprint of every row of an organisation, read as the owner role (RLS does not hide them). */
async function snapshot(tenantId: string): Promise<string> {
  const tables = await rowsOf<{ name: string }>(sql`
    SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = 'public'
     WHERE c.relkind = 'r' AND EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname = 'tenant_id') ORDER BY 1`);
  const parts: string[] = [];
  for (const { name } of tables) {
    const [row] = await rowsOf<{ h: string }>(
      sql`SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS h FROM ${sql.identifier(name)} t WHERE tenant_id = ${tenantId}`,
    );
    parts.push(`${name}:${row?.h}`);
  }
  const [global] = await rowsOf<{ h: string }>(sql`
    SELECT md5(coalesce((SELECT t::text FROM tenants t WHERE id = ${tenantId}), '') ||
      coalesce((SELECT string_agg(u::text, '|' ORDER BY u::text) FROM users u WHERE u.id IN (SELECT user_id FROM members WHERE tenant_id = ${tenantId})), '')) AS h`);
  return `${parts.join(',')};${global?.h}`;
}

async function memberIdOf(tenantId: string, userId: string) {
  const access = await inTenant({ db: t.db, tenantId }, (tx) => findMemberAccess({ tx, tenantId, userId }));
  return access?.memberId ?? '';
}

/** The routes to probe: every route but wildcard mounts (the identity provider, static assets). */
const probedRoutes = (): RouteEntry[] =>
  t.app.routeTable.filter((route) => !route.url.includes('*') && route.method !== 'HEAD' && route.method !== 'OPTIONS');

async function probe(route: RouteEntry, actor: Actor) {
  const ids = actor.ids();
  const url = sampleUrl(route.url, route.schema, ids);
  const body = route.schema?.body ? sampleValue(route.schema.body, 'body', ids) : undefined;
  const headers = await actor.headers();
  if (actor.expiredClock) clock.advance(16 * 60 * 1000);
  try {
    const response = await t.app.inject({
      method: route.method as 'GET',
      url,
      headers,
      ...(body === undefined ? {} : { payload: body as object }),
    });
    probes += 1;
    return { response, bulk: isBulk(body) || url.includes('%2C') || /=[^&]*,/.test(url) };
  } finally {
    if (actor.expiredClock) clock.advance(-16 * 60 * 1000);
  }
}

beforeAll(async () => {
  t = await createTestApp({ clock });
  world = await seedCanaries({ db: t.db });
  const { victim, attacker, victimOrg, attackerOrg } = world;
  for (const email of [victim.owner, victim.manager, victim.peer])
    tokens[email] = (await signIn(t.app, { email })).access_token;
  tokens[attacker.owner] = (await signIn(t.app, { email: attacker.owner })).access_token;
  for (const email of [victim.owner, victim.manager, victim.private, victim.peer]) {
    memberIds[email] = await memberIdOf(victimOrg.tenantId, victimOrg.users[email] ?? '');
  }
  memberIds[attacker.owner] = await memberIdOf(attackerOrg.tenantId, attackerOrg.users[attacker.owner] ?? '');
  await addUngrantedMember(victimOrg.tenantId);
  tokens[ungranted] = (await signIn(t.app, { email: ungranted })).access_token;
  await addSupportPerson();
  tokens[supportPerson] = (await signIn(t.app, { email: supportPerson })).access_token;
});
afterAll(async () => {
  console.log(`access matrix: ${probes} route × actor probes over ${probedRoutes().length} routes`);
  await t.close();
});

describe('access matrix over every route', () => {
  it('keeps every organisation, member and token in its place', async () => {
    const { victim, attacker, victimOrg, attackerOrg, victimCanaries, privateCanaries } = world;
    const victimIds = (ownId: string): IdSource => ({
      ownId,
      victimId: (field) =>
        /tenant/i.test(field)
          ? victimOrg.tenantId
          : /manager/i.test(field)
            ? (memberIds[victim.manager] ?? '')
            : (memberIds[victim.private] ?? ''),
    });
    const ownerToken = tokens[victim.owner] ?? '';
    const { privateKey } = await generateKeyPair('RS256');
    const foreignSigned = await new SignJWT(decodeJwt(ownerToken))
      .setProtectedHeader({ ...decodeProtectedHeader(ownerToken), alg: 'RS256' })
      .sign(privateKey);
    const attackerToken = tokens[attacker.owner] ?? '';
    const [aHeader, aPayload, aSignature] = attackerToken.split('.');
    const altered = JSON.parse(Buffer.from(aPayload ?? '', 'base64url').toString());
    const alteredToken = `${aHeader}.${Buffer.from(JSON.stringify({ ...altered, tenantid: victimOrg.tenantId })).toString('base64url')}.${aSignature}`;

    const tokenActors: Actor[] = [
      { name: 'no token', headers: async () => ({}), ids: () => victimIds('') },
      { name: 'expired token', headers: async () => bearer(ownerToken), ids: () => victimIds(''), expiredClock: true },
      { name: 'token signed by a foreign key', headers: async () => bearer(foreignSigned), ids: () => victimIds('') },
      { name: 'token with an altered tenantid', headers: async () => bearer(alteredToken), ids: () => victimIds('') },
    ];
    const memberActors: Actor[] = [
      {
        name: 'unassigned manager',
        granted: new Set(defaultRoleGrants.manager),
        headers: async () => bearer(tokens[victim.manager] ?? ''),
        ids: () => victimIds(memberIds[victim.manager] ?? ''),
      },
      {
        name: 'peer employee',
        granted: new Set(defaultRoleGrants.employee),
        headers: async () => bearer(tokens[victim.peer] ?? ''),
        ids: () => victimIds(memberIds[victim.peer] ?? ''),
      },
      {
        name: 'member whose role grants nothing',
        granted: new Set(),
        headers: async () => bearer(tokens[ungranted] ?? ''),
        ids: () => victimIds(memberIds[ungranted] ?? ''),
      },
    ];
    const foreignOwner: Actor = {
      name: "another organisation's owner",
      headers: async () => bearer(attackerToken),
      ids: () => victimIds(memberIds[attacker.owner] ?? ''),
    };

    // Support reads every organisation's tickets through the console, and nothing of theirs anywhere else.
    const host: Actor = {
      name: 'support person with the host role',
      headers: async () => bearer(tokens[supportPerson] ?? ''),
      ids: () => victimIds(''),
    };

    const failures: string[] = [];
    const refusalsChecked = new Set<RouteEntry>();
    const hostRefusals = new Map<RouteEntry, number>();
    const isHostRoute = (route: RouteEntry) => route.access === 'host';
    const expectHostOnly = (route: RouteEntry, actor: Actor, status: number) => {
      if (!isHostRoute(route)) return;
      if (status === 403) hostRefusals.set(route, (hostRefusals.get(route) ?? 0) + 1);
      else fail(route, actor, `answered ${status} on a host route, not 403`);
    };
    const fail = (route: RouteEntry, actor: Actor, what: string) =>
      failures.push(`${route.method} ${route.url} as ${actor.name}: ${what}`);
    for (const route of probedRoutes()) {
      // Outsiders first: nothing they send may change the victim organisation.
      const victimBefore = await snapshot(victimOrg.tenantId);
      for (const actor of tokenActors) {
        const { response } = await probe(route, actor);
        if (response.statusCode >= 500) fail(route, actor, `answered ${response.statusCode}`);
        if (route.access !== 'public' && response.statusCode !== 401)
          fail(route, actor, `answered ${response.statusCode}, not 401`);
      }
      const attackerBefore = await snapshot(attackerOrg.tenantId);
      const { response, bulk } = await probe(route, foreignOwner);
      if (response.statusCode >= 500) fail(route, foreignOwner, `answered ${response.statusCode}`);
      expectHostOnly(route, foreignOwner, response.statusCode);
      for (const canary of victimCanaries)
        if (response.body.includes(canary)) fail(route, foreignOwner, `received ${canary}`);
      if (bulk && (await snapshot(attackerOrg.tenantId)) !== attackerBefore)
        fail(route, foreignOwner, 'a bulk call with foreign ids changed its own organisation');
      if ((await snapshot(victimOrg.tenantId)) !== victimBefore)
        fail(route, foreignOwner, 'an outsider changed the victim organisation');

      // Members of the victim organisation: refused without the permission, never given the private member's data.
      for (const actor of memberActors) {
        const { response } = await probe(route, actor);
        if (response.statusCode >= 500) fail(route, actor, `answered ${response.statusCode}`);
        expectHostOnly(route, actor, response.statusCode);
        // A route that declares a permission refuses whoever's role does not grant it; 'signed-in' routes refuse no
        // member, and their services answer within the member's data scope (the canary check below).
        const lacks = isPermissionName(route.access) && !actor.granted?.has(route.access);
        if (lacks) refusalsChecked.add(route);
        if (lacks && response.statusCode !== 403)
          fail(route, actor, `answered ${response.statusCode}, not 403 without ${route.access}`);
        for (const canary of privateCanaries)
          if (response.body.includes(canary)) fail(route, actor, `received ${canary}`);
      }

      // The host role opens the console only: elsewhere it is a user of no organisation and sees none of the victim's.
      const { response: asHost } = await probe(route, host);
      if (asHost.statusCode >= 500) fail(route, host, `answered ${asHost.statusCode}`);
      if (isHostRoute(route) && (asHost.statusCode === 401 || asHost.statusCode === 403))
        fail(route, host, `was refused (${asHost.statusCode}) on a host route`);
      if (!isHostRoute(route))
        for (const canary of victimCanaries) if (asHost.body.includes(canary)) fail(route, host, `received ${canary}`);
    }

    expect(failures).toEqual([]);
    // Every route that declares a permission met a member without it.
    expect(refusalsChecked.size).toBe(probedRoutes().filter((route) => isPermissionName(route.access)).length);
    // Every host route refused the three members and the other organisation's owner.
    const hostRoutes = probedRoutes().filter(isHostRoute);
    expect(hostRoutes.length).toBeGreaterThan(0);
    expect(hostRoutes.filter((route) => hostRefusals.get(route) !== memberActors.length + 1)).toEqual([]);
    expect(probes).toBeGreaterThanOrEqual(probedRoutes().length * (tokenActors.length + 1 + memberActors.length + 1));
    // Nine actors on every route (four tokens, the foreign owner, three members, support), each probe with
    // before/after fingerprints: it grows with the API.
  }, 600_000);
});
