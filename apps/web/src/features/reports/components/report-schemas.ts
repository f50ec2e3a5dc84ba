// The report calls' own schemas (zod with them): a module of their own, fetched only for filters the quick check
// in report-validation.ts cannot pass, so a report opened with sound filters loads no zod (issue 18).
export { attendanceQuery, generalReportQuery, reportQuery } from '@worktrail/contract';
