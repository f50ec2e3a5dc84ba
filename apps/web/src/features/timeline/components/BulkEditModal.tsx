import { Button, Checkbox, Group, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import { type BulkActivityRequest, bulkActivityRequest } from '@worktrail/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditBulkActivity, useMemberProjects } from '../../../shared/activity/api/activity-api.ts';
import { ProjectDot } from '../../../shared/activity/components/ProjectDot.tsx';
import { TaskPicker } from '../../../shared/activity/components/TaskPicker.tsx';
import { useFormSubmit } from '../../../shared/forms/use-form-submit.ts';
import { translateKnownMessage } from '../../../shared/i18n/contract-messages.ts';
import { useFormatters } from '../../../shared/i18n/use-formatters.ts';
import { notifySuccess } from '../../../shared/notifications/notify.tsx';
import { FormAlert } from '../../../shared/ui/FormAlert.tsx';

type BulkEditModalProps = {
  opened: boolean;
  onClose: () => void;
  /** The member whose activities they are (their projects and open tasks are offered). */
  memberId: string;
  activityIds: string[];
  /** The project every chosen activity is on, if they share one: its tasks can be set without a new project. */
  sharedProjectId: string | null;
  /** After a successful change, e.g. to clear the selection. */
  onDone: () => void;
};

const fields = ['projectId', 'taskId', 'note'] as const;

/**
 * Sets the project, task and/or note of several activities at once (EditBulkActivity, all or nothing); at least one
 * must be chosen. Times are not bulk edited. The task is one of the member's open tasks of the new project (or of
 * the project the activities share); a new project without a task clears their tasks. The server's message stays in
 * the form on failure.
 */
export function BulkEditModal({ opened, onClose, ...formProps }: BulkEditModalProps) {
  const { t } = useTranslation();
  const { number } = useFormatters();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('timeline.bulk.editTitle', { total: number(formProps.activityIds.length) })}
    >
      {opened && <BulkEditForm {...formProps} onClose={onClose} />}
    </Modal>
  );
}

function BulkEditForm({ memberId, activityIds, sharedProjectId, onClose, onDone }: Omit<BulkEditModalProps, 'opened'>) {
  const { t } = useTranslation();
  const { number } = useFormatters();
  const projects = useMemberProjects(memberId);
  const edit = useEditBulkActivity();
  const [projectId, setProjectId] = useState<string | null>(null);
  const [taskId, setTaskId] = useState<string | null>(null);
  // The tasks of the new project, else of the project the activities share.
  const taskProjectId = projectId ?? sharedProjectId;
  const [changeNote, setChangeNote] = useState(false);
  const [note, setNote] = useState('');
  const [nothingChosen, setNothingChosen] = useState<string | null>(null);

  const form = useFormSubmit({
    fields,
    mutation: { mutateAsync: (change: BulkActivityRequest) => edit.mutateAsync({ activityIds, change }) },
    onSuccess: () => {
      notifySuccess(t('timeline.bulk.edited', { total: number(activityIds.length) }));
      onDone();
      onClose();
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = bulkActivityRequest.safeParse({
      projectId: projectId ?? undefined,
      // No task with a new project: the server clears the activities' tasks.
      taskId: taskId ?? undefined,
      note: changeNote ? note : undefined,
    });
    // "Choose a project, a task or a note to change" concerns the whole form, not one field.
    if (!parsed.success) {
      setNothingChosen(translateKnownMessage(parsed.error.issues[0]?.message ?? ''));
      return;
    }
    setNothingChosen(null);
    void form.submit({ ok: true, data: parsed.data });
  };

  const colourOf = (id: string) => projects.data?.find((project) => project.id === id)?.colorCode;

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={t('timeline.bulk.editTitle', { total: number(activityIds.length) })}
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('timeline.bulk.hint')}
        </Text>
        <Select
          label={t('timeline.bulk.project')}
          data={(projects.data ?? []).map((project) => ({ value: project.id, label: project.name }))}
          value={projectId}
          onChange={(value) => {
            setProjectId(value);
            setTaskId(null);
            setNothingChosen(null);
            form.clearFieldError('projectId');
            form.clearFieldError('taskId');
          }}
          clearable
          searchable
          placeholder={projects.isPending ? t('activity.form.loadingProjects') : t('timeline.bulk.keepProject')}
          nothingFoundMessage={t('activity.form.noProjects')}
          error={form.fieldErrors.projectId}
          comboboxProps={{ withinPortal: true }}
          renderOption={({ option }) => (
            <Group gap="xs" wrap="nowrap">
              <ProjectDot color={colourOf(option.value)} />
              <span>{option.label}</span>
            </Group>
          )}
        />
        <TaskPicker
          projectId={taskProjectId}
          userId={memberId}
          value={taskId}
          onChange={(value) => {
            setTaskId(value);
            setNothingChosen(null);
            form.clearFieldError('taskId');
          }}
          error={form.fieldErrors.taskId}
          hints={{
            noProject: t('timeline.bulk.taskNeedsProject'),
            noTasks: t('timeline.bulk.noTasks'),
            noneChosen: projectId === null ? undefined : t('timeline.bulk.taskCleared'),
          }}
        />
        <Checkbox
          label={t('timeline.bulk.changeNote')}
          checked={changeNote}
          onChange={(event) => {
            setChangeNote(event.currentTarget.checked);
            setNothingChosen(null);
          }}
        />
        <Textarea
          label={t('timeline.bulk.note')}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
          disabled={!changeNote}
          description={changeNote ? t('timeline.bulk.noteHint') : undefined}
          rows={3}
          maxLength={1000}
          error={form.fieldErrors.note}
        />
        {nothingChosen && (
          <Text size="sm" c="red" role="alert">
            {nothingChosen}
          </Text>
        )}
        {form.failure && <FormAlert message={form.failure.message} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('activity.form.cancel')}
          </Button>
          <Button type="submit" loading={form.submitting}>
            {t('timeline.bulk.apply', { total: number(activityIds.length) })}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
