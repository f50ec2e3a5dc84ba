import type { ImportKind } from '@worktrail/contract';
import type { Tx } from '../../db/client.ts';
import { findCustomersByNames } from '../customers/customers.repository.ts';
import { findProjectsByNames } from '../projects/projects.repository.ts';
import type { ParsedRow } from './import-rows.ts';
import {
  type CheckedRow,
  type CustomerDraft,
  checkCustomerRow,
  checkProjectRow,
  customerNotFoundReason,
  duplicateReason,
  noReason,
  type ProjectDraft,
  type RowReason,
} from './import-rules.ts';

/** A project ready to insert: its customer resolved to an id. */
export type ProjectInsert = Omit<ProjectDraft, 'customerName'> & { customerId: string };

/** Every row with its status and reason, and the records the valid rows would create. */
export type Classified =
  | { kind: 'customers'; rows: CheckedRow[]; records: CustomerDraft[] }
  | { kind: 'projects'; rows: CheckedRow[]; records: ProjectInsert[] };

/**
 * Applies the row rules, then the organisation's data: names already taken (or taken by an earlier row of
 * the file) make a row a duplicate, and a project's customer must exist (by name, ignoring case).
 */
export async function classifyRows({
  tx,
  tenantId,
  kind,
  rows,
}: {
  tx: Tx;
  tenantId: string;
  kind: ImportKind;
  rows: readonly ParsedRow[];
}): Promise<Classified> {
  const checked = rows.map((row) => ({
    row,
    result: kind === 'customers' ? checkCustomerRow(row.values) : checkProjectRow(row.values),
  }));
  const names = checked.flatMap(({ result }) => (result.draft ? [result.draft.name] : []));
  const findTaken = kind === 'customers' ? findCustomersByNames : findProjectsByNames;
  const taken = new Set((await findTaken({ tx, tenantId, names })).map((found) => found.name.toLowerCase()));
  const customerNames = checked.flatMap(({ result }) =>
    result.draft && 'customerName' in result.draft ? [result.draft.customerName] : [],
  );
  const customerIds = new Map(
    kind === 'projects'
      ? (await findCustomersByNames({ tx, tenantId, names: customerNames })).map((found) => [
          found.name.toLowerCase(),
          found.id,
        ])
      : [],
  );

  const firstRowOfName = new Map<string, number>();
  const outRows: CheckedRow[] = [];
  const customers: CustomerDraft[] = [];
  const projects: ProjectInsert[] = [];
  for (const { row, result } of checked) {
    const refuse = (status: 'failed' | 'duplicate', reason: RowReason) => outRows.push({ ...row, status, ...reason });
    if (!result.draft) {
      refuse('failed', result.reason);
      continue;
    }
    const draft = result.draft;
    const key = draft.name.toLowerCase();
    const earlierRow = firstRowOfName.get(key);
    if (earlierRow !== undefined) {
      refuse('duplicate', duplicateReason({ name: draft.name, earlierRow }));
      continue;
    }
    if (taken.has(key)) {
      refuse('duplicate', duplicateReason({ name: draft.name }));
      continue;
    }
    if ('customerName' in draft) {
      const customerId = customerIds.get(draft.customerName.toLowerCase());
      if (!customerId) {
        refuse('failed', customerNotFoundReason(draft.customerName));
        continue;
      }
      const { customerName: _named, ...project } = draft;
      projects.push({ ...project, customerId });
    } else customers.push(draft);
    firstRowOfName.set(key, row.rowNumber);
    outRows.push({ ...row, status: 'valid', ...noReason });
  }
  return kind === 'customers'
    ? { kind, rows: outRows, records: customers }
    : { kind, rows: outRows, records: projects };
}
