import type { Department, DepartmentList } from '@worktrail/contract';
import type { Db } from '../../db/client.ts';
import { inTenant } from '../../db/transactions.ts';
import { violatedUniqueConstraint } from '../../db/unique-violation.ts';
import type { AuthContext } from '../../http/access.ts';
import { departmentExists, departmentInUse, departmentNotFound } from './departments.errors.ts';
import { presentDepartment } from './departments.presenter.ts';
import {
  countDepartmentMembers,
  deleteDepartmentRow,
  findDepartment,
  findDepartmentByName,
  insertDepartment,
  listDepartmentRows,
} from './departments.repository.ts';

type Call = { db: Db; auth: AuthContext };

/** Every department of the organisation by name, with its member count. */
export function listDepartments({ db, auth: { tenantId } }: Call): Promise<DepartmentList> {
  return inTenant({ db, tenantId }, async (tx) => (await listDepartmentRows({ tx, tenantId })).map(presentDepartment));
}

/** Creates a department; its (trimmed) name must be new to the organisation, ignoring case. */
export async function createDepartment({ db, auth: { tenantId }, name }: Call & { name: string }): Promise<Department> {
  try {
    return await inTenant({ db, tenantId }, async (tx) => {
      if (await findDepartmentByName({ tx, tenantId, name })) throw departmentExists();
      const id = await insertDepartment({ tx, tenantId, name });
      return presentDepartment({ id, name, memberCount: 0 });
    });
  } catch (error) {
    // Two people creating the same name at once: the unique index decides.
    if (violatedUniqueConstraint(error) === 'departments_name_unique') throw departmentExists();
    throw error;
  }
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
