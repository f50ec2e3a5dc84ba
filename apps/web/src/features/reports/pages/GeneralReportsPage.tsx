import { Stack, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../shared/ui/PageTitle.tsx';
import { FiltersSkeleton } from '../components/FiltersSkeleton.tsx';
import { GeneralReportView } from '../components/GeneralReportView.tsx';
import { ProjectMembersReportView, ProjectsReportView } from '../components/ProjectReportViews.tsx';
import { ReportFilterForm } from '../components/ReportFilterForm.tsx';
import {
  type GeneralView,
  generalViews,
  type ReportFilters,
  type ReportGroupingChoice,
} from '../components/report-search.ts';
import { useReportSearch } from '../components/use-report-search.ts';

/**
 * `/reports/general` (§2 General reports, projects report, project members report): one set of filters in the
 * address, and a tab for each report (`?View=`); only the open tab's report is asked for.
 */
export function GeneralReportsPage() {
  const { t } = useTranslation();
  const search = useReportSearch();
  const { filters, view, grouping } = search;

  return (
    <>
      <PageTitle>{t('nav.items.generalReports')}</PageTitle>
      {filters ? (
        <Stack gap="lg">
          <ReportFilterForm
            rules={view === 'general' ? 'general' : 'report'}
            applied={filters}
            grouping={view === 'general' ? grouping : undefined}
            onApply={search.apply}
          />
          <Tabs
            value={view}
            onChange={(next) => search.setParam('View', next === 'general' ? null : next)}
            keepMounted={false}
          >
            <Tabs.List aria-label={t('reports.general.tabs.label')}>
              {generalViews.map((name) => (
                <Tabs.Tab key={name} value={name}>
                  {t(`reports.general.tabs.${name}`)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {generalViews.map((name) => (
              <Tabs.Panel key={name} value={name} pt="md">
                <TabReport view={name} filters={filters} grouping={grouping} />
              </Tabs.Panel>
            ))}
          </Tabs>
        </Stack>
      ) : (
        <FiltersSkeleton />
      )}
    </>
  );
}

type TabReportProps = { view: GeneralView; filters: ReportFilters; grouping: ReportGroupingChoice };

function TabReport({ view, filters, grouping }: TabReportProps) {
  if (view === 'projects') return <ProjectsReportView filters={filters} />;
  if (view === 'projectMembers') return <ProjectMembersReportView filters={filters} />;
  return <GeneralReportView filters={filters} grouping={grouping} />;
}
