import type { PermissionName, ProjectStatus, RoleKey } from '@worktrail/contract';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { bearer, signIn } from '../../../test/sign-in.ts';
import { createTestApp, seedOrganisations } from '../../../test/test-app.ts';
import { uuidv7 } from '../../db/ids.ts';
import { asRequestRole, inTenant } from '../../db/transactions.ts';
import { customers } from '../customers/customers.table.ts';
import { projects } from '../projects/projects.table.ts';
import { findRoleIdByKey, setRolePermission } from '../roles/roles.repository.ts';
import { users } from '../users/users.table.ts';
import { members } from './members.table.ts';

type Person = {
  email: string;
  role: RoleKey;
  givenName: string;
  familyName: string;
  status?: 'active' | 'inactive' | 'archived' | 'deleted';
};

/** Acme's people, oldest membership first; Globex is the other organisation. */
export const acmePeople: Person[] = [
  { email: 'owner@acme.test', role: 'owner', givenName: 'Olivia', familyName: 'Owner' },
  { email: 'mona@acme.test', role: 'manager', givenName: 'Mona', familyName: 'Manager' },
  { email: 'eli@acme.test', role: 'employee', givenName: 'Eli', familyName: 'Park' },
  { email: 'emma@acme.test', role: 'employee', givenName: 'Emma', familyName: 'Stone' },
  { email: 'ivan@acme.test', role: 'employee', givenName: 'Ivan', familyName: 'Idle', status: 'inactive' },
  { email: 'aria@acme.test', role: 'employee', givenName: 'Aria', familyName: 'Gone', status: 'archived' },
  { email: 'dan@acme.test', role: 'employee', givenName: 'Dan', familyName: 'Removed', status: 'deleted' },
];
const globexPeople: Person[] = [
  { email: 'owner@globex.test', role: 'owner', givenName: 'Gina', familyName: 'Globex' },
  { email: 'gus@globex.test', role: 'employee', givenName: 'Gus', familyName: 'Globex' },
];

/**
 * A server on its own database with Acme and Globex seeded, names set, memberships one minute
 * apart (so "newest first" is well defined), and a way to call the API as any seeded person.
 */
export async function startMembersWorld({ signInAs }: { signInAs: string[] }) {
  const t = await createTestApp();
  const seeded = await seedOrganisations({
    db: t.db,
    organisations: [
      { name: 'Acme', members: acmePeople },
      { name: 'Globex', members: globexPeople },
    ],
  });
  const acme = seeded.Acme ?? { tenantId: '', users: {} };
  const globex = seeded.Globex ?? { tenantId: '', users: {} };
  const memberIds: Record<string, string> = {};
  const start = Date.UTC(2025, 0, 1);
  for (const [organisation, people] of [
    [acme, acmePeople],
    [globex, globexPeople],
  ] as const) {
    await asRequestRole({ db: t.db }, async (tx) => {
      for (const { email, givenName, familyName } of people)
        await tx.update(users).set({ givenName, familyName }).where(eq(users.email, email));
    });
    await inTenant({ db: t.db, tenantId: organisation.tenantId }, async (tx) => {
      for (const [index, { email }] of people.entries()) {
        const [row] = await tx
          .update(members)
          .set({ createdAt: new Date(start + index * 60_000) })
          .where(and(eq(members.tenantId, organisation.tenantId), eq(members.userId, organisation.users[email] ?? '')))
          .returning({ id: members.id });
        memberIds[email] = row?.id ?? '';
      }
    });
  }
  const tokens: Record<string, string> = {};
  for (const email of signInAs) tokens[email] = (await signIn(t.app, { email })).access_token;

  /** Calls the API as `as` (a signed-in e-mail or a raw access token). */
  const call = ({ as, ...options }: InjectOptions & { as: string }) =>
    t.app.inject({ ...options, headers: { ...options.headers, ...bearer(tokens[as] ?? as) } });

  /** Assigns Acme members to a manager, as the owner, by e-mail. */
  const assign = (manager: string, assigned: string[]) =>
    call({
      method: 'POST',
      url: `/api/v1/Member/AddMemberListToManager?ManagerId=${memberIds[manager]}`,
      as: 'owner@acme.test',
      payload: assigned.map((email) => memberIds[email]),
    });

  /** Grants a permission to one of Acme's roles, as an organisation may choose to. */
  const grant = ({ role, permission }: { role: RoleKey; permission: PermissionName }) =>
    inTenant({ db: t.db, tenantId: acme.tenantId }, async (tx) => {
      const roleId = await findRoleIdByKey({ tx, tenantId: acme.tenantId, key: role });
      await setRolePermission({ tx, tenantId: acme.tenantId, roleId, permission, granted: true });
    });

  /** A project of an organisation, with a customer of its own, inserted directly (the projects API is another module's). */
  const insertProject = async (tenantId: string, name: string, status: ProjectStatus = 'active') => {
    const id = uuidv7();
    await inTenant({ db: t.db, tenantId }, async (tx) => {
      const customerId = uuidv7();
      await tx
        .insert(customers)
        .values({ tenantId, id: customerId, name: `${name} customer`, concurrencyStamp: uuidv7() });
      await tx.insert(projects).values({ tenantId, id, customerId, name, status, concurrencyStamp: uuidv7() });
    });
    return id;
  };

  return { t, acme, globex, memberIds, tokens, call, assign, grant, insertProject, close: () => t.close() };
}

export type MembersWorld = Awaited<ReturnType<typeof startMembersWorld>>;
