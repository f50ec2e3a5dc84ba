import { Alert, Anchor, Button, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { type ActivityUser, timelineMessages, trackerConnectPath } from '@worktrail/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { translateKnownMessage } from '../../../shared/i18n/contract-messages.ts';
import { useDisplayPreferences } from '../../../shared/i18n/display-preferences.ts';
import { LoadFailed } from '../../../shared/ui/LoadFailed.tsx';
import { lazyDialog } from '../../../shared/ui/lazy-on-demand.tsx';
import { useMemberDashboard } from '../api/dashboard-api.ts';
import { DailyHoursChart } from './DailyHoursChart.tsx';
import { type DateRange, type RangeKind, rangeProblem, resolveRange, todayInZone } from './dashboard-range.ts';
import { failureText } from './dashboard-text.ts';
import { MemberHeader } from './MemberHeader.tsx';
import { RangeFilters } from './RangeFilters.tsx';
import { RecentScreenshots } from './RecentScreenshots.tsx';
import { SummaryCards } from './SummaryCards.tsx';
import type { DashboardSearch, useDashboardSearch } from './use-dashboard-search.ts';
import { AppShares, ProjectShares, TaskShares } from './WorkShares.tsx';

// The offline-time form (dates, pickers, validation) loads when it first opens.
const ActivityModal = lazyDialog(
  () => import('../../../shared/activity/components/ActivityModal.tsx').then((module) => module.ActivityModal),
  (props) => props.opened,
);

type MemberDashboardProps = {
  member: ActivityUser;
  /** An owner or manager: picks members and may blur and delete their screenshots. */
  mayReview: boolean;
  search: DashboardSearch;
  navigate: Pick<ReturnType<typeof useDashboardSearch>, 'setMember' | 'setKind' | 'setRange'>;
};

/**
 * One member's dashboard over a day, week, month or custom range of their local days: the figures, the daily chart,
 * projects, tasks, apps and URLs, screenshots, and adding offline time. A range over 31 days is explained, not asked
 * for.
 */
export function MemberDashboard({ member, mayReview, search, navigate }: MemberDashboardProps) {
  const { t } = useTranslation();
  const { weekStart } = useDisplayPreferences();
  const [adding, addModal] = useDisclosure(false);
  const today = todayInZone(member.timeZone);
  const range = resolveRange({ ...search, today, weekStart });
  const problem = rangeProblem(range);

  const changeKind = (kind: RangeKind) => {
    if (kind === 'custom') return navigate.setKind(kind, range);
    // From the current period to another kind: the one holding today, else the one holding the shown start.
    const holdsToday = range.from <= today && today <= range.to;
    navigate.setKind(kind, { from: holdsToday ? null : range.from, to: null });
  };

  return (
    <Stack gap="lg">
      <MemberHeader member={member} mayPick={mayReview} onMember={navigate.setMember} />
      <Group justify="space-between" align="flex-start" gap="md">
        <RangeFilters
          kind={search.kind}
          range={range}
          today={today}
          weekStart={weekStart}
          onKind={changeKind}
          onRange={(next) => navigate.setRange(search.kind, next)}
        />
        <Button onClick={addModal.open}>{t('dashboard.addOffline')}</Button>
      </Group>
      {problem ? (
        <Alert color="red" role="alert">
          {translateKnownMessage(timelineMessages[problem === 'tooLong' ? 'rangeTooLong' : 'rangeOrder'])}
        </Alert>
      ) : (
        <>
          <Figures userId={member.userId} range={range} today={today} isOwnDashboard={member.isSelf} />
          <RecentScreenshots
            key={`${member.userId}/${range.from}/${range.to}`}
            member={member}
            range={range}
            today={today}
            // Owners and managers, and the member on their own dashboard as on their own timeline; the server
            // still decides (Prevent_Screenshot_deletion) and its refusal is shown.
            canManage={mayReview || member.isSelf}
          />
        </>
      )}
      <ActivityModal
        opened={adding}
        onClose={addModal.close}
        mode="add"
        member={{ userId: member.userId, timeZone: member.timeZone }}
        // The range's last day, but no later than today: future time cannot be recorded.
        defaultDate={range.to < today ? range.to : today}
      />
    </Stack>
  );
}

/** The figures of the range: cards, the daily chart, projects, tasks, apps and URLs; skeletons while they load. */
function Figures({
  userId,
  range,
  today,
  isOwnDashboard,
}: {
  userId: string;
  range: DateRange;
  today: string;
  /** The member's own dashboard: an empty period offers to connect a tracker. */
  isOwnDashboard: boolean;
}) {
  const { t } = useTranslation();
  const dashboard = useMemberDashboard({ userId, ...range });
  const data = dashboard.data;

  if (dashboard.isError && !data)
    return (
      <LoadFailed
        message={failureText(dashboard.error, t('dashboard.errors.fetch'))}
        onRetry={() => void dashboard.refetch()}
      />
    );
  if (!data)
    return (
      <Stack gap="md" aria-busy="true" aria-label={t('dashboard.loading')}>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {['worked', 'activity', 'offline'].map((key) => (
            <Skeleton key={key} height={110} radius="md" />
          ))}
        </SimpleGrid>
        <Skeleton height={220} radius="md" />
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {['projects', 'tasks', 'apps'].map((key) => (
            <Skeleton key={key} height={180} radius="md" />
          ))}
        </SimpleGrid>
      </Stack>
    );

  return (
    <Stack gap="md" aria-busy={dashboard.isPlaceholderData}>
      <SummaryCards dashboard={data} />
      {data.totals.workedSeconds === 0 ? (
        <Stack gap={4} role="status">
          <Text c="dimmed">{t('dashboard.empty')}</Text>
          {isOwnDashboard && (
            <Anchor component={Link} to={trackerConnectPath} size="sm" w="fit-content">
              {t('dashboard.connectTracker')}
            </Anchor>
          )}
        </Stack>
      ) : (
        <DailyHoursChart days={data.days} range={{ from: data.fromDate, to: data.toDate }} today={today} />
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <ProjectShares projects={data.projects} />
        <TaskShares tasks={data.tasks} />
        <AppShares apps={data.apps} otherApps={data.otherApps} />
      </SimpleGrid>
    </Stack>
  );
}
