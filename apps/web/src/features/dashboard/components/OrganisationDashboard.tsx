import { Group, SegmentedControl, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../shared/i18n/use-formatters.ts';
import { LoadFailed } from '../../../shared/ui/LoadFailed.tsx';
import { useClampedPage } from '../../../shared/ui/use-paged-list.ts';
import { useMembersBoard } from '../api/org-dashboard-api.ts';
import { AllStatistics } from './AllStatistics.tsx';
import { failureText } from './dashboard-text.ts';
import { MyStatistics } from './MyStatistics.tsx';
import { OrganisationFilters } from './OrganisationFilters.tsx';
import { type StatisticsView, statisticsViews, useOrganisationSearch } from './use-organisation-search.ts';

/**
 * The organisation dashboard (§2 Dashboard) of owners and managers: "All statistics" (totals, the members board of
 * the data scope ordered by the period's worked time, page 1 being the top 10, and the scope's projects, apps and
 * URLs) or "My statistics"; refreshed every 30 seconds while the tab is visible.
 */
export function OrganisationDashboard() {
  const { t } = useTranslation();
  const { time } = useFormatters();
  const { search, ...navigate } = useOrganisationSearch();
  const { view, period, page, size, departmentId, name } = search;
  const board = useMembersBoard({ period, page, size, departmentId, name });
  const data = board.data;
  useClampedPage({ page, size, total: data?.pagination.total_Items, setPage: navigate.setPage });

  const content = () => {
    if (board.isError && !data)
      return (
        <LoadFailed
          message={failureText(board.error, t('dashboard.organisation.errors.board'))}
          onRetry={() => void board.refetch()}
        />
      );
    if (view === 'all')
      return (
        <AllStatistics
          board={data}
          busy={board.isPlaceholderData}
          search={search}
          onPage={navigate.setPage}
          onSize={navigate.setSize}
        />
      );
    if (!data) return <Skeleton height={180} radius="md" aria-busy="true" aria-label={t('dashboard.loading')} />;
    return <MyStatistics me={data.me} period={period} />;
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" gap="md">
        <SegmentedControl
          aria-label={t('dashboard.organisation.views.label')}
          value={view}
          onChange={(value) => navigate.setView(value as StatisticsView)}
          data={statisticsViews.map((value) => ({ value, label: t(`dashboard.organisation.views.${value}`) }))}
        />
        {data && (
          <Text size="xs" c="dimmed">
            {t('dashboard.organisation.updated', {
              time: time(Date.parse(data.asOf), { timeZone: data.managerTimeZone }),
            })}
          </Text>
        )}
      </Group>
      {view === 'all' && (
        <OrganisationFilters
          search={search}
          onPeriod={navigate.setPeriod}
          onDepartment={navigate.setDepartment}
          onName={navigate.setName}
        />
      )}
      {content()}
    </Stack>
  );
}
