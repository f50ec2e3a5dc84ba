import { Select } from '@mantine/core';
import type { TimelineTask } from '@worktrail/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserTasks } from '../api/activity-api.ts';

type TaskPickerProps = {
  /** The project whose tasks are offered; none before a project is chosen. */
  projectId: string | null;
  /** The member whose open tasks of the project are offered. */
  userId: string;
  value: string | null;
  onChange: (taskId: string | null) => void;
  error?: string;
  /** A task kept choosable though no longer among the open ones (the task an edited activity is on). */
  keptTask?: TimelineTask | null;
  /** What the hint says instead of the default: without a project, without tasks, and with no task chosen. */
  hints?: { noProject?: string; noTasks?: string; noneChosen?: string };
};

/**
 * The optional task of recorded time: the member's open tasks of the project, searchable and clearable; disabled,
 * with a hint that says why, while there is nothing to offer.
 */
export function TaskPicker({ projectId, userId, value, onChange, error, keptTask, hints = {} }: TaskPickerProps) {
  const { t } = useTranslation();
  const tasks = useUserTasks({ projectId, userId });
  const options = useMemo(() => {
    const open = (tasks.data ?? []).map((task) => ({ value: task.id, label: task.name }));
    if (keptTask && !open.some((option) => option.value === keptTask.id))
      open.unshift({ value: keptTask.id, label: keptTask.name });
    return open;
  }, [tasks.data, keptTask]);
  const hint =
    projectId === null
      ? (hints.noProject ?? t('activity.form.pickProjectFirst'))
      : tasks.isError
        ? t('activity.form.tasksFailed')
        : tasks.isSuccess && options.length === 0
          ? (hints.noTasks ?? t('activity.form.noTasks'))
          : value === null
            ? hints.noneChosen
            : undefined;

  return (
    <Select
      label={t('activity.form.task')}
      data={options}
      value={value}
      onChange={onChange}
      disabled={options.length === 0}
      clearable
      searchable
      placeholder={tasks.isLoading ? t('activity.form.loadingTasks') : t('activity.form.noTask')}
      nothingFoundMessage={t('activity.form.noTaskMatches')}
      description={hint}
      error={error}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
