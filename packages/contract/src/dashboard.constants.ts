/** The texts of the dashboard calls. */
export const dashboardMessages = { departmentNotFound: 'The department was not found.' } as const;

/** The most screenshots one recent-screenshots call answers. */
export const maxRecentScreenshots = 48;

/** The periods of the organisation dashboard: the member's local today, ISO week (Monday first) and month. */
export const boardPeriods = ['today', 'week', 'month'] as const;
export type BoardPeriod = (typeof boardPeriods)[number];
