import type {
  ProjectListItem,
  ProjectOption,
  ProjectPagedList,
  ProjectStatus,
  ProjectStatusCounts,
  ProjectTask,
} from '@worktrail/contract';
import { displayName } from '../members/members.presenter.ts';
import type { ProjectTaskRow } from '../time/task-time.repository.ts';
import type { ProjectOptionRow } from './project-options.repository.ts';
import type { ProjectMember, ProjectRelations } from './project-relations.repository.ts';
import type { ProjectRow } from './projects.repository.ts';

/** What to call a member on a project: the organisation's record of their name, else their account's. */
function memberName(row: ProjectMember): string {
  const own = `${row.memberName ?? ''} ${row.memberSurname ?? ''}`.trim();
  if (own) return own;
  return `${row.givenName} ${row.familyName}`.trim() || row.username || '';
}

const isoOf = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

/**
 * Projects of the list with their members (already confined to the caller's scope), teams, open tasks and tracked
 * time (per project id; absent: none).
 */
export function presentProjects({
  rows,
  relations,
}: {
  rows: ProjectRow[];
  relations: ProjectRelations[];
}): ProjectListItem[] {
  const relationsOf = new Map(relations.map((entry) => [entry.projectId, entry]));
  return rows.map((row) => {
    const related = relationsOf.get(row.id);
    return {
      id: row.id,
      name: row.name,
      customerId: row.customerId,
      customerName: row.customerName,
      description: row.description,
      note: row.note,
      maxWorkingHours: Number(row.maxWorkingHours),
      status: row.status,
      colorCode: row.colorCode,
      startDate: row.startDate,
      endDate: row.endDate,
      members: (related?.members ?? []).map((member) => ({ id: member.memberId, name: memberName(member) })),
      teams: (related?.teams ?? []).map((team) => ({ id: team.teamId, name: team.teamName })),
      taskCount: related?.openTasks ?? 0,
      timeConsumedSeconds: Number(related?.seconds ?? 0),
      lastActivityAt: isoOf(related?.lastActivityAt ?? null),
      concurrencyStamp: row.concurrencyStamp,
      createdAt: row.createdAt.toISOString(),
    };
  });
}

/** The count of every status tab, zero where no project has that status. */
export function presentStatusCounts(counts: ReadonlyMap<ProjectStatus, number>): ProjectStatusCounts {
  const of = (status: ProjectStatus) => counts.get(status) ?? 0;
  const all = [...counts.values()].reduce((sum, value) => sum + value, 0);
  return {
    active: of('active'),
    archived: of('archived'),
    canceled: of('canceled'),
    pending: of('pending'),
    opened: of('opened'),
    done: of('done'),
    all,
  };
}

/** The list of §3 with its §7 counter names beside the count of every tab. */
export function presentPagedList({
  items,
  statusCounts,
  totalCount,
}: {
  items: ProjectListItem[];
  statusCounts: ProjectStatusCounts;
  totalCount: number;
}): ProjectPagedList {
  return {
    items,
    totalCount,
    activeCount: statusCounts.active,
    pendingCount: statusCounts.pending,
    archiveCount: statusCounts.archived,
    statusCounts,
  };
}

/** A task of a project with its status, assignee (by name only) and the caller's scope's worked time on it. */
export const presentProjectTask = (row: ProjectTaskRow): ProjectTask => ({
  id: row.id,
  name: row.name,
  status: row.status,
  isDone: row.isDone,
  assignee: {
    id: row.assigneeId,
    name: displayName(
      {
        givenName: row.assigneeGivenName,
        familyName: row.assigneeFamilyName,
        username: row.assigneeUsername,
        email: row.assigneeEmail,
      },
      { showEmail: false },
    ),
  },
  dueDate: row.dueDate,
  priority: row.priority,
  trackedSeconds: row.trackedSeconds,
});

/** A project for pickers. */
export const presentProjectOption = (row: ProjectOptionRow): ProjectOption => ({
  id: row.id,
  name: row.name,
  colorCode: row.colorCode,
  status: row.status,
  customerId: row.customerId,
  customerName: row.customerName,
});
