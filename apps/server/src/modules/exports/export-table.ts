import type { ExportReport } from '@worktrail/contract';

/**
 * What a column holds, so each writer can type it: a spreadsheet needs a duration as a number of days with a
 * duration format, a date as a date; a CSV and a PDF write each kind as text in their own way.
 */
export type ColumnKind =
  /** Any text (names, labels); the only kind that can carry a formula, so the CSV writer defuses it. */
  | 'text'
  /** A local calendar day, `YYYY-MM-DD`. */
  | 'date'
  /** A moment in the member's own zone, ISO 8601 with its offset (`2026-10-01T09:00:00+03:00`). */
  | 'instant'
  /** Seconds. */
  | 'duration'
  /** 0–100. */
  | 'percent'
  | 'number'
  /** An amount in one currency, which the column's header names. */
  | 'money';

export type ExportColumn = { header: string; kind: ColumnKind };

/** A cell: text for text, date and instant columns, a number for the others; null when there is nothing. */
export type ExportCell = string | number | null;

/** One report as a table: its columns, its rows and, when the report has one, its totals row. */
export type ExportTable = {
  columns: ExportColumn[];
  rows: ExportCell[][];
  totals: ExportCell[] | null;
};

export type ExportLang = 'en' | 'ar';

/** What every format prints around the table: which report, for which days and filters, in which language. */
export type ExportDocument = {
  report: ExportReport;
  lang: ExportLang;
  title: string;
  fromDate: string;
  toDate: string;
  /** Each filter or grouping that narrows or shapes the report, as a label and a value, in `lang`. */
  filters: { label: string; value: string }[];
  table: ExportTable;
};
