import { Badge, Button, Group, Image, Modal, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { directionOf, isLanguage } from '../../i18n/language.ts';
import { useFormatters } from '../../i18n/use-formatters.ts';
import { ProjectDot } from './ProjectDot.tsx';
import type { GridScreenshot } from './ScreenshotGrid.tsx';
import classes from './screenshots.module.css';
import { useActivityFormat } from './use-activity-format.ts';
import { useRefreshOnBrokenImage } from './use-refresh-on-broken-image.ts';

type ScreenshotLightboxProps = {
  /** The screenshots one can move through (deleted ones left out). */
  screenshots: GridScreenshot[];
  openId: string | null;
  onOpen: (id: string) => void;
  onClose: () => void;
  timeZone: string;
};

/** The step an arrow key makes: right goes on in left-to-right text, left goes on in right-to-left text. */
export function arrowStep(key: string, direction: 'ltr' | 'rtl'): -1 | 0 | 1 {
  if (key !== 'ArrowLeft' && key !== 'ArrowRight') return 0;
  const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  return key === forward ? 1 : -1;
}

/**
 * One screenshot large, with its time, project and activity. The arrow keys move to the previous and next one
 * (mirrored in Arabic), Escape closes.
 */
export function ScreenshotLightbox({ screenshots, openId, onOpen, onClose, timeZone }: ScreenshotLightboxProps) {
  const { t, i18n } = useTranslation();
  const { time, day, number } = useFormatters();
  const { percent } = useActivityFormat();
  const onBroken = useRefreshOnBrokenImage();
  const direction = isLanguage(i18n.language) ? directionOf(i18n.language) : 'ltr';
  const index = screenshots.findIndex((shot) => shot.id === openId);
  const shot = index >= 0 ? screenshots[index] : undefined;
  const previous = index > 0 ? screenshots[index - 1] : undefined;
  const next = index >= 0 && index < screenshots.length - 1 ? screenshots[index + 1] : undefined;

  useEffect(() => {
    if (!shot) return;
    const onKey = (event: KeyboardEvent) => {
      const step = arrowStep(event.key, direction);
      const target = step === 1 ? next : step === -1 ? previous : undefined;
      if (!target) return;
      event.preventDefault();
      onOpen(target.id);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [shot, next, previous, direction, onOpen]);

  const takenAt = shot ? new Date(shot.takenAt) : null;
  const when = takenAt ? `${day(takenAt, { timeZone })} ${time(takenAt, { timeZone })}` : '';

  return (
    <Modal
      opened={shot !== undefined}
      onClose={onClose}
      title={t('activity.screenshots.lightboxTitle', { time: when })}
      size="xl"
      centered
    >
      {shot && (
        <Stack gap="sm">
          {shot.imageUrl ? (
            <Image
              src={shot.imageUrl}
              alt={t('activity.screenshots.alt', { time: when })}
              className={classes.lightboxImage}
              onError={() => onBroken(shot.imageUrl)}
            />
          ) : (
            <Text c="dimmed">{t('activity.screenshots.noImage')}</Text>
          )}
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Group gap="md">
              <Text size="sm" fw={500}>
                {when}
              </Text>
              {shot.project && (
                <Group gap={6}>
                  <ProjectDot color={shot.project.colorCode} />
                  <Text size="sm">{shot.project.name}</Text>
                </Group>
              )}
              <Text size="sm">{t('activity.screenshots.activity', { activity: percent(shot.activityPercent) })}</Text>
              {shot.blurred && (
                <Badge color="dark" size="sm">
                  {t('activity.screenshots.blurred')}
                </Badge>
              )}
            </Group>
            <Text size="sm" c="dimmed" aria-live="polite">
              {t('activity.screenshots.position', { index: number(index + 1), total: number(screenshots.length) })}
            </Text>
          </Group>
          <Group justify="space-between">
            <Button variant="default" disabled={!previous} onClick={() => previous && onOpen(previous.id)}>
              {t('activity.screenshots.previous')}
            </Button>
            <Text size="xs" c="dimmed">
              {t('activity.screenshots.keysHint')}
            </Text>
            <Button variant="default" disabled={!next} onClick={() => next && onOpen(next.id)}>
              {t('activity.screenshots.next')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
