import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { MemberDashboard } from '@worktrail/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { activityLevelColor, useActivityFormat } from '../../../shared/activity/components/use-activity-format.ts';
import { useFormatters } from '../../../shared/i18n/use-formatters.ts';
import { ActivityRing } from './ActivityRing.tsx';
import classes from './dashboard.module.css';
import { formatShare } from './dashboard-text.ts';

/** Worked time, activity level (a ring, with the words for screen readers) and offline time of the range. */
export function SummaryCards({ dashboard }: { dashboard: MemberDashboard }) {
  const { t } = useTranslation();
  const { number } = useFormatters();
  const { totals, days } = dashboard;
  const { duration, percent: activity } = useActivityFormat();
  const percent = totals.activityPercent;
  const daysWithTime = days.filter((day) => day.workedSeconds > 0).length;

  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      <Card title={t('dashboard.cards.worked')}>
        <Text fz="xl" fw={700} className={classes.figure}>
          {duration(totals.workedSeconds)}
        </Text>
        <Text size="sm" c="dimmed">
          {t('dashboard.cards.days', { total: number(daysWithTime) })}
        </Text>
      </Card>
      <Card title={t('dashboard.cards.activity')}>
        {percent === null ? (
          <Text fz="xl" fw={700} c="dimmed">
            {t('dashboard.cards.noActivity')}
          </Text>
        ) : (
          <ActivityRing
            percent={percent}
            color={activityLevelColor(percent)}
            label={t('dashboard.cards.activityValue', { percent: activity(percent) })}
          >
            <Text ta="center" fw={700} className={classes.figure}>
              {activity(percent)}
            </Text>
          </ActivityRing>
        )}
      </Card>
      <Card title={t('dashboard.cards.offline')}>
        <Text fz="xl" fw={700} className={classes.figure}>
          {duration(totals.offlineSeconds)}
        </Text>
        {totals.workedSeconds > 0 && (
          <Text size="sm" c="dimmed">
            {t('dashboard.cards.offlineShare', {
              percent: formatShare({ percent: (totals.offlineSeconds / totals.workedSeconds) * 100, number }),
            })}
          </Text>
        )}
      </Card>
    </SimpleGrid>
  );
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title}>
      <Text size="sm" c="dimmed" fw={600} mb={4}>
        {title}
      </Text>
      {children}
    </Paper>
  );
}
