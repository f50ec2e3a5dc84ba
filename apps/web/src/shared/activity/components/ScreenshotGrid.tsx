import { Badge, Box, Button, Group, Image, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import type { ScreenshotItem, TimelineActivity } from '@worktrail/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDialog } from '../../dialogs/dialogs.tsx';
import { useFormatters } from '../../i18n/use-formatters.ts';
import { notifyError, notifySuccess } from '../../notifications/notify.tsx';
import { lazyDialog } from '../../ui/lazy-on-demand.tsx';
import { useBlurScreenshot, useDeleteScreenshot } from '../api/activity-api.ts';
import { ProjectDot } from './ProjectDot.tsx';
import classes from './screenshots.module.css';
import { useActivityFormat } from './use-activity-format.ts';
import { useRefreshOnBrokenImage } from './use-refresh-on-broken-image.ts';

// The lightbox (a dialog) loads when a screenshot is first opened.
const ScreenshotLightbox = lazyDialog(
  () => import('./ScreenshotLightbox.tsx').then((module) => module.ScreenshotLightbox),
  (props) => props.openId !== null,
);

/** A project as the timeline shows it: id, name and colour. */
export type TimelineProject = TimelineActivity['project'];

/** A screenshot as the grid shows it, with its project when the list mixes projects. */
export type GridScreenshot = ScreenshotItem & { project?: TimelineProject };

type ScreenshotGridProps = {
  screenshots: GridScreenshot[];
  /** The member's zone: times are their local times. */
  timeZone: string;
  /** Shows Blur and Delete. */
  canManage: boolean;
  /** Names each one's project under it (default); off where the list is already grouped by project. */
  showProject?: boolean;
};

/**
 * Thumbnails with their local time and activity, a badge on blurred ones and a placeholder for deleted ones; Blur
 * and Delete each ask first and say they cannot be undone (§4). A click or Enter opens the lightbox.
 */
export function ScreenshotGrid({ screenshots, timeZone, canManage, showProject = true }: ScreenshotGridProps) {
  const { t } = useTranslation();
  const { time } = useFormatters();
  const { percent } = useActivityFormat();
  const [openId, setOpenId] = useState<string | null>(null);
  const blur = useBlurScreenshot();
  const remove = useDeleteScreenshot();
  const onBroken = useRefreshOnBrokenImage();
  const viewable = screenshots.filter((shot) => !shot.deleted);

  /** Blur or delete after a confirmation that says it cannot be undone; either way the lists reload (§4). */
  const change = async (shot: GridScreenshot, action: 'blur' | 'delete') => {
    const at = time(new Date(shot.takenAt), { timeZone });
    const confirmed = await confirmDialog({
      title: t(`activity.screenshots.${action}Title`),
      message: t(`activity.screenshots.${action}Confirm`, { time: at }),
      confirmLabel: t(`activity.screenshots.${action}`),
      type: action === 'delete' ? 'error' : 'warning',
    });
    if (!confirmed) return;
    if (action === 'delete' && openId === shot.id) setOpenId(null);
    try {
      await (action === 'blur' ? blur : remove).mutateAsync(shot.id);
      notifySuccess(t(`activity.screenshots.${action}Done`));
    } catch (error) {
      notifyError(error, t(`activity.screenshots.${action}Failed`));
    }
  };

  return (
    <>
      <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm" component="ul" className={classes.grid}>
        {screenshots.map((shot) => {
          const at = time(new Date(shot.takenAt), { timeZone });
          const activity = percent(shot.activityPercent);
          return (
            <Box component="li" key={shot.id} className={classes.card}>
              {shot.deleted ? (
                <Box className={classes.placeholder}>
                  <Text size="sm" c="dimmed">
                    {t('activity.screenshots.deleted')}
                  </Text>
                </Box>
              ) : (
                <UnstyledButton
                  className={classes.thumbButton}
                  onClick={() => setOpenId(shot.id)}
                  aria-label={t('activity.screenshots.open', { time: at, activity })}
                >
                  {shot.thumbnailUrl ? (
                    <Image
                      src={shot.thumbnailUrl}
                      alt=""
                      className={classes.thumb}
                      onError={() => onBroken(shot.thumbnailUrl)}
                    />
                  ) : (
                    <Box className={classes.placeholder} />
                  )}
                  {shot.blurred && (
                    <Badge className={classes.badge} color="dark" size="sm">
                      {t('activity.screenshots.blurred')}
                    </Badge>
                  )}
                </UnstyledButton>
              )}
              <Stack gap={2} p={6}>
                <Group justify="space-between" gap={4} wrap="nowrap">
                  <Text size="sm" fw={500}>
                    {at}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('activity.screenshots.activity', { activity })}
                  </Text>
                </Group>
                {showProject && shot.project && (
                  <Group gap={4} wrap="nowrap">
                    <ProjectDot color={shot.project.colorCode} size={8} />
                    <Text size="xs" truncate>
                      {shot.project.name}
                    </Text>
                  </Group>
                )}
                {canManage && !shot.deleted && (
                  <Group gap={4} mt={2}>
                    <Button
                      size="compact-xs"
                      variant="light"
                      disabled={shot.blurred}
                      onClick={() => change(shot, 'blur')}
                      aria-label={t('activity.screenshots.blurOne', { time: at })}
                    >
                      {t('activity.screenshots.blur')}
                    </Button>
                    <Button
                      size="compact-xs"
                      variant="light"
                      color="red"
                      onClick={() => change(shot, 'delete')}
                      aria-label={t('activity.screenshots.deleteOne', { time: at })}
                    >
                      {t('activity.screenshots.delete')}
                    </Button>
                  </Group>
                )}
              </Stack>
            </Box>
          );
        })}
      </SimpleGrid>
      <ScreenshotLightbox
        screenshots={viewable}
        openId={openId}
        onOpen={setOpenId}
        onClose={() => setOpenId(null)}
        timeZone={timeZone}
      />
    </>
  );
}
