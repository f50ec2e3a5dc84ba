import type { ProjectStatus } from '@worktrail/contract';
import { and, asc, eq, ilike, inArray, notInArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { projectMembers, projects } from '../projects/projects.table.ts';

type Scope = { tx: Tx; tenantId: string };

/** Projects a member can still be added to: those not archived, cancelled or done. */
export const openProjectStatuses: readonly ProjectStatus[] = ['active', 'pending', 'opened'];

/** Which of a picker's projects to list: those whose name holds `search`, one page of them or all. */
export type ProjectOptionsFilter = {
  search?: string | undefined;
  page?: { limit: number; offset: number } | undefined;
};

/**
 * The organisation's projects in one of these states by name (then id, so pages never overlap), for the pickers
 * that add projects (the member editor's, the team dialogs'): those whose name holds `search` (ignoring case, its
 * `%`, `_` and `\` taken literally), one page or all.
 */
export function findProjectOptions({
  tx,
  tenantId,
  statuses,
  search,
  page,
}: Scope & ProjectOptionsFilter & { statuses: readonly ProjectStatus[] }) {
  const query = tx
    .select({ id: projects.id, name: projects.name })
    .from(projects)
    .where(
      and(
        eq(projects.tenantId, tenantId),
        inArray(projects.status, [...statuses]),
        search ? ilike(projects.name, `%${search.replace(/[\\%_]/g, '\\$&')}%`) : undefined,
      ),
    )
    .orderBy(asc(sql`lower(${projects.name})`), asc(projects.id));
  return page ? query.limit(page.limit).offset(page.offset) : query;
}

/** How many of these project ids are projects of the organisation. */
export async function countExistingProjects({ tx, tenantId, projectIds }: Scope & { projectIds: string[] }) {
  if (projectIds.length === 0) return 0;
  const rows = await tx
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.tenantId, tenantId), inArray(projects.id, projectIds)));
  return rows.length;
}

/** Makes the member belong to exactly these projects. */
export async function setProjectsOf({
  tx,
  tenantId,
  memberId,
  projectIds,
}: Scope & { memberId: string; projectIds: string[] }) {
  await tx
    .delete(projectMembers)
    .where(
      and(
        eq(projectMembers.tenantId, tenantId),
        eq(projectMembers.memberId, memberId),
        projectIds.length > 0 ? notInArray(projectMembers.projectId, projectIds) : undefined,
      ),
    );
  if (projectIds.length === 0) return;
  await tx
    .insert(projectMembers)
    .values(projectIds.map((projectId) => ({ tenantId, projectId, memberId })))
    .onConflictDoNothing();
}
