import { Stack } from '@mantine/core';
import type { ExportReport } from '@worktrail/contract';
import type { ReactNode } from 'react';
import { BusyOverlay } from '../../../shared/ui/BusyOverlay.tsx';
import { ExportMenu } from './ExportMenu.tsx';
import { ReportHeading } from './ReportHeading.tsx';
import { ReportEmpty, ReportFailed, ReportSkeleton } from './ReportStatus.tsx';
import type { ReportFilters, ReportGroupingChoice } from './report-search.ts';
import classes from './reports.module.css';

type ReportFrameProps = {
  report: ExportReport;
  title: string;
  /** The §8 text of this report's failure ("Failed to fetch attendance report"). */
  failedText: string;
  filters: ReportFilters;
  grouping?: ReportGroupingChoice;
  query: { isError: boolean; error: unknown; isPlaceholderData: boolean; refetch: () => unknown };
  /** The answer's period and what it shows, once it has come. */
  answer: { fromDate: string; toDate: string; isEmpty: boolean; content: ReactNode } | undefined;
  /** How many columns the placeholder rows have while the first answer loads. */
  columns: number;
};

/**
 * What every report shows around its figures: its title, period and basis of days with the export menu, then its
 * failure, its placeholder, "No time recorded in this period", or the figures (dimmed while the next ones load).
 */
export function ReportFrame({
  report,
  title,
  failedText,
  filters,
  grouping,
  query,
  answer,
  columns,
}: ReportFrameProps) {
  const body = () => {
    // A failure comes first: no figures of an earlier answer stay on screen beside it (§4).
    if (query.isError) return <ReportFailed error={query.error} title={failedText} onRetry={query.refetch} />;
    if (!answer) return <ReportSkeleton columns={columns} />;
    if (answer.isEmpty) return <ReportEmpty />;
    return (
      <Stack gap="md" className={classes.relative} aria-busy={query.isPlaceholderData}>
        <BusyOverlay visible={query.isPlaceholderData} />
        {answer.content}
      </Stack>
    );
  };
  return (
    <Stack gap="md">
      <ReportHeading
        title={title}
        from={answer?.fromDate ?? filters.from}
        to={answer?.toDate ?? filters.to}
        actions={<ExportMenu report={report} title={title} filters={filters} grouping={grouping} />}
      />
      {body()}
    </Stack>
  );
}
