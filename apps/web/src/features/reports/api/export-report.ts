import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  type ExportFormat,
  type ExportJob,
  type ExportQuery,
  type ExportReport,
  reportEndpoints,
} from '@worktrail/contract';
import { api } from '../../../shared/api/api.ts';
import { readEnvelope } from '../../../shared/api/read-envelope.ts';
import { fileNameOf, requestFile, saveFile } from '../../../shared/api/request-file.ts';
import { type ReportFilters, type ReportGroupingChoice, reportQueryOf } from '../components/report-search.ts';

/** How often a background export is asked about while it runs. */
const exportPollMs = 1000;

export type ExportRequest = {
  report: ExportReport;
  format: ExportFormat;
  filters: ReportFilters;
  /** The general report's grouping; the other reports have none. */
  grouping?: ReportGroupingChoice | undefined;
  /** The UI language: the file's headings and, for a PDF, its direction. */
  language: string;
};

/** A small export is saved at once; a large one is queued as a background job to follow. */
export type ExportOutcome = { kind: 'saved'; fileName: string } | { kind: 'queued'; job: ExportJob };

/** GET Reports/Export with the report's filters: saves the file (200), or hands back the background export (202). */
export async function startExport({
  report,
  format,
  filters,
  grouping,
  language,
}: ExportRequest): Promise<ExportOutcome> {
  const query: ExportQuery = {
    ...reportQueryOf(filters),
    Report: report,
    Format: format,
    Lang: language === 'ar' ? 'ar' : 'en',
    ...(grouping ? { GroupBy: grouping.groupBy, ThenBy: grouping.thenBy ?? undefined } : {}),
  };
  const response = await requestFile(reportEndpoints.export, query);
  if (response.status === 202) return { kind: 'queued', job: await readEnvelope<ExportJob>(response) };
  const fileName = fileNameOf(
    response.headers.get('content-disposition'),
    `${report}_${filters.from}_${filters.to}.${format}`,
  );
  saveFile(await response.blob(), fileName);
  return { kind: 'saved', fileName };
}

/** GET Reports/DownloadExport: saves a finished background export under its name. */
export async function downloadExport(job: ExportJob): Promise<void> {
  const response = await requestFile(reportEndpoints.exportDownload, { ExportId: job.exportId });
  saveFile(await response.blob(), fileNameOf(response.headers.get('content-disposition'), job.fileName));
}

const isFinished = (job: ExportJob | undefined) => job?.status === 'done' || job?.status === 'failed';

/** GET Reports/GetExport: where a background export stands. */
export const exportStatusQueryOptions = (exportId: string) =>
  queryOptions({
    queryKey: ['report-export', exportId],
    queryFn: () => api(reportEndpoints.exportStatus, { query: { ExportId: exportId } }),
  });

/** A background export, asked about every second until it is done or failed; the 202 answer shows until then. */
export const useExportStatus = (job: ExportJob) =>
  useQuery({
    ...exportStatusQueryOptions(job.exportId),
    placeholderData: job,
    refetchInterval: (query) => (isFinished(query.state.data) ? false : exportPollMs),
  });
