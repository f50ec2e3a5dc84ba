import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { bearer, signIn } from '../../../test/sign-in.ts';
import { createTestApp, manualClock, seedOrganisations } from '../../../test/test-app.ts';
import { uuidv7 } from '../../db/ids.ts';
import { inTenant } from '../../db/transactions.ts';
import { managerMembers } from '../access/manager-members.table.ts';
import { customers } from '../customers/customers.table.ts';
import { insertDepartment } from '../departments/departments.repository.ts';
import { members } from '../members/members.table.ts';
import { addProjectMembers, insertProjects } from '../projects/projects.repository.ts';
import { organisationSettings } from '../settings/settings.table.ts';
import { slot } from '../tracker/tracker.fixture.ts';
import { ingestSlots, startTrackedEntry, stopTrackedEntry } from '../tracker/tracker.service.ts';

/**
 * Monday 2026-03-09 06:30 UTC: still Sunday the 8th 23:30 in Los Angeles (the day clocks went forward, 23 hours
 * long; its week began Monday the 2nd), already Monday the 9th 15:30 in Tokyo (a new week) and 06:30 in UTC.
 */
export const boardNow = new Date('2026-03-09T06:30:00.000Z');

// Tom has no zone of his own: the organisation's Time_Zone (Tokyo) counts his days. Del is deleted.
const people = [
  { email: 'owner@acme.test', role: 'owner', zone: 'Europe/Berlin' },
  { email: 'mona@acme.test', role: 'manager', zone: 'Europe/London' },
  { email: 'lee@acme.test', role: 'employee', zone: 'America/Los_Angeles' },
  { email: 'tom@acme.test', role: 'employee', zone: null },
  { email: 'una@acme.test', role: 'employee', zone: 'UTC' },
  { email: 'del@acme.test', role: 'employee', zone: 'UTC', status: 'deleted' },
] as const;

/**
 * Acme on its own database and clock (at {@link boardNow}): Mona manages Lee and Tom, not Una; Lee and Tom are in
 * the department Field; everyone is on the project Build, Lee also on Design and on the archived Old.
 */
export async function startBoardWorld() {
  const clock = manualClock(boardNow);
  const t = await createTestApp({ clock });
  const seeded = await seedOrganisations({
    db: t.db,
    organisations: [
      {
        name: 'Acme',
        members: people.map(({ email, role, ...rest }) => ({
          email,
          role,
          ...('status' in rest ? { status: rest.status } : {}),
        })),
      },
    ],
  });
  const tenantId = seeded.Acme?.tenantId ?? '';
  const memberIds: Record<string, string> = {};
  const projectIds: Record<string, string> = {};
  let fieldId = '';
  await inTenant({ db: t.db, tenantId }, async (tx) => {
    await tx.insert(organisationSettings).values({ tenantId, key: 'Time_Zone', value: 'Asia/Tokyo' });
    fieldId = await insertDepartment({ tx, tenantId, name: 'Field' });
    for (const { email, zone } of people) {
      const inField = email === 'lee@acme.test' || email === 'tom@acme.test';
      const [row] = await tx
        .update(members)
        .set({ timeZone: zone, departmentId: inField ? fieldId : null })
        .where(and(eq(members.tenantId, tenantId), eq(members.userId, seeded.Acme?.users[email] ?? '')))
        .returning({ id: members.id });
      memberIds[email] = row?.id ?? '';
    }
    await tx
      .update(members)
      .set({ name: 'Lee', surname: 'Park' })
      .where(and(eq(members.tenantId, tenantId), eq(members.id, memberIds['lee@acme.test'] ?? '')));
    for (const email of ['lee@acme.test', 'tom@acme.test'])
      await tx.insert(managerMembers).values({
        tenantId,
        managerMemberId: memberIds['mona@acme.test'] ?? '',
        memberId: memberIds[email] ?? '',
      });
    const customerId = uuidv7();
    await tx.insert(customers).values({ tenantId, id: customerId, name: 'Customer', concurrencyStamp: uuidv7() });
    const inserted = await insertProjects({
      tx,
      tenantId,
      projects: [
        { customerId, name: 'Build' },
        { customerId, name: 'Design' },
        { customerId, name: 'Old', status: 'archived' },
      ],
    });
    for (const project of inserted) {
      projectIds[project.name] = project.id;
      const emails = project.name === 'Build' ? people.map((person) => person.email) : ['lee@acme.test'];
      await addProjectMembers({
        tx,
        tenantId,
        projectId: project.id,
        memberIds: emails.map((email) => memberIds[email] ?? ''),
      });
    }
  });

  const tokens: Record<string, string> = {};
  /** Calls the API as a signed-in e-mail, signing in (again, after the clock moved on) when needed. */
  const call = async ({ as, ...options }: InjectOptions & { as: string }) => {
    tokens[as] ??= (await signIn(t.app, { email: as })).access_token;
    return t.app.inject({ ...options, headers: { ...options.headers, ...bearer(tokens[as] ?? '') } });
  };
  const id = (email: string) => memberIds[email] ?? '';

  /**
   * Tracks `minutes` from `from` (on a 10-minute boundary) for a member through the tracker's ingestion, as an agent
   * would at that time: start the entry, one slot per 10 minutes (70% active) with `apps`, stop.
   */
  const track = async (
    email: string,
    project: string,
    from: string,
    minutes: number,
    apps?: Array<{ kind: 'app' | 'url'; name: string; seconds: number }>,
  ) => {
    const start = Date.parse(from);
    const end = new Date(start + minutes * 60_000);
    await inTenant({ db: t.db, tenantId }, async (tx) => {
      const ingest = { tx, tenantId, memberId: id(email), now: end };
      const entryId = uuidv7();
      await startTrackedEntry({
        ...ingest,
        request: { id: entryId, projectId: projectIds[project] ?? '', startedAt: from },
      });
      const slots = Array.from({ length: minutes / 10 }, (_, index) =>
        slot(entryId, new Date(start + index * 600_000).toISOString(), apps ? { apps } : {}),
      );
      expect(
        (await ingestSlots({ ...ingest, slots: slots as Parameters<typeof ingestSlots>[0]['slots'] })).stored,
      ).toBe(slots.length);
      await stopTrackedEntry({ ...ingest, request: { id: entryId, endedAt: end.toISOString() } });
    });
  };

  /** Adds offline time for `member` through the API, as the owner. */
  const addOffline = async (member: string, startDateTime: string, endDateTime: string) => {
    const response = await call({
      method: 'POST',
      url: `/api/v1/Timeline/AddOfflineActivity?MemberId=${id(member)}`,
      as: 'owner@acme.test',
      payload: { projectId: projectIds.Build, startDateTime, endDateTime },
    });
    expect(response.statusCode).toBe(200);
  };

  /** Moves the clock; everyone signs in again, as their tokens are checked against it. */
  const moveClockTo = (at: string) => {
    clock.advance(Date.parse(at) - clock.now().getTime());
    for (const email of Object.keys(tokens)) delete tokens[email];
  };

  return { t, clock, tenantId, fieldId, projectIds, call, id, track, addOffline, moveClockTo, close: () => t.close() };
}

export type BoardWorld = Awaited<ReturnType<typeof startBoardWorld>>;
