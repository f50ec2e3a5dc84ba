import { Button, Group, Paper, SimpleGrid, Skeleton, Text, Title } from '@mantine/core';
import { maxRecentScreenshots } from '@worktrail/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenshotGrid } from '../../../shared/activity/components/ScreenshotGrid.tsx';
import { useFormatters } from '../../../shared/i18n/use-formatters.ts';
import { LoadFailed } from '../../../shared/ui/LoadFailed.tsx';
import { useRecentScreenshots } from '../api/dashboard-api.ts';
import type { DateRange } from './dashboard-range.ts';
import { failureText } from './dashboard-text.ts';

/** How many screenshots show at first, and how many more each "Show more" adds (up to 48). */
const pageSize = 12;

type RecentScreenshotsProps = {
  member: { userId: string; timeZone: string };
  range: DateRange;
  /** Today in the member's zone: a range of just today shows "Today's screenshots". */
  today: string;
  /** Blur and delete offered (the server still decides, and explains a refusal). */
  canManage: boolean;
};

/**
 * The range's newest screenshots with blur, delete and the lightbox of the shared grid; "Show more" asks for more,
 * up to 48. Mounted per member and range, so the count starts over with either.
 */
export function RecentScreenshots({ member, range, today, canManage }: RecentScreenshotsProps) {
  const { t } = useTranslation();
  const { number } = useFormatters();
  const [limit, setLimit] = useState(pageSize);
  const screenshots = useRecentScreenshots({ userId: member.userId, ...range, limit });
  const data = screenshots.data;
  const title = t(
    range.from === today && range.to === today ? 'dashboard.screenshots.today' : 'dashboard.screenshots.recent',
  );

  const content = () => {
    if (screenshots.isError && !data)
      return (
        <LoadFailed
          message={failureText(screenshots.error, t('dashboard.errors.screenshots'))}
          onRetry={() => void screenshots.refetch()}
        />
      );
    if (!data)
      return (
        <SimpleGrid cols={{ base: 2, sm: 4 }} aria-busy="true">
          {['a', 'b', 'c', 'd'].map((key) => (
            <Skeleton key={key} height={96} />
          ))}
        </SimpleGrid>
      );
    if (data.screenshots.length === 0)
      return (
        <Text c="dimmed" size="sm" role="status">
          {t('dashboard.screenshots.empty')}
        </Text>
      );
    return <ScreenshotGrid screenshots={data.screenshots} timeZone={data.timeZone} canManage={canManage} />;
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title}>
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h5">
          {title}
        </Title>
        {data && data.screenshots.length > 0 && (
          <Text size="sm" c="dimmed">
            {t('dashboard.screenshots.shown', { total: number(data.screenshots.length) })}
          </Text>
        )}
      </Group>
      {content()}
      {data?.hasMore && limit < maxRecentScreenshots && (
        <Group justify="center" mt="md">
          <Button
            variant="light"
            loading={screenshots.isFetching}
            onClick={() => setLimit((current) => Math.min(current + pageSize, maxRecentScreenshots))}
          >
            {t('dashboard.screenshots.showMore')}
          </Button>
        </Group>
      )}
    </Paper>
  );
}
