import { useTranslation } from 'react-i18next';
import { useProjectMembersReport, useProjectsReport } from '../api/get-reports.ts';
import { FigureCards } from './FigureCards.tsx';
import { ProjectMembersTable } from './ProjectMembersTable.tsx';
import { ProjectsReportTable } from './ProjectsReportTable.tsx';
import { ReportFrame } from './ReportFrame.tsx';
import type { ReportFilters } from './report-search.ts';
import { useFilterProblem } from './report-validation.ts';

/** The projects report of the applied filters (§2 projects report). */
export function ProjectsReportView({ filters }: { filters: ReportFilters }) {
  const { t } = useTranslation();
  const refused = useFilterProblem({ rules: 'report', filters }) !== null;
  const query = useProjectsReport(refused ? null : filters);
  const title = t('reports.general.tabs.projects');
  if (refused) return null;
  return (
    <ReportFrame
      report="projects"
      title={title}
      failedText={t('reports.errors.projects')}
      filters={filters}
      query={query}
      columns={6}
      answer={
        query.data && {
          ...query.data,
          isEmpty: query.data.projectOut.length === 0,
          content: (
            <>
              <FigureCards figures={query.data.totals} />
              <ProjectsReportTable report={query.data} title={title} />
            </>
          ),
        }
      }
    />
  );
}

/** The project members report of the applied filters (§2 project members report). */
export function ProjectMembersReportView({ filters }: { filters: ReportFilters }) {
  const { t } = useTranslation();
  const refused = useFilterProblem({ rules: 'report', filters }) !== null;
  const query = useProjectMembersReport(refused ? null : filters);
  const title = t('reports.general.tabs.projectMembers');
  if (refused) return null;
  return (
    <ReportFrame
      report="projectMembers"
      title={title}
      failedText={t('reports.errors.projectMembers')}
      filters={filters}
      query={query}
      columns={6}
      answer={
        query.data && {
          ...query.data,
          isEmpty: query.data.projectsEmployeesListOut.length === 0,
          content: (
            <>
              <FigureCards figures={query.data.totals} />
              <ProjectMembersTable
                rows={query.data.projectsEmployeesListOut}
                totals={query.data.totals}
                title={title}
              />
            </>
          ),
        }
      }
    />
  );
}
