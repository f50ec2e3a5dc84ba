import type { ProjectTask } from '@worktrail/contract';
import { sql } from 'drizzle-orm';
import { inTenant } from '../../db/transactions.ts';
import type { AuthContext } from '../../http/access.ts';
import { scopeCondition } from '../access/data-scope.ts';
import { listProjectTaskRows } from '../time/task-time.repository.ts';
import { projectNotFound } from './projects.errors.ts';
import { presentProjectTask } from './projects.presenter.ts';
import { findProjectRow } from './projects.repository.ts';
import type { ProjectsDeps } from './projects.service.ts';

/**
 * `GetProjectTask`: the tasks of a project of the organisation in workspaces the caller can see (the shared rule,
 * without "manage all"), with status, assignee and the worked time of the members in the caller's data scope.
 */
export function listProjectTasks({
  deps: { db },
  auth,
  projectId,
}: {
  deps: Pick<ProjectsDeps, 'db'>;
  auth: AuthContext;
  projectId: string;
}): Promise<ProjectTask[]> {
  const { tenantId } = auth;
  return inTenant({ db, tenantId }, async (tx) => {
    if (!(await findProjectRow({ tx, tenantId, projectId }))) throw projectNotFound();
    const caller = { tenantId, memberId: auth.memberId, permissions: auth.permissions };
    const inScope = scopeCondition({ auth, memberColumn: sql`r.member_id` });
    return (await listProjectTaskRows({ tx, caller, projectId, inScope })).map(presentProjectTask);
  });
}
