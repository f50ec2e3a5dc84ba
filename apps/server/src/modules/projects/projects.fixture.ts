import type { RoleKey } from '@worktrail/contract';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { bearer, signIn } from '../../../test/sign-in.ts';
import { createTestApp, manualClock, seedOrganisations } from '../../../test/test-app.ts';
import { uuidv7 } from '../../db/ids.ts';
import { inTenant } from '../../db/transactions.ts';
import { customers } from '../customers/customers.table.ts';
import { findMemberByUserId } from '../members/members.repository.ts';
import { teamMembers, teamProjects, teams } from '../teams/teams.table.ts';
import { insertEntryWithRollups } from '../time/time-entries.fixture.ts';
import { projects } from './projects.table.ts';

const acmePeople: Array<{ email: string; role: RoleKey }> = [
  { email: 'owner@acme.test', role: 'owner' },
  { email: 'mona@acme.test', role: 'manager' },
  { email: 'eli@acme.test', role: 'employee' },
  { email: 'emma@acme.test', role: 'employee' },
];

/**
 * A server on its own database and a hand-moved clock, with Acme (owner, manager Mona, employees Eli and
 * Emma, customers Initech and Umbrella) and Globex (owner, customer Hooli), and a way to call the API as anyone.
 */
export async function startProjectsWorld() {
  const clock = manualClock(new Date('2025-03-10T09:00:00Z'));
  const t = await createTestApp({ clock });
  const seeded = await seedOrganisations({
    db: t.db,
    organisations: [
      { name: 'Acme', members: acmePeople },
      { name: 'Globex', members: [{ email: 'owner@globex.test', role: 'owner' }] },
    ],
  });
  const acme = { tenantId: seeded.Acme?.tenantId ?? '', users: seeded.Acme?.users ?? {} };
  const globex = { tenantId: seeded.Globex?.tenantId ?? '', users: seeded.Globex?.users ?? {} };
  const memberIds: Record<string, string> = {};
  const customerIds: Record<string, string> = {};
  for (const [organisation, names] of [
    [acme, ['Initech', 'Umbrella']],
    [globex, ['Hooli']],
  ] as const) {
    await inTenant({ db: t.db, tenantId: organisation.tenantId }, async (tx) => {
      for (const [email, userId] of Object.entries(organisation.users))
        memberIds[email] = (await findMemberByUserId({ tx, tenantId: organisation.tenantId, userId }))?.id ?? '';
      for (const name of names) {
        customerIds[name] = uuidv7();
        await tx
          .insert(customers)
          .values({ tenantId: organisation.tenantId, id: customerIds[name], name, concurrencyStamp: uuidv7() });
      }
    });
  }
  const tokens: Record<string, string> = {};
  for (const email of [...acmePeople.map((person) => person.email), 'owner@globex.test'])
    tokens[email] = (await signIn(t.app, { email })).access_token;

  /** Calls the API as `as` (a signed-in e-mail or a raw access token). */
  const call = ({ as, ...options }: InjectOptions & { as: string }) =>
    t.app.inject({ ...options, headers: { ...options.headers, ...bearer(tokens[as] ?? as) } });

  /** Creates an Acme project as the owner and returns the list item. */
  const create = async (payload: Record<string, unknown>) => {
    const response = await call({
      method: 'POST',
      url: '/api/v1/Project/CreateProject',
      as: 'owner@acme.test',
      payload: { CustomerId: customerIds.Initech, ...payload },
    });
    if (response.statusCode !== 200) throw new Error(`create failed: ${response.body}`);
    return response.json().result as { id: string; name: string; concurrencyStamp: string; status: string };
  };

  /** Tracked time on an Acme project, straight into the tables with its rollups. */
  const track = ({ projectId, email, from, to }: { projectId: string; email: string; from: string; to?: string }) =>
    inTenant({ db: t.db, tenantId: acme.tenantId }, (tx) =>
      insertEntryWithRollups({
        tx,
        entry: {
          tenantId: acme.tenantId,
          id: uuidv7(),
          memberId: memberIds[email] ?? '',
          projectId,
          startedAt: new Date(from),
          endedAt: to ? new Date(to) : null,
          source: 'web',
        },
      }),
    );

  /** An Acme team with members (the first one leads) and projects, straight into the tables. */
  const team = ({
    name,
    emails,
    projectIds,
    status = 'active',
  }: {
    name: string;
    emails: string[];
    projectIds: string[];
    status?: 'active' | 'inactive';
  }) =>
    inTenant({ db: t.db, tenantId: acme.tenantId }, async (tx) => {
      const teamId = uuidv7();
      const tenantId = acme.tenantId;
      await tx.insert(teams).values({ tenantId, id: teamId, name, status, concurrencyStamp: uuidv7() });
      for (const [index, email] of emails.entries())
        await tx
          .insert(teamMembers)
          .values({ tenantId, teamId, memberId: memberIds[email] ?? '', isLeader: index === 0 });
      for (const projectId of projectIds) await tx.insert(teamProjects).values({ tenantId, teamId, projectId });
      return teamId;
    });

  /** The stored project, read past the API. */
  const stored = (projectId: string) =>
    inTenant({ db: t.db, tenantId: acme.tenantId }, async (tx) => {
      const [row] = await tx
        .select()
        .from(projects)
        .where(and(eq(projects.tenantId, acme.tenantId), eq(projects.id, projectId)));
      return row;
    });

  return {
    t,
    clock,
    acme,
    globex,
    memberIds,
    customerIds,
    tokens,
    call,
    create,
    track,
    team,
    stored,
    close: () => t.close(),
  };
}

export type ProjectsWorld = Awaited<ReturnType<typeof startProjectsWorld>>;
