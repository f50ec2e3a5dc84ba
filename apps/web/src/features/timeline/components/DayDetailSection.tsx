import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { permissions } from '@worktrail/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteActivities } from '../../../shared/activity/api/activity-api.ts';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { confirmDialog } from '../../../shared/dialogs/dialogs.tsx';
import { translateKnownMessage } from '../../../shared/i18n/contract-messages.ts';
import { useFormatters } from '../../../shared/i18n/use-formatters.ts';
import { notifyError, notifySuccess } from '../../../shared/notifications/notify.tsx';
import { usePermission } from '../../../shared/permissions/use-permission.ts';
import { LoadFailed } from '../../../shared/ui/LoadFailed.tsx';
import { lazyDialog } from '../../../shared/ui/lazy-on-demand.tsx';
import { useDayDetail } from '../api/timeline-api.ts';
import { longDate } from './calendar-layout.ts';
import { DayEntries } from './DayEntries.tsx';
import { DayScreenshots } from './DayScreenshots.tsx';
import { DayTotals } from './DayTotals.tsx';
import { type DayEntry, useEntryText } from './entry-text.ts';
import { useLiveDay } from './running-time.ts';
import { TimeBar } from './TimeBar.tsx';

// The activity forms (dates, pickers, validation) load when they first open.
const ActivityModal = lazyDialog(
  () => import('../../../shared/activity/components/ActivityModal.tsx').then((module) => module.ActivityModal),
  (props) => props.opened,
);
const BulkEditModal = lazyDialog(
  () => import('./BulkEditModal.tsx').then((module) => module.BulkEditModal),
  (props) => props.opened,
);

type DayDetailSectionProps = {
  /** The member, and whether it is the viewer themself. */
  member: { userId: string; timeZone: string; isSelf: boolean };
  date: string;
  onClose: () => void;
};

type ModalState = { kind: 'add' } | { kind: 'edit'; entry: DayEntry } | { kind: 'bulk' } | null;

/**
 * One local day of the member: the time bar, the activities (edit, delete, pick several for a bulk edit or delete),
 * the totals, the screenshots, and adding offline time. Every change reloads the month, the day and the screenshots.
 */
export function DayDetailSection({ member, date, onClose }: DayDetailSectionProps) {
  const { t, i18n } = useTranslation();
  const { number } = useFormatters();
  const detail = useDayDetail({ userId: member.userId, date });
  // A running web timer counts up to now in the bar's entries and the totals.
  const liveDay = useLiveDay(detail.data);
  const remove = useDeleteActivities();
  const [modal, setModal] = useState<ModalState>(null);
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [highlightedId, setHighlightedId] = useState<string | null>(null);
  const timeZone = detail.data?.timeZone ?? member.timeZone;
  const text = useEntryText({ date, timeZone });
  // Without Timeline.Manage only one's own offline time changes (the server decides; this spares refusals).
  const changesAny = usePermission(permissions.timeline.manage);
  const lockedReason = (entry: DayEntry) =>
    entry.running
      ? t('timeline.entries.runningHint')
      : !changesAny && (!entry.isOffline || !member.isSelf)
        ? t('timeline.entries.offlineOnlyHint')
        : null;
  const entries = detail.data?.entries ?? [];
  // What is still there and may change: a refresh can take away chosen activities.
  const selectedEntries = entries.filter((entry) => chosen.has(entry.id) && lockedReason(entry) === null);
  const selectedIds = selectedEntries.map((entry) => entry.id);
  const selectedProjects = new Set(selectedEntries.map((entry) => entry.project.id));
  const heading = longDate(i18n.language, date);

  const deleteEntries = async (ids: string[], message: string) => {
    const confirmed = await confirmDialog({
      title: t('timeline.delete.title'),
      message,
      confirmLabel: t('timeline.entries.delete'),
      type: 'error',
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync(ids);
      notifySuccess(t('timeline.delete.done', { total: number(ids.length) }));
      setChosen(new Set());
    } catch (error) {
      notifyError(error, t(ids.length > 1 ? 'timeline.errors.deleteBulk' : 'timeline.errors.delete'));
    }
  };

  const selectFromBar = (entryId: string) => {
    setHighlightedId(entryId);
    document.getElementById(`entry-${entryId}`)?.scrollIntoView?.({ block: 'nearest' });
  };

  const body = () => {
    if (detail.isPending) {
      return (
        <Stack gap="sm" aria-busy="true" aria-label={t('timeline.day.loading')}>
          <Skeleton h={40} />
          <Skeleton h={160} />
        </Stack>
      );
    }
    if (detail.isError) {
      return (
        <LoadFailed
          message={translateKnownMessage(errorMessage(detail.error, t('timeline.errors.fetchDay')))}
          onRetry={() => detail.refetch()}
        />
      );
    }
    const day = liveDay ?? detail.data;
    return (
      <Stack gap="md">
        <TimeBar detail={day} onSelectEntry={selectFromBar} selectedEntryId={highlightedId} />
        {day.entries.length === 0 ? (
          <Text c="dimmed" role="status">
            {t('timeline.day.empty')}
          </Text>
        ) : (
          <>
            <Group gap="sm" aria-live="polite" mih={30}>
              {selectedIds.length > 0 && (
                <>
                  <Text size="sm">{t('timeline.bulk.selected', { total: number(selectedIds.length) })}</Text>
                  <Button size="xs" variant="light" onClick={() => setModal({ kind: 'bulk' })}>
                    {t('timeline.bulk.edit')}
                  </Button>
                  <Button
                    size="xs"
                    variant="light"
                    color="red"
                    onClick={() =>
                      deleteEntries(
                        selectedIds,
                        t('timeline.delete.confirmMany', { total: number(selectedIds.length) }),
                      )
                    }
                  >
                    {t('timeline.bulk.delete')}
                  </Button>
                  <Button size="xs" variant="subtle" onClick={() => setChosen(new Set())}>
                    {t('timeline.bulk.clear')}
                  </Button>
                </>
              )}
            </Group>
            <DayEntries
              entries={day.entries}
              date={date}
              timeZone={timeZone}
              selectedIds={new Set(selectedIds)}
              onSelectionChange={setChosen}
              onEdit={(entry) => setModal({ kind: 'edit', entry })}
              onDelete={(entry) =>
                deleteEntries([entry.id], t('timeline.delete.confirmOne', { entry: text.describe(entry) }))
              }
              highlightedId={highlightedId}
              lockedReason={lockedReason}
            />
          </>
        )}
        <DayTotals detail={day} />
      </Stack>
    );
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="timeline-day-heading">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <Title order={2} size="h3" id="timeline-day-heading">
            {heading}
          </Title>
          <Group gap="xs">
            <Button onClick={() => setModal({ kind: 'add' })}>{t('timeline.day.addOffline')}</Button>
            <Button variant="default" onClick={onClose}>
              {t('timeline.day.close')}
            </Button>
          </Group>
        </Group>
        {body()}
        <Title order={3} size="h4">
          {t('timeline.screenshots.title')}
        </Title>
        <DayScreenshots userId={member.userId} date={date} />
      </Stack>
      <ActivityModal
        opened={modal?.kind === 'add' || modal?.kind === 'edit'}
        onClose={() => setModal(null)}
        mode={modal?.kind === 'edit' ? 'edit' : 'add'}
        member={{ userId: member.userId, timeZone }}
        activity={modal?.kind === 'edit' ? modal.entry : undefined}
        defaultDate={date}
      />
      <BulkEditModal
        opened={modal?.kind === 'bulk'}
        onClose={() => setModal(null)}
        memberId={member.userId}
        activityIds={selectedIds}
        sharedProjectId={selectedProjects.size === 1 ? ([...selectedProjects][0] ?? null) : null}
        onDone={() => setChosen(new Set())}
      />
    </Paper>
  );
}
