import { SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../shared/ui/PageTitle.tsx';
import { pieCharts } from '../api/get-pie-charts.ts';
import { FiltersSkeleton } from '../components/FiltersSkeleton.tsx';
import { PiePanel } from '../components/PiePanel.tsx';
import { ReportFilterForm } from '../components/ReportFilterForm.tsx';
import { useFilterProblem } from '../components/report-validation.ts';
import { useReportFormat } from '../components/use-report-format.ts';
import { useReportSearch } from '../components/use-report-search.ts';

/**
 * `/reports/charts` (§2 Charts): the hours of members, projects, customers, and apps and URLs as donuts, each with
 * its table, for the filters in the address; "Show First 10" (§9, on by default) keeps the ten largest slices.
 */
export function ChartsPage() {
  const { t } = useTranslation();
  const { period } = useReportFormat();
  const search = useReportSearch();
  const { filters } = search;
  const problem = useFilterProblem(filters && { rules: 'report', filters });
  const refused = filters === null || problem !== null;

  return (
    <>
      <PageTitle>{t('nav.items.charts')}</PageTitle>
      {filters ? (
        <Stack gap="lg">
          <ReportFilterForm rules="report" applied={filters} onApply={search.apply} />
          {!refused && (
            <>
              <Stack gap="xs">
                <Text size="sm" c="dimmed">
                  {period(filters.from, filters.to)} · {t('reports.basis')}
                </Text>
                <Switch
                  label={t('reports.charts.showFirst10')}
                  checked={search.showFirst10}
                  onChange={(event) => search.setParam('ShowFirst10', event.currentTarget.checked ? null : 'false')}
                />
              </Stack>
              <SimpleGrid cols={{ base: 1, xl: 2 }} spacing="lg">
                {pieCharts.map((kind) => (
                  <PiePanel key={kind} kind={kind} filters={filters} showFirst10={search.showFirst10} />
                ))}
              </SimpleGrid>
            </>
          )}
        </Stack>
      ) : (
        <FiltersSkeleton />
      )}
    </>
  );
}
