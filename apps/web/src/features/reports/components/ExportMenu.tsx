import { Button, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type ExportFormat, type ExportJob, type ExportReport, reportMessages } from '@worktrail/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateKnownMessage } from '../../../shared/i18n/contract-messages.ts';
import { notifyError, notifySuccess } from '../../../shared/notifications/notify.tsx';
import { onDemandModule } from '../../../shared/ui/lazy-on-demand.tsx';
import { startExport } from '../api/export-report.ts';
import { ExportProgress } from './ExportProgress.tsx';
import type { ReportFilters, ReportGroupingChoice } from './report-search.ts';

// The menu (Mantine's popover positioning included) loads on the export button's first click, not with the report.
const useFormatsMenu = onDemandModule(() => import('./ExportFormatsMenu.tsx'));

type ExportMenuProps = {
  report: ExportReport;
  /** The report's title, so each menu on a page has its own name ("Export Members"). */
  title: string;
  filters: ReportFilters;
  grouping?: ReportGroupingChoice;
};

/**
 * Export as CSV, XLSX or PDF, with the report's own filters, in the current language. A small file downloads at
 * once; a large one becomes a background export followed with a progress bar until its download is ready.
 */
export function ExportMenu({ report, title, filters, grouping }: ExportMenuProps) {
  const { t, i18n } = useTranslation();
  const [job, setJob] = useState<ExportJob | null>(null);
  const start = useMutation({
    mutationFn: startExport,
    onSuccess: (outcome) => {
      if (outcome.kind === 'queued') setJob(outcome.job);
      else notifySuccess(t('reports.export.saved', { fileName: outcome.fileName }));
    },
    onError: (error) => notifyError(error, translateKnownMessage(reportMessages.exportFailed)),
  });

  const menu = useFormatsMenu();
  const pick = (format: ExportFormat) => {
    setJob(null);
    start.mutate({ report, format, filters, grouping, language: i18n.language });
  };
  const button = {
    variant: 'default',
    size: 'xs',
    loading: start.isPending || menu.loading,
    'aria-label': t('reports.export.label', { report: title }),
    children: t('reports.export.button'),
  } as const;

  return (
    <Stack gap="xs" align="flex-end">
      {menu.module ? (
        <menu.module.ExportFormatsMenu button={button} openAtOnce={menu.demanded} onPick={pick} />
      ) : (
        <Button {...button} aria-haspopup="menu" aria-expanded={false} onClick={menu.demand} />
      )}
      {job && <ExportProgress key={job.exportId} job={job} onClose={() => setJob(null)} />}
    </Stack>
  );
}
