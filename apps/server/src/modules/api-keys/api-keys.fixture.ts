import type { ApiKey, ApiKeyRequest, RoleKey } from '@worktrail/contract';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { bearer, signIn } from '../../../test/sign-in.ts';
import { createTestApp, manualClock, seedOrganisations } from '../../../test/test-app.ts';
import { inTenant } from '../../db/transactions.ts';
import { findMemberByUserId } from '../members/members.repository.ts';
import { users } from '../users/users.table.ts';

/** Calls one API key may make a minute in these tests, so the limit is reached in a few calls. */
export const keyCallsPerMinute = 10;

const people: Array<{ email: string; role: RoleKey; given: string; family: string; org: 'Acme' | 'Globex' }> = [
  { email: 'owner@acme.test', role: 'owner', given: 'Otto', family: 'Owner', org: 'Acme' },
  { email: 'olga@acme.test', role: 'owner', given: 'Olga', family: 'Owens', org: 'Acme' },
  { email: 'eli@acme.test', role: 'employee', given: 'Eli', family: 'Ember', org: 'Acme' },
  { email: 'owner@globex.test', role: 'owner', given: 'Gina', family: 'Globe', org: 'Globex' },
];

export const attendance = '/api/v1/Reports/AttendanceReport?FromDate=2025-05-01&ToDate=2025-05-31';

/**
 * A server at a hand-moved clock with a small per-key rate, Acme (owners Otto and Olga, employee Eli) and Globex
 * (owner Gina), and helpers to call the API as a person (by e-mail) or with a key.
 */
export async function startApiKeyWorld() {
  // A clock in the past: people's access tokens stay valid however far the tests move it.
  const clock = manualClock(new Date('2025-06-02T09:00:00Z'));
  const t = await createTestApp({ clock, config: { apiKeyRateLimitPerMinute: keyCallsPerMinute } });
  const seeded = await seedOrganisations({
    db: t.db,
    organisations: (['Acme', 'Globex'] as const).map((org) => ({
      name: org,
      members: people.filter((person) => person.org === org),
    })),
  });
  const tenantIds = { acme: seeded.Acme?.tenantId ?? '', globex: seeded.Globex?.tenantId ?? '' };
  const tokens: Record<string, string> = {};
  const memberIds: Record<string, string> = {};
  for (const person of people) {
    const userId = seeded[person.org]?.users[person.email] ?? '';
    const tenantId = seeded[person.org]?.tenantId ?? '';
    await t.db.update(users).set({ givenName: person.given, familyName: person.family }).where(eq(users.id, userId));
    memberIds[person.email] = await inTenant({ db: t.db, tenantId }, async (tx) => {
      return (await findMemberByUserId({ tx, tenantId, userId }))?.id ?? '';
    });
    tokens[person.email] = (await signIn(t.app, { email: person.email })).access_token;
  }

  /** Calls as a person (`as`: their e-mail) or with a key (`key`: the whole key, or any bearer text). */
  const call = ({ as, key, ...options }: InjectOptions & { as?: string; key?: string }) =>
    t.app.inject({ ...options, headers: { ...options.headers, ...bearer(key ?? tokens[as ?? ''] ?? '') } });

  /** Calls and returns the result, failing loudly on anything but 200. */
  const ok = async (options: InjectOptions & { as?: string; key?: string }) => {
    const response = await call(options);
    if (response.statusCode !== 200)
      throw new Error(`${options.method} ${options.url} answered ${response.statusCode}: ${response.body}`);
    return response.json().result;
  };

  /** Creates a key as `as`; its listed form and the whole key. */
  const createKey = (as: string, payload: ApiKeyRequest): Promise<{ apiKey: ApiKey; secret: string }> =>
    ok({ method: 'POST', url: '/api/v1/ApiKey/Create', as, payload });

  const listKeys = (as: string): Promise<ApiKey[]> => ok({ method: 'GET', url: '/api/v1/ApiKey/GetList', as });

  const revoke = (as: string, id: string) => call({ method: 'POST', url: `/api/v1/ApiKey/Revoke?id=${id}`, as });

  const signInAgain = async (email: string) => {
    tokens[email] = (await signIn(t.app, { email })).access_token;
  };

  return { t, clock, tenantIds, memberIds, call, ok, createKey, listKeys, revoke, signInAgain, close: () => t.close() };
}

export type ApiKeyWorld = Awaited<ReturnType<typeof startApiKeyWorld>>;
