import { type ExportFormat, type ExportReport, fillMessage } from '@worktrail/contract';
import { writeCsv } from './csv-writer.ts';
import type { ExportRequest } from './export-runner.ts';
import type { ExportDocument, ExportTable } from './export-table.ts';
import { exportWords } from './export-words.ts';
import { writePdf } from './pdf-writer.ts';
import { writeXlsx } from './xlsx-writer.ts';

/** The name each report's files carry, in snake case. */
const fileReportNames: Record<ExportReport, string> = {
  attendance: 'attendance',
  general: 'general',
  projects: 'projects',
  projectMembers: 'project_members',
  timeline: 'timeline',
  membersPie: 'members_chart',
  projectsPie: 'projects_chart',
  customersPie: 'customers_chart',
  appsUrlsPie: 'apps_urls_chart',
};

export const mediaTypes: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};

/** A name that says what is inside: the report and its days, `attendance_2026-10-01_2026-10-31.xlsx`. */
export const exportFileName = (query: Pick<ExportRequest, 'Report' | 'Format' | 'FromDate' | 'ToDate'>) =>
  `${fileReportNames[query.Report]}_${query.FromDate}_${query.ToDate}.${query.Format}`;

/** The filters and grouping that shape the report, each as a label and a value in the export's language. */
function filtersOf(query: ExportRequest): ExportDocument['filters'] {
  const words = exportWords(query.Lang);
  const lists = [
    [words.columns.members, query.MemberIds],
    [words.groupings.department, query.DepartmentIds],
    [words.columns.project, query.ProjectIds],
    [words.columns.customer, query.CustomerIds],
  ] as const;
  const filters = lists.flatMap(([label, ids]) =>
    ids?.length ? [{ label, value: fillMessage(words.meta.selected, { count: ids.length }) }] : [],
  );
  if (query.Report !== 'general') return filters;
  const first = words.groupings[query.GroupBy];
  const grouping = query.ThenBy
    ? fillMessage(words.meta.thenBy, { first, second: words.groupings[query.ThenBy] })
    : first;
  return [...filters, { label: words.meta.groupedBy, value: grouping }];
}

/** The report's table in its file format, with the title, period and filters around it. */
export async function writeExportFile({ query, table }: { query: ExportRequest; table: ExportTable }) {
  const document: ExportDocument = {
    report: query.Report,
    lang: query.Lang,
    title: exportWords(query.Lang).titles[query.Report],
    fromDate: query.FromDate,
    toDate: query.ToDate,
    filters: filtersOf(query),
    table,
  };
  const body =
    query.Format === 'csv'
      ? writeCsv(table)
      : query.Format === 'xlsx'
        ? await writeXlsx(document)
        : await writePdf(document);
  return { fileName: exportFileName(query), mediaType: mediaTypes[query.Format], body };
}

export type ExportFile = Awaited<ReturnType<typeof writeExportFile>>;
