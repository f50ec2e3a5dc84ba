import { Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { BoardPeriod } from '@worktrail/contract';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../shared/i18n/use-formatters.ts';
import { LoadFailed } from '../../../shared/ui/LoadFailed.tsx';
import { useScopeDashboard } from '../api/org-dashboard-api.ts';
import { boardPeriodRange } from './board-period.ts';
import { failureText } from './dashboard-text.ts';
import { AppShares, ProjectShares } from './WorkShares.tsx';

type ScopeSharesProps = {
  period: BoardPeriod;
  departmentId: string | null;
  /** The caller's own time zone: the period's days are computed in it. */
  timeZone: string;
};

/**
 * The projects and the apps and URLs of the whole data scope (or one department) over the board's period, each by
 * its share; the days are each member's own local days, and the heading says so.
 */
export function ScopeShares({ period, departmentId, timeZone }: ScopeSharesProps) {
  const { t } = useTranslation();
  const { number, dayRange } = useFormatters();
  const range = boardPeriodRange({ period, timeZone });
  const scope = useScopeDashboard({ ...range, departmentId });
  const data = scope.data;
  const dates = dayRange(range.from, range.to);

  const content = () => {
    if (scope.isError && !data)
      return (
        <LoadFailed
          message={failureText(scope.error, t('dashboard.organisation.errors.scope'))}
          onRetry={() => void scope.refetch()}
        />
      );
    if (!data)
      return (
        <SimpleGrid cols={{ base: 1, md: 2 }} aria-busy="true" aria-label={t('dashboard.loading')}>
          <Skeleton height={180} radius="md" />
          <Skeleton height={180} radius="md" />
        </SimpleGrid>
      );
    return (
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" aria-busy={scope.isPlaceholderData}>
        <ProjectShares projects={data.projects} />
        <AppShares apps={data.apps} otherApps={data.otherApps} />
      </SimpleGrid>
    );
  };

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="baseline" gap="xs">
        <Title order={2} size="h4">
          {t('dashboard.organisation.scope.title')}
        </Title>
        {data && (
          <Text size="sm" c="dimmed">
            {t('dashboard.organisation.scope.members', { total: number(data.memberCount) })}
          </Text>
        )}
      </Group>
      <Text size="sm" c="dimmed">
        {t('dashboard.organisation.scope.basis', { dates })}
      </Text>
      {content()}
    </Stack>
  );
}
