import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { projects } from '../projects/projects.table.ts';
import { tasks } from '../tasks/tasks.table.ts';
import { timeEntries } from '../time/time-entries.table.ts';

type Member = { tx: Tx; tenantId: string; memberId: string };

/** Serialises the timer calls of one member (two tabs pressing Start at once), to the end of the transaction. */
export async function lockMemberTimer({ tx, memberId }: Member) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${memberId}::text, 11))`);
}

const entryColumns = {
  id: timeEntries.id,
  memberId: timeEntries.memberId,
  projectId: timeEntries.projectId,
  projectName: projects.name,
  colorCode: projects.colorCode,
  taskId: timeEntries.taskId,
  taskName: tasks.name,
  note: timeEntries.note,
  startedAt: timeEntries.startedAt,
  endedAt: timeEntries.endedAt,
  source: timeEntries.source,
};

export type TimerEntryRow = {
  id: string;
  memberId: string;
  projectId: string;
  projectName: string;
  colorCode: string;
  taskId: string | null;
  taskName: string | null;
  note: string;
  startedAt: Date;
  endedAt: Date | null;
  source: (typeof timeEntries.source.enumValues)[number];
};

const withProject = and(eq(projects.tenantId, timeEntries.tenantId), eq(projects.id, timeEntries.projectId));
const withTask = and(eq(tasks.tenantId, timeEntries.tenantId), eq(tasks.id, timeEntries.taskId));

/** The member's running entry (at most one; any source), with its project's name and colour. */
export async function findRunningEntry({ tx, tenantId, memberId }: Member): Promise<TimerEntryRow | undefined> {
  const [row] = await tx
    .select(entryColumns)
    .from(timeEntries)
    .innerJoin(projects, withProject)
    .leftJoin(tasks, withTask)
    .where(and(eq(timeEntries.tenantId, tenantId), eq(timeEntries.memberId, memberId), isNull(timeEntries.endedAt)));
  return row;
}

/** One entry of the member, with its project. */
export async function findEntry({ tx, tenantId, memberId, id }: Member & { id: string }) {
  const [row] = await tx
    .select(entryColumns)
    .from(timeEntries)
    .innerJoin(projects, withProject)
    .leftJoin(tasks, withTask)
    .where(and(eq(timeEntries.tenantId, tenantId), eq(timeEntries.memberId, memberId), eq(timeEntries.id, id)));
  return row;
}
