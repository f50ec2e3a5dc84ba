import type { Department } from '@worktrail/contract';
import type { DepartmentRow } from './departments.repository.ts';

export function presentDepartment(row: DepartmentRow): Department {
  return { id: row.id, name: row.name, memberCount: row.memberCount };
}
