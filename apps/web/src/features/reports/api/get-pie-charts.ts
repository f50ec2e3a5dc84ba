import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type MembersPieChart, type PieSlice, reportEndpoints } from '@worktrail/contract';
import { api } from '../../../shared/api/api.ts';
import { type ReportFilters, reportQueryOf } from '../components/report-search.ts';
import { noFilters, reportsKey } from './get-reports.ts';

/** The four charts of §2 Charts, by their call (and export) names. */
export const pieCharts = ['membersPie', 'projectsPie', 'customersPie', 'appsUrlsPie'] as const;
export type PieChartKind = (typeof pieCharts)[number];

/** What every pie answers, its slices under one name whatever the chart (§3 names them apart). */
export type PieChart = Omit<MembersPieChart, 'memberPieCharts'> & { slices: PieSlice[] };

/** GET Reports/MembersPieChart, ProjectsPieChart, CustomersPieChart or Apps_URLsPieChart (§7). */
export async function getPieChart(kind: PieChartKind, filters: ReportFilters): Promise<PieChart> {
  const query = reportQueryOf(filters);
  switch (kind) {
    case 'membersPie': {
      const { memberPieCharts, ...rest } = await api(reportEndpoints.membersPie, { query });
      return { ...rest, slices: memberPieCharts };
    }
    case 'projectsPie': {
      const { projectPieCharts, ...rest } = await api(reportEndpoints.projectsPie, { query });
      return { ...rest, slices: projectPieCharts };
    }
    case 'customersPie': {
      const { customerPieCharts, ...rest } = await api(reportEndpoints.customersPie, { query });
      return { ...rest, slices: customerPieCharts };
    }
    case 'appsUrlsPie': {
      const { apps_URLsPieCharts, ...rest } = await api(reportEndpoints.appsUrlsPie, { query });
      return { ...rest, slices: apps_URLsPieCharts };
    }
  }
}

export const pieChartQueryOptions = (kind: PieChartKind, filters: ReportFilters) =>
  queryOptions({ queryKey: [...reportsKey, kind, filters], queryFn: () => getPieChart(kind, filters) });

/** One chart of the applied filters; nothing is asked while they are refused (null). */
export const usePieChart = (kind: PieChartKind, filters: ReportFilters | null) =>
  useQuery({
    ...pieChartQueryOptions(kind, filters ?? noFilters),
    enabled: filters !== null,
    placeholderData: keepPreviousData,
  });
