import { List, Skeleton, Stack } from '@mantine/core';
import type { TrackerSettings } from '@worktrail/contract';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../shared/i18n/use-formatters.ts';
import { LoadFailed } from '../../../shared/ui/LoadFailed.tsx';
import { useTrackerSettings } from '../api/get-tracker-settings.ts';
import { ConnectSection } from './ConnectSection.tsx';

/** The settings the agent obeys, each said as one plain sentence. */
export function useRecordedLines(data: TrackerSettings | undefined): string[] {
  const { t } = useTranslation();
  const { number, duration } = useFormatters();
  if (!data) return [];
  const s = data.settings;
  const lines: string[] = [];
  if (s.Take_ScreenShot) {
    lines.push(t('tracker.recorded.screenshots', { value: number(s.Number_Of_Screenshots) }));
    lines.push(t(s.Blur_Screen ? 'tracker.recorded.blurred' : 'tracker.recorded.notBlurred'));
    lines.push(t(s.Notify_When_Screenshot_Is_Taken ? 'tracker.recorded.notified' : 'tracker.recorded.notNotified'));
  } else {
    lines.push(t('tracker.recorded.noScreenshots'));
  }
  lines.push(t(s.Activity_Level_Tracking ? 'tracker.recorded.activity' : 'tracker.recorded.noActivity'));
  lines.push(t(s.App_And_URL_Tracking ? 'tracker.recorded.apps' : 'tracker.recorded.noApps'));
  lines.push(
    s.Auto_Pause_Tracking > 0
      ? t('tracker.recorded.autoPause', { value: number(s.Auto_Pause_Tracking) })
      : t('tracker.recorded.noAutoPause'),
  );
  const allowance = data.weeklyAllowance;
  lines.push(
    allowance.limitSeconds === null
      ? t('tracker.recorded.noWeeklyLimit')
      : t('tracker.recorded.weeklyLimit', {
          limit: duration(allowance.limitSeconds),
          used: duration(allowance.usedSeconds),
        }),
  );
  return lines;
}

/** "What is recorded": the organisation's settings as they apply to the signed-in member, in plain words. */
export function RecordedSettings() {
  const { t } = useTranslation();
  const settings = useTrackerSettings();
  const lines = useRecordedLines(settings.data);

  return (
    <ConnectSection id="tracker-recorded-title" title={t('tracker.recorded.title')} intro={t('tracker.recorded.intro')}>
      {settings.isError && !settings.data ? (
        <LoadFailed message={t('tracker.recorded.failed')} onRetry={() => settings.refetch()} />
      ) : !settings.data ? (
        <Stack gap={6} aria-busy="true" aria-label={t('tracker.recorded.loading')}>
          <Skeleton height={16} />
          <Skeleton height={16} />
          <Skeleton height={16} />
        </Stack>
      ) : (
        <List spacing={6} size="sm" aria-labelledby="tracker-recorded-title">
          {lines.map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List>
      )}
    </ConnectSection>
  );
}
