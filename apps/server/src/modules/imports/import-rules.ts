import {
  type ImportMessageKey,
  type ImportRowStatus,
  isYearInRange,
  type MessageKey,
  type MessageParams,
} from '@worktrail/contract';
import { projectStatuses } from '../projects/projects.table.ts';
import type { ParsedRow } from './import-rows.ts';

/** Why a row is not imported: the key of an import text and the values it is filled with. */
export type RowReason = { reasonKey: MessageKey; reasonParams: MessageParams };
/** What a row that is (still) importable has for a reason. */
export const noReason: { reasonKey: null; reasonParams: MessageParams } = { reasonKey: null, reasonParams: {} };

export type CheckedRow = ParsedRow & {
  status: ImportRowStatus;
  reasonKey: MessageKey | null;
  reasonParams: MessageParams;
};

/** The reason of an import text by its name under `imports.messages`. */
const rowReason = (name: ImportMessageKey, reasonParams: MessageParams = {}): RowReason => ({
  reasonKey: `imports.messages.${name}`,
  reasonParams,
});

const maxNameLength = 200;
const maxHours = 99_999_999;
const defaultColor = '#98A2B3';

/** Spreadsheet formula markers (CSV injection): such cells are refused, never evaluated. */
const looksLikeFormula = (value: string) => /^[\t\r]/.test(value) || /^[=+\-@]/.test(value.trim());

const cell = (values: Record<string, string>, column: string) => (values[column] ?? '').trim();

/** Days since 1899-12-30 (Excel's day 0) as an ISO date, for date cells that arrive as serial numbers. */
function excelSerialToIso(serial: number): string {
  return new Date(Date.UTC(1899, 11, 30) + Math.round(serial) * 86_400_000).toISOString().slice(0, 10);
}

/**
 * An ISO date (yyyy-mm-dd, a real day) or an Excel serial date within the accepted years; '' for an empty cell;
 * undefined when invalid.
 */
export function parseImportDate(text: string): string | undefined {
  if (text === '') return '';
  if (/^\d+(\.\d+)?$/.test(text)) {
    const serial = Number(text);
    const iso = serial >= 1 && serial < 2_958_466 ? excelSerialToIso(serial) : undefined;
    return iso && isYearInRange(iso) ? iso : undefined;
  }
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/.exec(text);
  if (!match) return undefined;
  const iso = `${match[1]}-${match[2]}-${match[3]}`;
  const date = new Date(`${iso}T00:00:00Z`);
  const real = !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso;
  return real && isYearInRange(iso) ? iso : undefined;
}

/** A customer as a file row describes it, once its row passed the checks. */
export type CustomerDraft = { name: string; note: string; status: 'active' | 'inactive' };
/** A project as a file row describes it; the customer is still a name. */
export type ProjectDraft = {
  name: string;
  customerName: string;
  description: string;
  startDate: string | null;
  endDate: string | null;
  maxWorkingHours: string;
  status: (typeof projectStatuses)[number];
  colorCode: string;
};

type Checked<T> = { draft: T; reason?: undefined } | { draft?: undefined; reason: RowReason };

function checkCommon(values: Record<string, string>): RowReason | undefined {
  if (Object.values(values).some(looksLikeFormula)) return rowReason('formula');
  const name = cell(values, 'Name');
  if (name === '') return rowReason('nameRequired');
  if (name.length > maxNameLength) return rowReason('nameTooLong');
  return undefined;
}

/** The row-by-row rules of a customers file (§5), without the database. */
export function checkCustomerRow(values: Record<string, string>): Checked<CustomerDraft> {
  const common = checkCommon(values);
  if (common) return { reason: common };
  const status = cell(values, 'Status').toLowerCase() || 'active';
  if (status !== 'active' && status !== 'inactive') return { reason: rowReason('customerStatusInvalid') };
  return { draft: { name: cell(values, 'Name'), note: cell(values, 'Note'), status } };
}

/** The row-by-row rules of a projects file (§5: name and customer required, end after start), without the database. */
export function checkProjectRow(values: Record<string, string>): Checked<ProjectDraft> {
  const common = checkCommon(values);
  if (common) return { reason: common };
  const customerName = cell(values, 'Customer');
  if (customerName === '') return { reason: rowReason('customerRequired') };
  const startDate = parseImportDate(cell(values, 'StartDate'));
  if (startDate === undefined) return { reason: rowReason('startDateInvalid') };
  const endDate = parseImportDate(cell(values, 'EndDate'));
  if (endDate === undefined) return { reason: rowReason('endDateInvalid') };
  if (startDate && endDate && endDate < startDate) return { reason: rowReason('endBeforeStart') };
  const hoursText = cell(values, 'MaxWorkingHours') || '0';
  const hours = Number(hoursText);
  if (!/^\d+(\.\d+)?$/.test(hoursText) || !(hours >= 0 && hours <= maxHours))
    return { reason: rowReason('maxHoursInvalid') };
  const status = cell(values, 'Status').toLowerCase() || 'active';
  const knownStatus = projectStatuses.find((known) => known === status);
  if (!knownStatus) return { reason: rowReason('projectStatusInvalid') };
  const colorCode = cell(values, 'ColorCode') || defaultColor;
  if (!/^#[0-9A-Fa-f]{6}$/.test(colorCode)) return { reason: rowReason('colorInvalid') };
  return {
    draft: {
      name: cell(values, 'Name'),
      customerName,
      description: cell(values, 'Description'),
      startDate: startDate || null,
      endDate: endDate || null,
      maxWorkingHours: String(Math.round(hours * 100) / 100),
      status: knownStatus,
      colorCode: colorCode.toUpperCase(),
    },
  };
}

/** A reason for a name taken by an existing record, or by an earlier row of the same file. */
export const duplicateReason = ({ name, earlierRow }: { name: string; earlierRow?: number }) =>
  earlierRow === undefined
    ? rowReason('duplicateExisting', { name })
    : rowReason('duplicateInFile', { name, row: earlierRow });

/** A reason for a project whose customer is not one of the organisation's. */
export const customerNotFoundReason = (name: string) => rowReason('customerNotFound', { name });
