import { sql } from 'drizzle-orm';
import { uuidv7 } from '../../db/ids.ts';
import { inTenant } from '../../db/transactions.ts';
import { customers } from '../customers/customers.table.ts';
import { startMembersWorld } from '../members/members.fixture.ts';
import { projects } from '../projects/projects.table.ts';
import { teamMembers, teams } from '../teams/teams.table.ts';
import { recomputeMemberDays } from '../time/rollups.ts';
import { timeEntries } from '../time/time-entries.table.ts';

const base = '/api/v1/SystemSettings';

/**
 * The members world (Acme: owner, manager Mona, employees Eli and Emma, inactive, archived and deleted ones;
 * Globex) with calls to the settings API, teams inserted directly and tracked time with its rollups.
 */
export async function startSettingsWorld() {
  const w = await startMembersWorld({
    signInAs: ['owner@acme.test', 'mona@acme.test', 'eli@acme.test', 'emma@acme.test', 'owner@globex.test'],
  });
  const id = (email: string) => w.memberIds[email] ?? email;
  let teamClock = Date.UTC(2025, 1, 1);

  const get = (as: string, path: string) => w.call({ method: 'GET', url: `${base}/${path}`, as });
  const put = (as: string, path: string, payload: object) =>
    w.call({ method: 'PUT', url: `${base}/${path}`, as, payload });

  /** Inserts an Acme team (each one a minute younger than the last) holding these members. */
  const addTeam = (name: string, memberEmails: string[], status: 'active' | 'inactive' | 'deleted' = 'active') =>
    inTenant({ db: w.t.db, tenantId: w.acme.tenantId }, async (tx) => {
      const teamId = uuidv7();
      teamClock += 60_000;
      await tx.insert(teams).values({
        tenantId: w.acme.tenantId,
        id: teamId,
        name,
        status,
        concurrencyStamp: uuidv7(),
        createdAt: new Date(teamClock),
      });
      for (const email of memberEmails)
        await tx
          .insert(teamMembers)
          .values({ tenantId: w.acme.tenantId, teamId, memberId: id(email), isLeader: false });
      return teamId;
    });

  /** Stores one finished entry for an Acme member and rewrites the rollups of the days it touches. */
  const track = (email: string, from: string, to: string) =>
    inTenant({ db: w.t.db, tenantId: w.acme.tenantId }, async (tx) => {
      const tenantId = w.acme.tenantId;
      const customerId = uuidv7();
      await tx
        .insert(customers)
        .values({ tenantId, id: customerId, name: `C ${customerId}`, concurrencyStamp: uuidv7() });
      const projectId = uuidv7();
      await tx
        .insert(projects)
        .values({ tenantId, id: projectId, customerId, name: `P ${projectId}`, concurrencyStamp: uuidv7() });
      const range = { from: new Date(from), to: new Date(to) };
      await tx.insert(timeEntries).values({
        tenantId,
        id: uuidv7(),
        memberId: id(email),
        projectId,
        startedAt: range.from,
        endedAt: range.to,
        source: 'desktop',
        isOffline: false,
      });
      await recomputeMemberDays({ tx, tenantId, memberId: id(email), ranges: [range] });
    });

  /** The local days an Acme member's rollups hold, with worked seconds. */
  const days = async (email: string) => {
    const result = await inTenant({ db: w.t.db, tenantId: w.acme.tenantId }, (tx) =>
      tx.execute(sql`
        SELECT day::text AS day, worked_seconds AS worked FROM member_day
         WHERE tenant_id = ${w.acme.tenantId} AND member_id = ${id(email)} ORDER BY day`),
    );
    return (result as unknown as { rows: Array<{ day: string; worked: number }> }).rows;
  };

  return { ...w, id, get, put, addTeam, track, days };
}

export type SettingsWorld = Awaited<ReturnType<typeof startSettingsWorld>>;
