import type { Department, DepartmentList } from '@worktrail/contract';
import type { Db } from '../../db/client.ts';
import { inTenant } from '../../db/transactions.ts';
import { withUniqueName } from '../../db/unique-name.ts';
import type { AuthContext } from '../../http/access.ts';
import { departmentExists, departmentInUse, departmentNotFound } from './departments.errors.ts';
import { presentDepartment } from './departments.presenter.ts';
import {
  countDepartmentMembers,
  deleteDepartmentRow,
  departmentNames,
  findDepartment,
  insertDepartment,
  listDepartmentRows,
} from './departments.repository.ts';

type Call = { db: Db; auth: AuthContext };

/** Every department of the organisation by name, with its member count. */
export function listDepartments({ db, auth: { tenantId } }: Call): Promise<DepartmentList> {
  return inTenant({ db, tenantId, plans: 'generic' }, async (tx) =>
    (await listDepartmentRows({ tx, tenantId })).map(presentDepartment),
  );
}

/** Creates a department; its (trimmed) name must be new to the organisation, ignoring case. */
export function createDepartment({ db, auth: { tenantId }, name }: Call & { name: string }): Promise<Department> {
  return withUniqueName({
    names: departmentNames,
    taken: departmentExists,
    work: (requireFreeName) =>
      inTenant({ db, tenantId }, async (tx) => {
        await requireFreeName({ tx, tenantId, name });
        const id = await insertDepartment({ tx, tenantId, name });
        return presentDepartment({ id, name, memberCount: 0 });
      }),
  });
}

/** Deletes a department nobody belongs to; one still in use is refused with how many members use it. */
export function deleteDepartment({ db, auth: { tenantId }, id }: Call & { id: string }) {
  return inTenant({ db, tenantId }, async (tx) => {
    if (!(await findDepartment({ tx, tenantId, id, lock: true }))) throw departmentNotFound();
    const used = await countDepartmentMembers({ tx, tenantId, id });
    if (used > 0) throw departmentInUse(used);
    await deleteDepartmentRow({ tx, tenantId, id });
    return { id };
  });
}
