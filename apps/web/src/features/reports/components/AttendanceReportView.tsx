import { useTranslation } from 'react-i18next';
import { Pager } from '../../../shared/ui/Pager.tsx';
import { useClampedPage } from '../../../shared/ui/use-paged-list.ts';
import { useAttendanceReport } from '../api/get-reports.ts';
import { AttendanceTable } from './AttendanceTable.tsx';
import { FigureCards } from './FigureCards.tsx';
import { ReportFrame } from './ReportFrame.tsx';
import type { ReportFilters } from './report-search.ts';
import { useFilterProblem } from './report-validation.ts';

type AttendanceReportViewProps = {
  filters: ReportFilters;
  page: number;
  size: number;
  onPage: (page: number) => void;
  onSize: (size: number) => void;
};

/** The attendance report of the applied filters: its basis and period, totals, one page of rows and the pager. */
export function AttendanceReportView({ filters, page, size, onPage, onSize }: AttendanceReportViewProps) {
  const { t } = useTranslation();
  // Refused filters are explained by the form and never sent.
  const refused = useFilterProblem({ rules: 'attendance', filters }) !== null;
  const query = useAttendanceReport(refused ? null : { filters, page, size });
  const report = query.data;
  useClampedPage({ page, size, total: report?.pagination.total_Items, setPage: onPage });
  if (refused) return null;

  const title = t('reports.attendance.title');
  return (
    <ReportFrame
      report="attendance"
      title={title}
      failedText={t('reports.errors.attendance')}
      filters={filters}
      query={query}
      columns={7}
      answer={
        report && {
          ...report,
          isEmpty: report.pagination.total_Items === 0,
          content: (
            <>
              <FigureCards figures={report.totals} />
              <AttendanceTable rows={report.attendListOut} title={title} />
              <Pager
                page={report.pagination.page}
                size={report.pagination.per_Page}
                total={report.pagination.total_Items}
                onPage={onPage}
                onSize={onSize}
              />
            </>
          ),
        }
      }
    />
  );
}
