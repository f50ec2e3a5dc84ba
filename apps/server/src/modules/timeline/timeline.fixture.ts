import { and, eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { bearer, signIn } from '../../../test/sign-in.ts';
import { createTestApp, manualClock, seedOrganisations } from '../../../test/test-app.ts';
import { uuidv7 } from '../../db/ids.ts';
import { inTenant } from '../../db/transactions.ts';
import { managerMembers } from '../access/manager-members.table.ts';
import { customers } from '../customers/customers.table.ts';
import { members } from '../members/members.table.ts';
import { addProjectMembers, insertProjects } from '../projects/projects.repository.ts';
import { projects } from '../projects/projects.table.ts';
import { memberSettings } from '../settings/settings.table.ts';

const acmePeople = [
  { email: 'owner@acme.test', role: 'owner', zone: 'Asia/Riyadh' },
  { email: 'mona@acme.test', role: 'manager', zone: 'Asia/Riyadh' },
  { email: 'eli@acme.test', role: 'employee', zone: 'Asia/Riyadh' },
  { email: 'emma@acme.test', role: 'employee', zone: 'America/New_York' },
  { email: 'nora@acme.test', role: 'employee', zone: 'Europe/London' },
  { email: 'ivan@acme.test', role: 'employee', zone: 'UTC', status: 'inactive' },
] as const;

/**
 * A server on its own database: Acme (Riyadh, New York and London members; Mona manages Eli; all on
 * the active project "Build" and the archived "Old") and Globex (the other organisation, with its own project).
 */
export async function startTimelineWorld() {
  // Tokens are checked against the app's clock, so it starts at the real now; the tests record time in the past.
  const clock = manualClock();
  const t = await createTestApp({ clock });
  const seeded = await seedOrganisations({
    db: t.db,
    organisations: [
      {
        name: 'Acme',
        members: acmePeople.map(({ email, role, ...rest }) => ({
          email,
          role,
          ...('status' in rest ? { status: rest.status } : {}),
        })),
      },
      { name: 'Globex', members: [{ email: 'owner@globex.test', role: 'owner' }] },
    ],
  });
  const acme = seeded.Acme ?? { tenantId: '', users: {} };
  const globex = seeded.Globex ?? { tenantId: '', users: {} };
  const memberIds: Record<string, string> = {};
  const projectIds: Record<string, string> = {};

  for (const [organisation, people] of [
    [acme, acmePeople],
    [globex, [{ email: 'owner@globex.test', zone: 'UTC' }]],
  ] as const) {
    await inTenant({ db: t.db, tenantId: organisation.tenantId }, async (tx) => {
      for (const { email, zone } of people) {
        const [row] = await tx
          .update(members)
          .set({ timeZone: zone })
          .where(and(eq(members.tenantId, organisation.tenantId), eq(members.userId, organisation.users[email] ?? '')))
          .returning({ id: members.id });
        memberIds[email] = row?.id ?? '';
      }
      const customerId = uuidv7();
      await tx
        .insert(customers)
        .values({ tenantId: organisation.tenantId, id: customerId, name: 'Customer', concurrencyStamp: uuidv7() });
      const names = organisation === acme ? ['Build', 'Old', 'Other'] : ['Globex work'];
      const inserted = await insertProjects({
        tx,
        tenantId: organisation.tenantId,
        projects: names.map((name) => ({ customerId, name })),
      });
      for (const project of inserted) {
        projectIds[project.name] = project.id;
        if (project.name === 'Other') continue;
        await addProjectMembers({
          tx,
          tenantId: organisation.tenantId,
          projectId: project.id,
          memberIds: people.map(({ email }) => memberIds[email] ?? ''),
        });
      }
    });
  }
  await inTenant({ db: t.db, tenantId: acme.tenantId }, async (tx) => {
    await tx
      .update(projects)
      .set({ status: 'archived' })
      .where(and(eq(projects.tenantId, acme.tenantId), eq(projects.id, projectIds.Old ?? '')));
    await tx.insert(managerMembers).values({
      tenantId: acme.tenantId,
      managerMemberId: memberIds['mona@acme.test'] ?? '',
      memberId: memberIds['eli@acme.test'] ?? '',
    });
  });

  const tokens: Record<string, string> = {};
  for (const email of ['owner@acme.test', 'mona@acme.test', 'eli@acme.test', 'emma@acme.test', 'owner@globex.test'])
    tokens[email] = (await signIn(t.app, { email })).access_token;

  /** Calls the API as a signed-in e-mail. */
  const call = ({ as, ...options }: InjectOptions & { as: string }) =>
    t.app.inject({ ...options, headers: { ...options.headers, ...bearer(tokens[as] ?? as) } });

  const id = (email: string) => memberIds[email] ?? '';

  /** Adds offline time as `as` for `member`; answers the response. */
  const addOffline = (
    as: string,
    member: string,
    body: { startDateTime?: string; endDateTime?: string; projectId?: string; note?: string; taskId?: string | null },
  ) =>
    call({
      method: 'POST',
      url: `/api/v1/Timeline/AddOfflineActivity?MemberId=${id(member) || member}`,
      as,
      payload: { projectId: projectIds.Build, ...body },
    });

  /** Sets a feature setting for one Acme member directly. */
  const setMemberSetting = (member: string, key: string, value: unknown) =>
    inTenant({ db: t.db, tenantId: acme.tenantId }, async (tx) => {
      await tx
        .insert(memberSettings)
        .values({ tenantId: acme.tenantId, memberId: id(member), key, value })
        .onConflictDoUpdate({
          target: [memberSettings.tenantId, memberSettings.memberId, memberSettings.key],
          set: { value },
        });
    });

  /** Raw sums of an Acme member's entries, to compare with what the API answers. */
  const rawCount = (member: string) =>
    inTenant({ db: t.db, tenantId: acme.tenantId }, async (tx) => {
      const result = await tx.execute(
        sql`SELECT count(*)::int AS n FROM time_entries WHERE tenant_id = ${acme.tenantId} AND member_id = ${id(member)}`,
      );
      return (result as unknown as { rows: Array<{ n: number }> }).rows[0]?.n ?? 0;
    });

  return {
    t,
    clock,
    acme,
    globex,
    memberIds,
    projectIds,
    tokens,
    call,
    id,
    addOffline,
    setMemberSetting,
    rawCount,
    close: () => t.close(),
  };
}

export type TimelineWorld = Awaited<ReturnType<typeof startTimelineWorld>>;
