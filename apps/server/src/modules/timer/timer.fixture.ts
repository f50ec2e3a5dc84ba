import { and, eq } from 'drizzle-orm';
import { inTenant } from '../../db/transactions.ts';
import { startProjectsWorld } from '../projects/projects.fixture.ts';
import { addProjectMembers } from '../projects/projects.repository.ts';
import { memberSettings } from '../settings/settings.table.ts';
import { memberDay } from '../time/rollups.table.ts';
import { timeEntries } from '../time/time-entries.table.ts';

/**
 * The projects world (Acme: owner, manager Mona, employees Eli and Emma; Globex: owner) with timer helpers:
 * a project with members, a member's weekly limit, their stored entries and day totals.
 */
export async function startTimerWorld() {
  const w = await startProjectsWorld();
  const acmeTenant = w.acme.tenantId;
  const id = (email: string) => w.memberIds[email] ?? '';

  /** An active Acme project with these members. */
  const project = async (name: string, emails: string[]) => {
    const created = await w.create({ ProjectName: `${name} ${Math.random().toString(36).slice(2, 8)}` });
    await inTenant({ db: w.t.db, tenantId: acmeTenant }, (tx) =>
      addProjectMembers({ tx, tenantId: acmeTenant, projectId: created.id, memberIds: emails.map(id) }),
    );
    return created;
  };

  /** Sets (or, with null, removes) a member's own Maximum_Hours_Per_Week. */
  const weeklyLimit = (email: string, hours: number | null) =>
    inTenant({ db: w.t.db, tenantId: acmeTenant }, async (tx) => {
      const where = and(
        eq(memberSettings.tenantId, acmeTenant),
        eq(memberSettings.memberId, id(email)),
        eq(memberSettings.key, 'Maximum_Hours_Per_Week'),
      );
      await tx.delete(memberSettings).where(where);
      if (hours !== null)
        await tx
          .insert(memberSettings)
          .values({ tenantId: acmeTenant, memberId: id(email), key: 'Maximum_Hours_Per_Week', value: hours });
    });

  /** The member's stored entries, oldest first. */
  const entries = (email: string, tenantId = acmeTenant) =>
    inTenant({ db: w.t.db, tenantId }, (tx) =>
      tx
        .select()
        .from(timeEntries)
        .where(and(eq(timeEntries.tenantId, tenantId), eq(timeEntries.memberId, id(email))))
        .orderBy(timeEntries.startedAt),
    );

  /** Worked seconds of one member-day, from the rollups. */
  const workedOn = (email: string, day: string) =>
    inTenant({ db: w.t.db, tenantId: acmeTenant }, async (tx) => {
      const [row] = await tx
        .select({ worked: memberDay.workedSeconds })
        .from(memberDay)
        .where(and(eq(memberDay.tenantId, acmeTenant), eq(memberDay.memberId, id(email)), eq(memberDay.day, day)));
      return row?.worked ?? 0;
    });

  const timer = {
    current: (as: string) => w.call({ method: 'GET', url: '/api/v1/Timer/Current', as }),
    start: (as: string, payload: Record<string, unknown>) =>
      w.call({ method: 'POST', url: '/api/v1/Timer/Start', as, payload }),
    stop: (as: string) => w.call({ method: 'POST', url: '/api/v1/Timer/Stop', as }),
  };

  return { ...w, id, project, weeklyLimit, entries, workedOn, timer };
}

export type TimerWorld = Awaited<ReturnType<typeof startTimerWorld>>;
