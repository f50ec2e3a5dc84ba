import type { TaskCard } from '@worktrail/contract';
import { callerToday, type TaskCall } from './task-access.ts';
import { findPeople } from './task-people.repository.ts';
import { presentCard } from './tasks.presenter.ts';
import type { CardRow } from './tasks.repository.ts';

/** Cards for these rows: their assignees in one query, overdue against the caller's today. */
export async function presentCards(call: TaskCall, rows: CardRow[]): Promise<TaskCard[]> {
  if (rows.length === 0) return [];
  const people = await findPeople({ tx: call.tx, auth: call.auth, memberIds: rows.map((row) => row.assigneeId) });
  const today = await callerToday(call);
  return rows.map((row) => presentCard({ row, people, today }));
}
