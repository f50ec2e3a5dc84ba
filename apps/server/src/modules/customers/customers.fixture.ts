import type { PermissionName, RoleKey } from '@worktrail/contract';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { bearer, signIn } from '../../../test/sign-in.ts';
import { createTestApp, manualClock, seedOrganisations } from '../../../test/test-app.ts';
import { uuidv7 } from '../../db/ids.ts';
import { inTenant } from '../../db/transactions.ts';
import { members } from '../members/members.table.ts';
import { projectMembers, projects } from '../projects/projects.table.ts';
import { findRoleIdByKey, setRolePermission } from '../roles/roles.repository.ts';
import { insertEntryWithRollups } from '../time/time-entries.fixture.ts';

const people = {
  owner: 'owner@acme.test',
  manager: 'mona@acme.test',
  employee: 'eli@acme.test',
  foreigner: 'owner@globex.test',
} as const;
export type Caller = keyof typeof people;

/**
 * A server on its own database with Acme (owner, manager, employee) and Globex (owner), a clock the test moves,
 * each person signed in, and direct inserts of the projects and tracked time customers count.
 */
export async function startCustomersWorld() {
  const clock = manualClock(new Date('2025-03-01T09:00:00Z'));
  const t = await createTestApp({ clock });
  const seeded = await seedOrganisations({
    db: t.db,
    organisations: [
      {
        name: 'Acme',
        members: [
          { email: people.owner, role: 'owner' },
          { email: people.manager, role: 'manager' },
          { email: people.employee, role: 'employee' },
        ],
      },
      { name: 'Globex', members: [{ email: people.foreigner, role: 'owner' }] },
    ],
  });
  const acme = seeded.Acme ?? { tenantId: '', users: {} };
  const globex = seeded.Globex ?? { tenantId: '', users: {} };
  const tokens = {} as Record<Caller, string>;
  for (const [caller, email] of Object.entries(people))
    tokens[caller as Caller] = (await signIn(t.app, { email })).access_token;

  /** Calls the API as one of the seeded people, or with a raw token. */
  const call = ({ as, ...options }: InjectOptions & { as: Caller | { token: string } }) =>
    t.app.inject({
      ...options,
      headers: { ...options.headers, ...(typeof as === 'string' ? bearer(tokens[as]) : bearer(as.token)) },
    });

  /** Acme's member id of a seeded person. */
  const memberIdOf = (caller: Caller) =>
    inTenant({ db: t.db, tenantId: acme.tenantId }, async (tx) => {
      const userId = acme.users[people[caller]] ?? '';
      const [row] = await tx
        .select({ id: members.id })
        .from(members)
        .where(and(eq(members.tenantId, acme.tenantId), eq(members.userId, userId)));
      return row?.id ?? '';
    });

  /** A project of an Acme customer, inserted directly (projects have their own module); optionally with members. */
  const addProject = ({
    customerId,
    name,
    memberIds = [],
  }: {
    customerId: string;
    name: string;
    memberIds?: string[];
  }) =>
    inTenant({ db: t.db, tenantId: acme.tenantId }, async (tx) => {
      const id = uuidv7();
      await tx.insert(projects).values({ tenantId: acme.tenantId, id, customerId, name, concurrencyStamp: uuidv7() });
      for (const memberId of memberIds)
        await tx.insert(projectMembers).values({ tenantId: acme.tenantId, projectId: id, memberId });
      return id;
    });

  /** Tracked time on an Acme project; `endedAt` undefined is a running timer. */
  const track = ({
    projectId,
    memberId,
    startedAt,
    endedAt,
  }: {
    projectId: string;
    memberId: string;
    startedAt: string;
    endedAt?: string;
  }) =>
    inTenant({ db: t.db, tenantId: acme.tenantId }, (tx) =>
      insertEntryWithRollups({
        tx,
        entry: {
          tenantId: acme.tenantId,
          id: uuidv7(),
          memberId,
          projectId,
          startedAt: new Date(startedAt),
          endedAt: endedAt ? new Date(endedAt) : null,
          source: 'web',
        },
      }),
    );

  /** Takes a permission away from one of Acme's roles, as an organisation may choose to. */
  const revoke = ({ role, permission }: { role: RoleKey; permission: PermissionName }) =>
    inTenant({ db: t.db, tenantId: acme.tenantId }, async (tx) => {
      const roleId = await findRoleIdByKey({ tx, tenantId: acme.tenantId, key: role });
      await setRolePermission({ tx, tenantId: acme.tenantId, roleId, permission, granted: false });
    });

  /** Creates a customer through the API, a minute after the previous one, and returns the created item. */
  const create = async ({ as = 'owner', ...body }: { as?: Caller; name: string; note?: string; status?: string }) => {
    clock.advance(60_000);
    const response = await call({ method: 'POST', url: '/v1/Customer/CreateOrUpdate', as, payload: body });
    if (response.statusCode !== 200) throw new Error(`create failed: ${response.body}`);
    return response.json().result as { id: string; name: string; concurrencyStamp: string };
  };

  return { t, clock, acme, globex, call, memberIdOf, addProject, track, revoke, create, close: () => t.close() };
}

export type CustomersWorld = Awaited<ReturnType<typeof startCustomersWorld>>;
