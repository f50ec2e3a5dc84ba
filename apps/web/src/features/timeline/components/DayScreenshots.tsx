import { Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ProjectDot } from '../../../shared/activity/components/ProjectDot.tsx';
import { ScreenshotGrid } from '../../../shared/activity/components/ScreenshotGrid.tsx';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { translateKnownMessage } from '../../../shared/i18n/contract-messages.ts';
import { LoadFailed } from '../../../shared/ui/LoadFailed.tsx';
import { useDayScreenshots } from '../api/timeline-api.ts';

/** The member's screenshots of the day, grouped by project, each group with its grid and lightbox. */
export function DayScreenshots({ userId, date }: { userId: string; date: string }) {
  const { t } = useTranslation();
  const screenshots = useDayScreenshots({ userId, date });

  if (screenshots.isPending) {
    return (
      <Stack gap="xs" aria-busy="true" aria-label={t('timeline.screenshots.loading')}>
        <Skeleton h={20} w={200} />
        <Skeleton h={120} />
      </Stack>
    );
  }
  if (screenshots.isError) {
    return (
      <LoadFailed
        message={translateKnownMessage(errorMessage(screenshots.error, t('timeline.screenshots.failed')))}
        onRetry={() => screenshots.refetch()}
      />
    );
  }
  const { projects, timeZone } = screenshots.data;
  if (projects.every((group) => group.screenshots.length === 0)) {
    return (
      <Text c="dimmed" role="status">
        {t('timeline.screenshots.empty')}
      </Text>
    );
  }
  return (
    <Stack gap="lg">
      {projects
        .filter((group) => group.screenshots.length > 0)
        .map((group) => {
          const project = { id: group.projectId, name: group.projectName, colorCode: group.colorCode };
          return (
            <Stack key={group.projectId} gap="xs">
              <Group gap="xs">
                <ProjectDot color={group.colorCode} />
                <Title order={4} size="h5">
                  {group.projectName}
                </Title>
              </Group>
              <ScreenshotGrid
                screenshots={group.screenshots.map((shot) => ({ ...shot, project }))}
                timeZone={timeZone}
                canManage
                showProject={false}
              />
            </Stack>
          );
        })}
    </Stack>
  );
}
