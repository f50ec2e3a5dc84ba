import type {
  ProjectListItem,
  ProjectOption,
  ProjectPagedList,
  ProjectStatus,
  ProjectStatusCounts,
} from '@worktrail/contract';
import type { ProjectMemberRow, ProjectOptionRow, ProjectRow } from './projects.repository.ts';

type TeamRow = { projectId: string; teamId: string; teamName: string };
type TimeRow = { projectId: string; seconds: string; lastActivityAt: Date | string | null };

/** What to call a member on a project: the organisation's record of their name, else their account's. */
function memberName(row: ProjectMemberRow): string {
  const own = `${row.memberName ?? ''} ${row.memberSurname ?? ''}`.trim();
  if (own) return own;
  return `${row.givenName} ${row.familyName}`.trim() || row.username || '';
}

const isoOf = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

/** Projects of the list with their members (already confined to the caller's scope), teams and tracked time. */
export function presentProjects({
  rows,
  memberRows,
  teamRows,
  timeRows,
}: {
  rows: ProjectRow[];
  memberRows: ProjectMemberRow[];
  teamRows: TeamRow[];
  timeRows: TimeRow[];
}): ProjectListItem[] {
  return rows.map((row) => {
    const time = timeRows.find((entry) => entry.projectId === row.id);
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
      members: memberRows
        .filter((member) => member.projectId === row.id)
        .map((member) => ({ id: member.memberId, name: memberName(member) })),
      teams: teamRows
        .filter((team) => team.projectId === row.id)
        .map((team) => ({ id: team.teamId, name: team.teamName })),
      // Tasks arrive with their own issue; until then no project has any.
      taskCount: 0,
      timeConsumedSeconds: Number(time?.seconds ?? 0),
      lastActivityAt: isoOf(time?.lastActivityAt ?? null),
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

/** A project for pickers. */
export const presentProjectOption = (row: ProjectOptionRow): ProjectOption => ({
  id: row.id,
  name: row.name,
  colorCode: row.colorCode,
  status: row.status,
  customerId: row.customerId,
  customerName: row.customerName,
});
