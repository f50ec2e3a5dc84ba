import { type dataExportFiles, featureSettingKeys } from '@worktrail/contract';
import type { Db } from '../../db/client.ts';
import { inTenant } from '../../db/transactions.ts';
import { organisationTimeZone } from '../effective-settings/effective-settings.ts';
import { defuseFormula } from '../exports/csv-writer.ts';
import { displayName } from '../members/members.presenter.ts';
import { presentOrganisation, validStored } from '../settings/settings.presenter.ts';
import { listOrganisationRows } from '../settings/settings.repository.ts';
import {
  type PageQuery,
  pageCustomers,
  pageMembers,
  pageProjects,
  pageTeams,
  pageTimeEntries,
} from './organisation-data.repository.ts';

type Cell = string | number | boolean | Date | null;
type Source = { db: Db; tenantId: string };

/** One CSV file of the export: its header and its rows, read a batch at a time so no file is held whole. */
export type DataExportFile = {
  name: (typeof dataExportFiles)[number];
  header: string[];
  batches: (source: Source) => AsyncIterable<Cell[][]>;
};

/** Rows read per transaction. */
export const dataExportBatchRows = 1000;

/**
 * The rows of one table, page after page by id (keyset pagination: each page costs the same however deep), each
 * page in its own short transaction so a large organisation never holds one open for the whole export.
 */
async function* keysetPages<Row extends { id: string }>(
  { db, tenantId }: Source,
  read: (query: PageQuery) => Promise<Row[]>,
): AsyncGenerator<Row[]> {
  let afterId: string | undefined;
  for (;;) {
    const rows = await inTenant({ db, tenantId }, (tx) =>
      read({ tx, tenantId, after: afterId, limit: dataExportBatchRows }),
    );
    if (rows.length > 0) yield rows;
    const last = rows[rows.length - 1];
    if (!last || rows.length < dataExportBatchRows) return;
    afterId = last.id;
  }
}

/** Each page of `read` mapped to CSV rows. */
async function* mapped<Row extends { id: string }>(
  source: Source,
  read: (query: PageQuery) => Promise<Row[]>,
  toCells: (row: Row) => Cell[],
): AsyncGenerator<Cell[][]> {
  for await (const rows of keysetPages(source, read)) yield rows.map(toCells);
}

/** A cell as CSV text: instants in UTC ISO 8601, texts that a spreadsheet would run as a formula defused. */
export function cellText(cell: Cell): string {
  if (cell === null) return '';
  if (cell instanceof Date) return cell.toISOString();
  if (typeof cell === 'string') return defuseFormula(cell);
  return String(cell);
}

const nameOf = (person: { givenName: string; familyName: string; username: string | null; email: string }) =>
  displayName(person, { showEmail: false });

const secondsBetween = (start: Date, end: Date | null) =>
  end === null ? null : Math.round((end.getTime() - start.getTime()) / 1000);

/** A setting's value as one cell: text as it is, anything else as JSON. */
const settingText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

async function* membersBatches(source: Source): AsyncGenerator<Cell[][]> {
  // Members without a zone of their own follow the organisation's: the file says which zone applies.
  const zone = await inTenant({ db: source.db, tenantId: source.tenantId }, (tx) =>
    organisationTimeZone({ tx, tenantId: source.tenantId }),
  );
  yield* mapped(source, pageMembers, (m) => [
    nameOf(m),
    m.email,
    m.role,
    m.status,
    m.department,
    m.position,
    m.timeZone ?? zone,
  ]);
}

async function* settingsBatches({ db, tenantId }: Source): AsyncGenerator<Cell[][]> {
  const stored = await inTenant({ db, tenantId }, (tx) => listOrganisationRows({ tx, tenantId }));
  const { values } = presentOrganisation(validStored(stored));
  yield featureSettingKeys.map((key) => [key, settingText(values[key])]);
}

/** The export's files in the contract's order (`dataExportFiles`). */
export const dataExportFileList: DataExportFile[] = [
  {
    name: 'members.csv',
    header: ['Name', 'Email', 'Role', 'Status', 'Department', 'Position', 'Time zone'],
    batches: membersBatches,
  },
  {
    name: 'teams.csv',
    header: ['Team', 'Status', 'Leaders', 'Members'],
    batches: (source) => mapped(source, pageTeams, (t) => [t.name, t.status, t.leaders, t.members]),
  },
  {
    name: 'customers.csv',
    header: ['Customer', 'Status', 'Note', 'Created at (UTC)'],
    batches: (source) => mapped(source, pageCustomers, (c) => [c.name, c.status, c.note, c.createdAt]),
  },
  {
    name: 'projects.csv',
    header: ['Project', 'Customer', 'Status', 'Start date', 'End date', 'Description'],
    batches: (source) =>
      mapped(source, pageProjects, (p) => [p.name, p.customer, p.status, p.startDate, p.endDate, p.description]),
  },
  {
    name: 'time-entries.csv',
    header: [
      'Member',
      'Email',
      'Project',
      'Task',
      'Start (UTC)',
      'End (UTC)',
      'Duration (seconds)',
      'Source',
      'Offline',
      'Note',
    ],
    batches: (source) =>
      mapped(source, pageTimeEntries, (e) => [
        nameOf(e),
        e.email,
        e.project,
        e.task,
        e.startedAt,
        e.endedAt,
        secondsBetween(e.startedAt, e.endedAt),
        e.source,
        e.isOffline,
        e.note,
      ]),
  },
  { name: 'settings.csv', header: ['Key', 'Value'], batches: settingsBatches },
];
