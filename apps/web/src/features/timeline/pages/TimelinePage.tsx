import { Anchor, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ActivityUser } from '@worktrail/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useActivityMember } from '../../../shared/activity/api/activity-api.ts';
import { MemberPicker } from '../../../shared/activity/components/MemberPicker.tsx';
import { useActivityFormat } from '../../../shared/activity/components/use-activity-format.ts';
import { utcToZonedWallTime, zoneOffsetLabel } from '../../../shared/activity/time/zoned-time.ts';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { translateKnownMessage } from '../../../shared/i18n/contract-messages.ts';
import { useFormatters } from '../../../shared/i18n/use-formatters.ts';
import { LoadFailed } from '../../../shared/ui/LoadFailed.tsx';
import { PageLoader } from '../../../shared/ui/PageLoader.tsx';
import { PageTitle } from '../../../shared/ui/PageTitle.tsx';
import { useMonthSummary } from '../api/timeline-api.ts';
import { monthTitle, shiftMonth } from '../components/calendar-layout.ts';
import { DayDetailSection } from '../components/DayDetailSection.tsx';
import { Figure } from '../components/DayTotals.tsx';
import { MonthCalendar } from '../components/MonthCalendar.tsx';
import { useTimelineParams } from '../components/use-timeline-params.ts';

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * `/timeline` (§2 Timeline): whose time (the data scope's members; employees see only themself), their month as a
 * calendar, and a day's detail with its activities, changes and screenshots. The view lives in the address
 * (`?member=&month=&date=`); days and times are the member's, in their time zone, said on the page.
 */
export function TimelinePage() {
  const { t } = useTranslation();
  const { params, update } = useTimelineParams();
  const chosen = useActivityMember(params.member);

  const content = () => {
    if (chosen.isPending) return <PageLoader label={t('timeline.loading')} />;
    if (chosen.error) {
      return (
        <LoadFailed
          message={translateKnownMessage(errorMessage(chosen.error, t('activity.member.loadFailed')))}
          onRetry={chosen.retry}
        />
      );
    }
    const { self, member } = chosen;
    if (!member) {
      return (
        <Stack gap="sm" align="flex-start" role="alert">
          <Text>{t('activity.messages.memberNotFound')}</Text>
          {self && (
            <Button variant="light" onClick={() => update({ member: self.userId, date: null })}>
              {t('timeline.member.backToMe')}
            </Button>
          )}
        </Stack>
      );
    }
    return (
      <MemberTimeline
        member={member}
        viewerZone={self?.timeZone ?? browserZone()}
        seesOthers={chosen.seesOthers}
        month={params.month}
        date={params.date}
        onChange={update}
      />
    );
  };

  return (
    <>
      <PageTitle>{t('nav.items.timeline')}</PageTitle>
      <Stack gap="lg">
        <MemberPicker
          value={params.member ?? chosen.self?.userId ?? null}
          onChange={(member) => update({ member, date: null })}
        />
        {content()}
      </Stack>
    </>
  );
}

type MemberTimelineProps = {
  member: ActivityUser;
  viewerZone: string;
  seesOthers: boolean;
  month: string | null;
  date: string | null;
  onChange: (change: { month?: string | null; date?: string | null }) => void;
};

function MemberTimeline({ member, viewerZone, seesOthers, month: chosenMonth, date, onChange }: MemberTimelineProps) {
  const { t, i18n } = useTranslation();
  const { duration, percent } = useActivityFormat();
  const { number } = useFormatters();
  const today = utcToZonedWallTime(Date.now(), member.timeZone).date;
  const month = chosenMonth ?? today.slice(0, 7);
  const summary = useMonthSummary({ userId: member.userId, month });
  const timeZone = summary.data?.timeZone ?? member.timeZone;
  const sayZone = seesOthers || timeZone !== viewerZone || timeZone !== browserZone();
  const title = monthTitle(i18n.language, month);
  const shown = summary.data ?? null;

  return (
    <Stack gap="lg">
      <Group gap="lg" wrap="wrap">
        {sayZone && (
          <Text size="sm" role="note">
            {t('timeline.member.timesShownIn', { timeZone, offset: zoneOffsetLabel(Date.now(), timeZone) })}
          </Text>
        )}
        <Anchor component={Link} to={`/dashboard?member=${member.userId}`} size="sm">
          {t('timeline.member.dashboard')}
        </Anchor>
      </Group>

      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="timeline-month-heading">
        <Stack gap="md">
          <Group justify="space-between">
            <Title order={2} size="h3" id="timeline-month-heading" aria-live="polite">
              {title}
            </Title>
            <Group gap="xs">
              <Button variant="default" onClick={() => onChange({ month: shiftMonth(month, -1), date: null })}>
                {t('timeline.month.previous')}
              </Button>
              <Button
                variant="default"
                onClick={() => onChange({ month: today.slice(0, 7), date: null })}
                disabled={month === today.slice(0, 7)}
              >
                {t('timeline.month.current')}
              </Button>
              <Button variant="default" onClick={() => onChange({ month: shiftMonth(month, 1), date: null })}>
                {t('timeline.month.next')}
              </Button>
            </Group>
          </Group>
          {summary.isError && !shown ? (
            <LoadFailed
              message={translateKnownMessage(errorMessage(summary.error, t('timeline.errors.fetchMonth')))}
              onRetry={() => summary.refetch()}
            />
          ) : !shown ? (
            <Stack gap="xs" aria-busy="true" aria-label={t('timeline.month.loading')}>
              <Skeleton h={24} />
              <Skeleton h={320} />
            </Stack>
          ) : (
            <>
              <SimpleGrid cols={{ base: 2, sm: 4 }}>
                <Figure label={t('timeline.totals.monthWorked')} value={duration(shown.totals.workedSeconds)} />
                <Figure label={t('timeline.totals.offline')} value={duration(shown.totals.offlineSeconds)} />
                <Figure label={t('timeline.totals.activity')} value={percent(shown.totals.activityPercent)} />
                <Figure
                  label={t('timeline.totals.daysWorked')}
                  value={number(shown.days.filter((day) => day.workedSeconds > 0).length)}
                />
              </SimpleGrid>
              {shown.totals.workedSeconds === 0 && (
                <Text c="dimmed" role="status">
                  {t('timeline.month.empty')}
                </Text>
              )}
              <MonthCalendar
                summary={shown}
                selectedDate={date}
                today={today}
                onSelect={(next) => onChange({ date: next })}
                label={t('timeline.month.calendarLabel', { month: title })}
              />
            </>
          )}
        </Stack>
      </Paper>

      {date && (
        <DayDetailSection
          key={`${member.userId}:${date}`}
          member={{ userId: member.userId, timeZone, isSelf: member.isSelf }}
          date={date}
          onClose={() => onChange({ date: null })}
        />
      )}
    </Stack>
  );
}
