import type { ProjectMembersReport, ProjectsReport, ReportFigures } from '@worktrail/contract';
import { groupRows, presentFigures, presentHeadcount, reportBasis } from './reports.presenter.ts';
import type { ProjectMemberRow, ProjectRow } from './reports.projects.repository.ts';

type Range = { fromDate: string; toDate: string };

const customerOf = (row: { customer_id: string | null; customer_name: string | null }) =>
  row.customer_id !== null ? { id: row.customer_id, name: row.customer_name ?? '' } : null;

/** Most worked first, then by name. */
const mostWorked = (a: { name: string; figures: ReportFigures }, b: { name: string; figures: ReportFigures }) =>
  b.figures.workedSeconds - a.figures.workedSeconds || a.name.localeCompare(b.name);

/** The projects report: one row per project with time (its rows, one per currency), most worked first. */
export function presentProjectsReport({
  range,
  rows,
  seesRates,
}: {
  range: Range;
  rows: ProjectRow[];
  seesRates: boolean;
}): ProjectsReport {
  const perProject = groupRows(
    rows.filter((row) => row.level === 0),
    (row) => row.project_id ?? '',
  );
  return {
    ...reportBasis(range.fromDate, range.toDate),
    projectOut: [...perProject.values()]
      .map((projectRows) => {
        const [row] = projectRows as [ProjectRow];
        const figures = presentFigures(projectRows, seesRates);
        return {
          projectId: row.project_id ?? '',
          name: row.name ?? '',
          colorCode: row.color_code ?? '',
          status: row.status ?? '',
          customer: customerOf(row),
          maxWorkingHours: Number(row.max_working_hours ?? 0),
          memberCount: presentHeadcount(projectRows, figures.workedSeconds).memberCount,
          figures,
        };
      })
      .sort(mostWorked),
    totals: presentFigures(
      rows.filter((row) => row.level === 1),
      seesRates,
    ),
  };
}

/** The project members report: per project (rows per currency) its members, both most worked first. */
export function presentProjectMembersReport({
  range,
  rows,
  seesRates,
}: {
  range: Range;
  rows: ProjectMemberRow[];
  seesRates: boolean;
}): ProjectMembersReport {
  const members = groupRows(
    rows.filter((row) => row.level === 0),
    (row) => row.project_id ?? '',
  );
  const projects = groupRows(
    rows.filter((row) => row.level === 1),
    (row) => row.project_id ?? '',
  );
  return {
    ...reportBasis(range.fromDate, range.toDate),
    projectsEmployeesListOut: [...projects.entries()]
      .map(([projectId, projectRows]) => {
        const [row] = projectRows as [ProjectMemberRow];
        return {
          projectId,
          name: row.name ?? '',
          colorCode: row.color_code ?? '',
          customer: customerOf(row),
          figures: presentFigures(projectRows, seesRates),
          members: (members.get(projectId) ?? [])
            .map((member) => ({
              memberId: member.member_id ?? '',
              name: member.member_name ?? '',
              email: member.email ?? '',
              figures: presentFigures([member], seesRates),
            }))
            .sort(mostWorked),
        };
      })
      .sort(mostWorked),
    totals: presentFigures(
      rows.filter((row) => row.level === 3),
      seesRates,
    ),
  };
}
