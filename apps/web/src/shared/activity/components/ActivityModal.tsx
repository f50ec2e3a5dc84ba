import '@mantine/dates/styles.css';
import 'dayjs/locale/ar';
import { Alert, Box, Button, Checkbox, Group, Modal, Select, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { TimePicker } from '@mantine/dates';
import { type ActivityRequest, type TimelineActivity, type TimelineTask, timelineMessages } from '@worktrail/contract';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/error-message.ts';
import { PreferredDateInput } from '../../forms/PreferredDateInput.tsx';
import { useFormSubmit } from '../../forms/use-form-submit.ts';
import { translateKnownMessage } from '../../i18n/contract-messages.ts';
import { useDisplayPreferences } from '../../i18n/display-preferences.ts';
import { notifySuccess } from '../../notifications/notify.tsx';
import { FormAlert } from '../../ui/FormAlert.tsx';
import { LoadFailed } from '../../ui/LoadFailed.tsx';
import { useAddOfflineActivity, useEditActivity, useMemberProjects } from '../api/activity-api.ts';
import { utcToZonedWallTime, zonedWallTimeToUtc, zoneOffsetLabel } from '../time/zoned-time.ts';
import {
  type ActivityFormField,
  type ActivityFormValues,
  activityFormFields,
  initialActivityValues,
  validateActivityForm,
} from './activity-form-values.ts';
import { ProjectDot } from './ProjectDot.tsx';
import { TaskPicker } from './TaskPicker.tsx';

/** Whose time the form is about: the member id and the zone their days and times are counted in. */
export type ActivityMember = { userId: string; timeZone: string };

type ActivityModalProps = {
  opened: boolean;
  onClose: () => void;
  mode: 'add' | 'edit';
  member: ActivityMember;
  /** The activity to edit (mode edit), with its task's name when the caller has it (the day's entries do). */
  activity?: TimelineActivity & { task?: TimelineTask | null };
  /** The member's local day a new activity starts on (`YYYY-MM-DD`); today in their zone by default. */
  defaultDate?: string;
};

/**
 * Adds offline time or edits one activity (§5): date, start and end time in the member's time zone (said on the
 * form), project, task and note. The §5 messages show beside the fields before anything is sent; the server's
 * message (§8) shows in the form, which keeps what was typed. On success: a toast, the modal closes, and the
 * timeline and dashboard reload.
 */
export function ActivityModal({ opened, onClose, mode, member, activity, defaultDate }: ActivityModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={mode === 'add' ? t('activity.form.addTitle') : t('activity.form.editTitle')}
      size="lg"
    >
      {opened && (
        <ActivityForm
          key={activity?.id ?? 'new'}
          mode={mode}
          member={member}
          activity={mode === 'edit' ? activity : undefined}
          defaultDate={defaultDate}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}

type ActivityFormProps = Omit<ActivityModalProps, 'opened'>;

function ActivityForm({ mode, member, activity, defaultDate, onClose }: ActivityFormProps) {
  const { t } = useTranslation();
  const preferences = useDisplayPreferences();
  const { timeZone } = member;
  const [values, setValues] = useState<ActivityFormValues>(() =>
    initialActivityValues({
      activity,
      date: defaultDate ?? utcToZonedWallTime(Date.now(), timeZone).date,
      timeZone,
    }),
  );
  const projects = useMemberProjects(member.userId);
  const add = useAddOfflineActivity();
  const edit = useEditActivity();
  const running = mode === 'edit' && activity !== undefined && activity.endDateTime === null;

  const form = useFormSubmit({
    fields: activityFormFields,
    mutation: {
      mutateAsync: (request: ActivityRequest) =>
        mode === 'edit' && activity
          ? edit.mutateAsync({ activityId: activity.id, activity: request })
          : add.mutateAsync({ memberId: member.userId, activity: request }),
    },
    onSuccess: () => {
      notifySuccess(mode === 'add' ? t('activity.form.added') : t('activity.form.saved'));
      onClose();
    },
  });

  const set = (change: Partial<ActivityFormValues>, ...fields: ActivityFormField[]) => {
    setValues((current) => ({ ...current, ...change }));
    for (const field of fields) form.clearFieldError(field);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void form.submit(validateActivityForm({ values, timeZone, activity }));
  };

  const projectOptions = useMemo(() => {
    const options = (projects.data ?? []).map((project) => ({ value: project.id, label: project.name }));
    // The activity's own project stays choosable even when it is no longer active.
    if (activity && !options.some((option) => option.value === activity.project.id))
      options.unshift({ value: activity.project.id, label: activity.project.name });
    return options;
  }, [projects.data, activity]);
  const colourOf = (projectId: string) =>
    projects.data?.find((project) => project.id === projectId)?.colorCode ??
    (activity?.project.id === projectId ? activity.project.colorCode : undefined);

  const noon = zonedWallTimeToUtc({ date: values.date, time: '12:00', timeZone });
  const offset = zoneOffsetLabel(noon ? Date.parse(noon) : Date.now(), timeZone);
  const errors = form.fieldErrors;
  /** What the start and end pickers share: 12 or 24 hours as preferred, named fields, hours before minutes in Arabic too. */
  const timePickerProps = (which: 'start' | 'end') => ({
    label: t(`activity.form.${which}Time`),
    required: true,
    format: preferences.timeFormat,
    amPmLabels: { am: t('activity.form.am'), pm: t('activity.form.pm') },
    styles: { fieldsGroup: { direction: 'ltr' as const } },
    hoursInputLabel: t(`activity.form.${which}Hours`),
    minutesInputLabel: t(`activity.form.${which}Minutes`),
    amPmInputLabel: t(`activity.form.${which}AmPm`),
  });
  const title = mode === 'add' ? t('activity.form.addTitle') : t('activity.form.editTitle');

  return (
    <form noValidate onSubmit={onSubmit} aria-label={title}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed" role="note">
          {t('activity.form.timesIn', { timeZone, offset })}
        </Text>
        {running && <Alert color="yellow">{translateKnownMessage(timelineMessages.activityRunning)}</Alert>}
        <PreferredDateInput
          label={t('activity.form.date')}
          required
          value={values.date || null}
          onChange={(value) => set({ date: value ?? '' }, 'date', 'startDateTime', 'endDateTime')}
          error={errors.date}
          popoverProps={{ withinPortal: true }}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TimePicker
            {...timePickerProps('start')}
            value={values.startTime}
            onChange={(value) => set({ startTime: value }, 'startDateTime', 'endDateTime')}
            error={errors.startDateTime}
          />
          <TimePicker
            {...timePickerProps('end')}
            value={values.endTime}
            onChange={(value) => set({ endTime: value }, 'endDateTime')}
            error={errors.endDateTime}
          />
        </SimpleGrid>
        <Checkbox
          label={t('activity.form.endsNextDay')}
          checked={values.endsNextDay}
          onChange={(event) => set({ endsNextDay: event.currentTarget.checked }, 'endDateTime')}
        />
        <Box>
          <Select
            label={t('activity.form.project')}
            required
            data={projectOptions}
            value={values.projectId}
            onChange={(value) => set({ projectId: value, taskId: null }, 'projectId', 'taskId')}
            searchable
            placeholder={projects.isPending ? t('activity.form.loadingProjects') : t('activity.form.pickProject')}
            nothingFoundMessage={t('activity.form.noProjects')}
            error={errors.projectId}
            comboboxProps={{ withinPortal: true }}
            leftSection={values.projectId ? <ProjectDot color={colourOf(values.projectId)} /> : undefined}
            renderOption={({ option }) => (
              <Group gap="xs" wrap="nowrap">
                <ProjectDot color={colourOf(option.value)} />
                <span>{option.label}</span>
              </Group>
            )}
          />
          {projects.isError && (
            <LoadFailed
              message={translateKnownMessage(errorMessage(projects.error, t('activity.form.projectsFailed')))}
              onRetry={() => projects.refetch()}
            />
          )}
          {projects.isSuccess && projectOptions.length === 0 && (
            <Text size="sm" c="dimmed" mt={4}>
              {t('activity.form.noProjectsHint')}
            </Text>
          )}
        </Box>
        <TaskPicker
          projectId={values.projectId}
          userId={member.userId}
          value={values.taskId}
          onChange={(taskId) => set({ taskId }, 'taskId')}
          error={errors.taskId}
          // The activity's own task stays choosable on its project even when it is done or no longer assigned.
          keptTask={activity && values.projectId === activity.project.id ? activity.task : null}
        />
        <Textarea
          label={t('activity.form.note')}
          value={values.note}
          onChange={(event) => set({ note: event.currentTarget.value }, 'note')}
          rows={3}
          maxLength={1000}
          error={errors.note}
        />
        {form.failure && <FormAlert message={form.failure.message} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('activity.form.cancel')}
          </Button>
          <Button type="submit" loading={form.submitting} disabled={running}>
            {mode === 'add' ? t('activity.form.add') : t('activity.form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
