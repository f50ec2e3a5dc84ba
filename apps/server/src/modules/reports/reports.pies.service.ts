import type {
  AppsUrlsPieChart,
  CustomersPieChart,
  MembersPieChart,
  ProjectsPieChart,
  reportQuery,
} from '@worktrail/contract';
import type { z } from 'zod';
import { inTenant } from '../../db/transactions.ts';
import { type ReportCall, reportRequest } from './reports.deps.ts';
import { presentPie } from './reports.pies.presenter.ts';
import { type PieOf, sumAppsPie, sumPie } from './reports.pies.repository.ts';

type Call = ReportCall<z.output<typeof reportQuery>>;

/** One pie of worked time per member, project or customer, in one round trip. */
function readPie({ deps: { db, clock }, auth, query }: Call, of: PieOf) {
  const rows = reportRequest({ auth, query, monthsAsOf: clock.now() });
  return inTenant({ db, tenantId: auth.tenantId, sums: true }, async (tx) =>
    presentPie({ range: { fromDate: query.FromDate, toDate: query.ToDate }, rows: await sumPie({ tx, rows, of }) }),
  );
}

/** `MembersPieChart`: each member's share of the worked time. */
export async function readMembersPie(call: Call): Promise<MembersPieChart> {
  const { basis, slices } = await readPie(call, 'member');
  return { ...basis, memberPieCharts: slices };
}

/** `ProjectsPieChart`: each project's share of the worked time. */
export async function readProjectsPie(call: Call): Promise<ProjectsPieChart> {
  const { basis, slices } = await readPie(call, 'project');
  return { ...basis, projectPieCharts: slices };
}

/** `CustomersPieChart`: each customer's share of the worked time (projects without one in the slice with id null). */
export async function readCustomersPie(call: Call): Promise<CustomersPieChart> {
  const { basis, slices } = await readPie(call, 'customer');
  return { ...basis, customerPieCharts: slices };
}

/** `Apps_URLsPieChart`: each app's and URL host's share of the app and URL time, in one round trip. */
export function readAppsUrlsPie({ deps: { db, clock }, auth, query }: Call): Promise<AppsUrlsPieChart> {
  const rows = reportRequest({ auth, query, monthsAsOf: clock.now() });
  return inTenant({ db, tenantId: auth.tenantId, sums: true }, async (tx) => {
    const { basis, slices } = presentPie({
      range: { fromDate: query.FromDate, toDate: query.ToDate },
      rows: await sumAppsPie({ tx, rows }),
    });
    return { ...basis, apps_URLsPieCharts: slices };
  });
}
