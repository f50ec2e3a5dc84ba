import { useTranslation } from 'react-i18next';
import { useGeneralReport } from '../api/get-reports.ts';
import { FigureCards } from './FigureCards.tsx';
import { GeneralGroupsTable } from './GeneralGroupsTable.tsx';
import { PeriodComparison } from './PeriodComparison.tsx';
import { ReportFrame } from './ReportFrame.tsx';
import type { ReportFilters, ReportGroupingChoice } from './report-search.ts';
import { useFilterProblem } from './report-validation.ts';
import { useReportFormat } from './use-report-format.ts';

/**
 * The general report: worked time grouped by one or two levels, its totals with members, member-days and the
 * average per member-day, and the comparison with the previous period of the same length.
 */
export function GeneralReportView({ filters, grouping }: { filters: ReportFilters; grouping: ReportGroupingChoice }) {
  const { t } = useTranslation();
  const format = useReportFormat();
  const refused = useFilterProblem({ rules: 'general', filters, grouping }) !== null;
  const query = useGeneralReport(refused ? null : { filters, grouping });
  const report = query.data;
  if (refused) return null;

  const title = t('reports.general.tabs.general');
  return (
    <ReportFrame
      report="general"
      title={title}
      failedText={t('reports.errors.general')}
      filters={filters}
      grouping={grouping}
      query={query}
      columns={6}
      answer={
        report && {
          ...report,
          isEmpty: report.groups.length === 0,
          content: (
            <>
              <FigureCards
                figures={report.totals.figures}
                extra={[
                  { label: t('reports.columns.members'), value: format.number(report.totals.memberCount) },
                  {
                    label: t('reports.columns.average'),
                    value: format.duration(report.totals.averageSecondsPerMemberDay),
                  },
                ]}
              />
              {report.previous && <PeriodComparison current={report.totals} previous={report.previous} />}
              <GeneralGroupsTable report={report} title={title} params={{ filters, grouping }} />
            </>
          ),
        }
      }
    />
  );
}
