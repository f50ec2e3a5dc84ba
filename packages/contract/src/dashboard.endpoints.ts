import { memberDashboard, memberRangeQuery } from './dashboard.ts';
import { defineEndpoint } from './endpoint.ts';

/** Spec §7 Dashboard: the employee dashboard of one member. */
export const dashboardEndpoints = {
  member: defineEndpoint({
    method: 'GET',
    path: '/api/v1/Dashboard/GetMemberProjectsAndAppsWorkingTimeAndPercentage',
    access: 'signed-in',
    tags: ['Dashboard'],
    summary: "A member's dashboard over a range of local days: activity, days, projects, apps and URLs",
    description:
      'fromDate..toDate are local days of the member (midnight to midnight in their time zone), at most 31 ' +
      "days; userId is a member id (the caller when omitted) in the caller's data scope (404 otherwise). From " +
      'the rollups only: days and totals as GetActivityMonthSummary answers them for the same range; projects ' +
      'by worked seconds with their share of the worked total (one decimal), largest first; the 20 most used ' +
      'apps and URL hosts with their share of all app and URL seconds, the rest summed in otherApps.',
    query: memberRangeQuery,
    result: memberDashboard,
    errors: ['NOT_FOUND'],
  }),
};
