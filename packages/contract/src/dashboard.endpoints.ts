import {
  memberDashboard,
  memberRangeQuery,
  membersBoard,
  membersBoardQuery,
  scopeDashboard,
  scopeDashboardQuery,
} from './dashboard.ts';
import { defineEndpoint } from './endpoint.ts';
import { permissions } from './permissions.ts';

/** Spec §7 Dashboard: the organisation dashboard (board, projects and apps) and the employee dashboard of one member. */
export const dashboardEndpoints = {
  member: defineEndpoint({
    method: 'GET',
    path: '/api/v1/Dashboard/GetMemberProjectsAndAppsWorkingTimeAndPercentage',
    access: 'signed-in',
    tags: ['Dashboard'],
    summary: "A member's dashboard over a range of local days: activity, days, projects, tasks, apps and URLs",
    description:
      'fromDate..toDate are local days of the member (midnight to midnight in their time zone), at most 31 ' +
      "days; userId is a member id (the caller when omitted) in the caller's data scope (404 otherwise). From " +
      'the rollups only: days and totals as GetActivityMonthSummary answers them for the same range; projects ' +
      'and tasks by worked seconds with their share of the worked total (one decimal), largest first (time ' +
      'without a task is not in tasks); the 20 most used apps and URL hosts with their share of all app and URL seconds, the rest summed in otherApps.',
    query: memberRangeQuery,
    result: memberDashboard,
    errors: ['NOT_FOUND'],
  }),
  board: defineEndpoint({
    method: 'GET',
    path: '/api/v1/Dashboard/GetMembersBoardWorkDataTillDay',
    access: permissions.members.read,
    tags: ['Dashboard'],
    summary: "The members board: totals, and each member's worked time today, this week and this month",
    description:
      "The members of the caller's data scope that are not deleted (an owner: the organisation; a manager: " +
      'themself, the members assigned to them and the members of teams they lead), optionally of one ' +
      'DepartmentId and whose name or e-mail contains MemberName. Today, this week (Monday first) and this month ' +
      "are each member's own local days in their effective time zone; times are seconds. Rows are ordered by the " +
      'worked time of Period (today, week or month; most first), so UsersPageNo 1 with UsersPageCount 10 is the ' +
      'top 10. totalOpenedTasksCount counts the open tasks assigned to the member (workspaces not deleted); ' +
      "lastWorkedOnTaskName is the task of their running or last activity (null without one). me is the caller's " +
      'own row whatever the filters. The answer carries an ETag: send it back in If-None-Match and an unchanged ' +
      'board answers 304 with no body.',
    query: membersBoardQuery,
    result: membersBoard,
    errors: ['NOT_FOUND'],
  }),
  scope: defineEndpoint({
    method: 'GET',
    path: '/api/v1/Dashboard/GetProjectsAndAppsWorkingTimeAndPercentage',
    access: permissions.members.read,
    tags: ['Dashboard'],
    summary: 'Worked time per project and app and URL time of the whole data scope over a range of local days',
    description:
      "fromDate..toDate are each member's local days, at most 31; DepartmentId narrows to one department. " +
      "Counts every member of the caller's data scope. Projects by worked seconds with their share of the " +
      'worked total (one decimal), largest first; the 20 most used apps and URL hosts with their share of all ' +
      'app and URL seconds, the rest in otherApps. From the rollups only. Answers an ETag like the board.',
    query: scopeDashboardQuery,
    result: scopeDashboard,
    errors: ['NOT_FOUND'],
  }),
};
