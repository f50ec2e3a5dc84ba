import { and, eq, sql } from 'drizzle-orm';
import { bearer, signIn } from '../../../test/sign-in.ts';
import { createTestApp, manualClock, seedOrganisations } from '../../../test/test-app.ts';
import type { Tx } from '../../db/client.ts';
import { uuidv7 } from '../../db/ids.ts';
import { inTenant } from '../../db/transactions.ts';
import { customers } from '../customers/customers.table.ts';
import { members } from '../members/members.table.ts';
import { addProjectMembers, insertProjects } from '../projects/projects.repository.ts';
import { memberSettings } from '../settings/settings.table.ts';
import { recomputeAllMemberDays } from '../time/rollups.ts';
import { users } from '../users/users.table.ts';

/** Wednesday noon UTC; the week of 2025-03-10. */
export const trackerNow = new Date('2025-03-12T12:00:00.000Z');

const acmePeople = [
  { email: 'owner@acme.test', role: 'owner' },
  { email: 'eli@acme.test', role: 'employee' },
  { email: 'emma@acme.test', role: 'employee' },
  { email: 'nina@acme.test', role: 'employee' },
  { email: 'ivan@acme.test', role: 'employee' },
] as const;
const globexPeople = [
  { email: 'owner@globex.test', role: 'owner' },
  { email: 'gus@globex.test', role: 'employee' },
] as const;

/**
 * Acme (owner, Eli, Emma, Nina, Ivan) and Globex (owner, Gus) on their own database and clock; Acme's projects:
 * "Active" (Eli, Emma, Nina, Ivan), "Pending" (Eli, not trackable), "Emma only"; Globex's "Globex work" (Gus).
 */
export async function startTrackerWorld() {
  const clock = manualClock(trackerNow);
  const t = await createTestApp({ clock });
  const seeded = await seedOrganisations({
    db: t.db,
    organisations: [
      { name: 'Acme', members: acmePeople.map((person) => ({ ...person })) },
      { name: 'Globex', members: globexPeople.map((person) => ({ ...person })) },
    ],
  });
  const acme = seeded.Acme?.tenantId ?? '';
  const globex = seeded.Globex?.tenantId ?? '';
  const memberIds: Record<string, string> = {};
  const projectIds: Record<string, string> = {};
  const tenantOf: Record<string, string> = {};
  for (const [tenantId, people, projects] of [
    [
      acme,
      acmePeople,
      [
        { name: 'Active', emails: ['eli@acme.test', 'emma@acme.test', 'nina@acme.test', 'ivan@acme.test'] },
        { name: 'Pending', emails: ['eli@acme.test'], status: 'pending' as const },
        { name: 'Emma only', emails: ['emma@acme.test'] },
      ],
    ],
    [globex, globexPeople, [{ name: 'Globex work', emails: ['gus@globex.test'] }]],
  ] as const) {
    await inTenant({ db: t.db, tenantId }, async (tx) => {
      for (const { email } of people) {
        const [row] = await tx
          .select({ id: members.id })
          .from(members)
          .innerJoin(users, eq(users.id, members.userId))
          .where(and(eq(members.tenantId, tenantId), eq(users.email, email)));
        memberIds[email] = row?.id ?? '';
        tenantOf[email] = tenantId;
      }
      const customerId = uuidv7();
      await tx.insert(customers).values({ tenantId, id: customerId, name: 'Customer', concurrencyStamp: uuidv7() });
      for (const project of projects) {
        const [row] = await insertProjects({
          tx,
          tenantId,
          projects: [{ customerId, name: project.name, status: 'status' in project ? project.status : 'active' }],
        });
        projectIds[project.name] = row?.id ?? '';
        await addProjectMembers({
          tx,
          tenantId,
          projectId: row?.id ?? '',
          memberIds: project.emails.map((email) => memberIds[email] ?? ''),
        });
      }
    });
  }
  const tokens: Record<string, string> = {};
  for (const email of ['eli@acme.test', 'emma@acme.test', 'nina@acme.test', 'ivan@acme.test', 'gus@globex.test'])
    tokens[email] = (await signIn(t.app, { email })).access_token;

  const post = (as: string, path: string, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/Tracker/${path}`,
      headers: bearer(tokens[as] ?? ''),
      payload: payload as Record<string, unknown>,
    });
  const get = (as: string, path: string) =>
    t.app.inject({ method: 'GET', url: `/api/v1/Tracker/${path}`, headers: bearer(tokens[as] ?? '') });

  /** Runs `work` in Acme (or another organisation) as the request role. */
  const inAcme = <T>(work: (tx: Tx) => Promise<T>, tenantId = acme) => inTenant({ db: t.db, tenantId }, work);

  const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;
  /** The member's rollup rows, in a stable order, as text. */
  const rollups = (email: string) =>
    inAcme(async (tx) => {
      const memberId = memberIds[email] ?? '';
      const days = rows<Record<string, unknown>>(
        await tx.execute(sql`SELECT day::text, worked_seconds, offline_seconds, tracked_seconds, active_seconds,
                                    first_start_at::text, last_end_at::text
                               FROM member_day WHERE member_id = ${memberId} ORDER BY day`),
      );
      const byProject = rows<Record<string, unknown>>(
        await tx.execute(sql`SELECT day::text, project_id, worked_seconds, offline_seconds, tracked_seconds, active_seconds
                               FROM member_day_project WHERE member_id = ${memberId} ORDER BY day, project_id`),
      );
      const byApp = rows<Record<string, unknown>>(
        await tx.execute(sql`SELECT day::text, app_id, seconds FROM member_day_app
                              WHERE member_id = ${memberId} ORDER BY day, app_id`),
      );
      return { days, byProject, byApp };
    }, tenantOf[email]);
  /** The rollups as stored, and as a full recomputation from raw rows writes them. */
  const rollupsAndRecomputation = async (email: string) => {
    const stored = await rollups(email);
    await inAcme(
      (tx) => recomputeAllMemberDays({ tx, tenantId: tenantOf[email] ?? '', memberId: memberIds[email] ?? '' }),
      tenantOf[email],
    );
    return { stored, recomputed: await rollups(email) };
  };
  const countSlots = (email: string) =>
    inAcme(async (tx) => {
      const [row] = rows<{ n: number }>(
        await tx.execute(
          sql`SELECT count(*)::int AS n FROM activity_slots WHERE member_id = ${memberIds[email] ?? ''}`,
        ),
      );
      return row?.n ?? 0;
    }, tenantOf[email]);
  const setMemberSetting = (email: string, key: string, value: unknown) =>
    inAcme(async (tx) => {
      await tx
        .insert(memberSettings)
        .values({ tenantId: acme, memberId: memberIds[email] ?? '', key, value })
        .onConflictDoUpdate({
          target: [memberSettings.tenantId, memberSettings.memberId, memberSettings.key],
          set: { value },
        });
    });

  return {
    t,
    clock,
    acme,
    globex,
    memberIds,
    projectIds,
    tokens,
    post,
    get,
    inAcme,
    rows,
    rollups,
    rollupsAndRecomputation,
    countSlots,
    setMemberSetting,
    close: () => t.close(),
  };
}

export type TrackerWorld = Awaited<ReturnType<typeof startTrackerWorld>>;

/** A slot as an agent sends it, with plausible activity. */
export const slot = (entryId: string, startedAt: string, overrides: Record<string, unknown> = {}) => ({
  entryId,
  startedAt,
  seconds: 600,
  activeSeconds: 420,
  keyboardSeconds: 300,
  mouseSeconds: 200,
  keyCount: 900,
  clickCount: 150,
  apps: [
    { kind: 'app', name: 'Code', seconds: 400 },
    { kind: 'url', name: 'https://GitHub.com/acme/repo/pull/7?tab=files#diff', seconds: 200 },
  ],
  ...overrides,
});
