// The report calls, as their routes and the exports import them: the paged reports (attendance, timeline), the
// grouped ones (general, projects, project members) and the pies live in their own files; what every report reads
// (the data scope, the filters, the rollups) is in reports.rows.ts.
export type { ReportDeps } from './reports.deps.ts';
export { readGeneralReport, readProjectMembersReport, readProjectsReport } from './reports.grouped.service.ts';
export { readAttendanceReport, readTimelineReport } from './reports.paged.service.ts';
export { readAppsUrlsPie, readCustomersPie, readMembersPie, readProjectsPie } from './reports.pies.service.ts';
