import type { ProjectSorting, ProjectStatus } from '@worktrail/contract';
import { and, asc, desc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import { inBatches } from '../../db/batches.ts';
import type { Tx } from '../../db/client.ts';
import { uuidv7 } from '../../db/ids.ts';
import { selectOnce } from '../../db/select-once.ts';
import type { UniqueNames } from '../../db/unique-name.ts';
import { customers } from '../customers/customers.table.ts';
import { timeEntries } from '../time/time-entries.table.ts';
import { projectStatusCounts } from './project-status-counts.table.ts';
import { projectMembers, projects } from './projects.table.ts';

type Scope = { tx: Tx; tenantId: string };

/** A new project as stored; what is left out takes the column default (§9: active, #98A2B3, 0 hours). */
export type NewProject = {
  id?: string;
  customerId: string;
  name: string;
  description?: string;
  note?: string;
  status?: ProjectStatus;
  colorCode?: string;
  /** Hours as a decimal string or number, at most two decimals. */
  maxWorkingHours?: number | string;
  startDate?: string | null;
  endDate?: string | null;
  createdAt?: Date;
};

/**
 * Inserts projects in one statement and returns their ids and names in input order. A taken name (case
 * ignored) fails the whole statement with the `projects_name_unique` violation: check with
 * `findProjectsByNames` (or `withUniqueName`) first. Customers must belong to the tenant (the foreign key holds it).
 */
export async function insertProjects({
  tx,
  tenantId,
  projects: rows,
}: Scope & { projects: NewProject[] }): Promise<Array<{ id: string; name: string }>> {
  if (rows.length === 0) return [];
  const values = rows.map((row) => ({
    tenantId,
    id: row.id ?? uuidv7(),
    customerId: row.customerId,
    name: row.name,
    description: row.description ?? '',
    note: row.note ?? '',
    status: row.status ?? 'active',
    colorCode: row.colorCode ?? '#98A2B3',
    maxWorkingHours: String(row.maxWorkingHours ?? 0),
    startDate: row.startDate ?? null,
    endDate: row.endDate ?? null,
    concurrencyStamp: uuidv7(),
    ...(row.createdAt ? { createdAt: row.createdAt, updatedAt: row.createdAt } : {}),
  }));
  for (const batch of inBatches(values)) await tx.insert(projects).values(batch);
  return values.map(({ id, name }) => ({ id, name }));
}

/** Project names are unique in the organisation, case ignored. */
export const projectNames: UniqueNames = { table: projects, index: 'projects_name_unique' };

/** The organisation's projects whose names match any of `names`, case ignored (for imports). */
export async function findProjectsByNames({ tx, tenantId, names }: Scope & { names: readonly string[] }) {
  const lowered = [...new Set(names.map((name) => name.trim().toLowerCase()))];
  if (lowered.length === 0) return [];
  return tx
    .select({ id: projects.id, name: projects.name, customerId: projects.customerId, status: projects.status })
    .from(projects)
    .where(and(eq(projects.tenantId, tenantId), inArray(sql`lower(${projects.name})`, lowered)));
}

/** Whether a customer of the organisation exists. */
export async function customerExists({ tx, tenantId, customerId }: Scope & { customerId: string }) {
  const [row] = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.tenantId, tenantId), eq(customers.id, customerId)));
  return row !== undefined;
}

const projectColumns = {
  id: projects.id,
  name: projects.name,
  customerId: projects.customerId,
  customerName: customers.name,
  description: projects.description,
  note: projects.note,
  maxWorkingHours: projects.maxWorkingHours,
  status: projects.status,
  colorCode: projects.colorCode,
  startDate: projects.startDate,
  endDate: projects.endDate,
  concurrencyStamp: projects.concurrencyStamp,
  createdAt: projects.createdAt,
};
/** Projects with their customer's name; each call adds its filter and order (select-once.ts: issue 19). */
const selectProjects = selectOnce(
  projectColumns,
  sql`FROM ${projects}
      JOIN ${customers} ON ${and(eq(customers.tenantId, projects.tenantId), eq(customers.id, projects.customerId))}`,
);

export type ProjectFilter = { search?: string; customerId?: string; status?: ProjectStatus };

function projectWhere({ tenantId, search, customerId, status }: ProjectFilter & { tenantId: string }) {
  const pattern = search ? `%${search.replace(/[\\%_]/g, '\\$&')}%` : undefined;
  return and(
    eq(projects.tenantId, tenantId),
    customerId ? eq(projects.customerId, customerId) : undefined,
    status ? eq(projects.status, status) : undefined,
    pattern ? ilike(projects.name, pattern) : undefined,
  );
}

const orderBy: Record<ProjectSorting, SQL[]> = {
  'createdAt desc': [desc(projects.createdAt), desc(projects.id)],
  'createdAt asc': [asc(projects.createdAt), asc(projects.id)],
  'name asc': [asc(sql`lower(${projects.name})`), asc(projects.id)],
  'name desc': [desc(sql`lower(${projects.name})`), desc(projects.id)],
};

/** One page of the organisation's projects matching the filter. */
export function listProjectRows({
  tx,
  tenantId,
  limit,
  offset,
  sorting,
  ...filter
}: Scope & ProjectFilter & { limit: number; offset: number; sorting: ProjectSorting }) {
  return selectProjects(
    tx,
    sql`WHERE ${projectWhere({ tenantId, ...filter })}
        ORDER BY ${sql.join(orderBy[sorting], sql`, `)} LIMIT ${limit} OFFSET ${offset}`,
  );
}

const selectCountedProjects = selectOnce(
  { status: projects.status, value: sql<number>`count(*)::int` },
  sql`FROM ${projects}`,
);
const selectStatusCounts = selectOnce(
  { status: projectStatusCounts.status, value: projectStatusCounts.projects },
  sql`FROM ${projectStatusCounts}`,
);

/**
 * How many projects match the filter (status aside), per status: the maintained counts when nothing narrows the list,
 * else the matching projects counted.
 */
export async function countProjectsByStatus({ tx, tenantId, ...filter }: Scope & ProjectFilter) {
  const rows =
    filter.search || filter.customerId
      ? await selectCountedProjects(
          tx,
          sql`WHERE ${projectWhere({ tenantId, ...filter, status: undefined })} GROUP BY ${projects.status}`,
        )
      : await selectStatusCounts(tx, sql`WHERE ${eq(projectStatusCounts.tenantId, tenantId)}`);
  return new Map(rows.map((row) => [row.status, row.value]));
}

/** One project of the organisation with its customer's name, or undefined. */
export async function findProjectRow({ tx, tenantId, projectId }: Scope & { projectId: string }) {
  const [row] = await selectProjects(
    tx,
    sql`WHERE ${and(eq(projects.tenantId, tenantId), eq(projects.id, projectId))}`,
  );
  return row;
}
export type ProjectRow = NonNullable<Awaited<ReturnType<typeof findProjectRow>>>;

/** Locks one project until the transaction ends and returns its stamp, or undefined if there is none. */
export async function lockProject({ tx, tenantId, projectId }: Scope & { projectId: string }) {
  const [row] = await tx
    .select({ id: projects.id, concurrencyStamp: projects.concurrencyStamp, status: projects.status })
    .from(projects)
    .where(and(eq(projects.tenantId, tenantId), eq(projects.id, projectId)))
    .for('update');
  return row;
}

export type ProjectChanges = Partial<
  Pick<
    typeof projects.$inferInsert,
    | 'name'
    | 'customerId'
    | 'description'
    | 'note'
    | 'status'
    | 'colorCode'
    | 'maxWorkingHours'
    | 'startDate'
    | 'endDate'
  >
>;

/** Changes a project and gives it a new concurrency stamp. */
export async function updateProject({
  tx,
  tenantId,
  projectId,
  changes,
  now,
}: Scope & { projectId: string; changes: ProjectChanges; now: Date }) {
  await tx
    .update(projects)
    .set({ ...changes, concurrencyStamp: uuidv7(), updatedAt: now })
    .where(and(eq(projects.tenantId, tenantId), eq(projects.id, projectId)));
}

/** Deletes a project; its member and team links go with it. */
export async function deleteProject({ tx, tenantId, projectId }: Scope & { projectId: string }) {
  await tx.delete(projects).where(and(eq(projects.tenantId, tenantId), eq(projects.id, projectId)));
}

/** Whether any time was ever tracked on the project (running timers included). */
export async function projectHasTimeEntries({ tx, tenantId, projectId }: Scope & { projectId: string }) {
  const [row] = await tx
    .select({ id: timeEntries.id })
    .from(timeEntries)
    .where(and(eq(timeEntries.tenantId, tenantId), eq(timeEntries.projectId, projectId)))
    .limit(1);
  return row !== undefined;
}

/** The member ids already on a project. */
export async function listProjectMemberIds({ tx, tenantId, projectId }: Scope & { projectId: string }) {
  const rows = await tx
    .select({ memberId: projectMembers.memberId })
    .from(projectMembers)
    .where(and(eq(projectMembers.tenantId, tenantId), eq(projectMembers.projectId, projectId)));
  return rows.map((row) => row.memberId);
}

/** Puts members on a project; those already on it stay as they are. */
export async function addProjectMembers({
  tx,
  tenantId,
  projectId,
  memberIds,
}: Scope & { projectId: string; memberIds: readonly string[] }) {
  if (memberIds.length === 0) return;
  await tx
    .insert(projectMembers)
    .values(memberIds.map((memberId) => ({ tenantId, projectId, memberId })))
    .onConflictDoNothing();
}

/** Takes members off a project. */
export async function removeProjectMembers({
  tx,
  tenantId,
  projectId,
  memberIds,
}: Scope & { projectId: string; memberIds: readonly string[] }) {
  if (memberIds.length === 0) return;
  await tx
    .delete(projectMembers)
    .where(
      and(
        eq(projectMembers.tenantId, tenantId),
        eq(projectMembers.projectId, projectId),
        inArray(projectMembers.memberId, [...memberIds]),
      ),
    );
}
