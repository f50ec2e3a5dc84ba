import { Button, Group, Stack } from '@mantine/core';
import type { BoardDetail, TaskDetail } from '@worktrail/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../shared/api/api-error.ts';
import { notifySuccess } from '../../../../shared/notifications/notify.tsx';
import { FormAlert } from '../../../../shared/ui/FormAlert.tsx';
import { useCreateTask, useUpdateTask } from '../../api/change-task.ts';
import { closeOnConflict, taskFailureText } from '../task-notices.tsx';
import { TaskActions } from './TaskActions.tsx';
import { TaskFields } from './TaskFields.tsx';
import {
  checkTaskForm,
  formFieldOf,
  initialTaskValues,
  type TaskFormField,
  type TaskFormValues,
} from './task-form-values.ts';

type TaskFormProps = {
  /** The task to show or edit, or null to add one. */
  task: TaskDetail | null;
  /** The status a new task goes into. */
  groupId: string | null;
  board: BoardDetail | undefined;
  onClose: () => void;
};

/**
 * Add, edit or view a task. Editing sends the stamp the task was read at; a conflict (someone changed it meanwhile)
 * closes the dialog with the 2 s notice and the board reloads. Without the right to edit, the fields are read-only.
 */
export function TaskForm({ task, groupId, board, onClose }: TaskFormProps) {
  const { t } = useTranslation();
  const create = useCreateTask();
  const update = useUpdateTask();
  const readOnly = task !== null && !task.abilities.canEditTasks;
  const [values, setValues] = useState<TaskFormValues>(() => initialTaskValues(task, groupId));
  const [errors, setErrors] = useState<Partial<Record<TaskFormField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const fallback = t(task ? 'tasks.errors.update' : 'tasks.errors.create');

  const onChange = (change: Partial<TaskFormValues>) => {
    setValues((current) => ({ ...current, ...change }));
    setErrors((current) => {
      const next = { ...current };
      for (const field of Object.keys(change) as TaskFormField[]) delete next[field];
      return next;
    });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const checked = checkTaskForm(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    try {
      const saved = task
        ? await update.mutateAsync({ ...checked.data, id: task.id, concurrencyStamp: task.concurrencyStamp })
        : await create.mutateAsync(checked.data);
      notifySuccess(t(task ? 'tasks.form.updated' : 'tasks.form.created', { name: saved.name }));
      onClose();
    } catch (error) {
      if (closeOnConflict(error, onClose)) return;
      const messages: Partial<Record<TaskFormField, string>> = {};
      for (const { field, message } of isApiError(error) ? error.errors : []) {
        const formField = formFieldOf(field);
        if (formField) messages[formField] ??= taskFailureText(message, fallback);
      }
      setErrors(messages);
      if (Object.keys(messages).length === 0) setFailure(taskFailureText(error, fallback));
    }
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      <Stack>
        {failure && <FormAlert message={failure} />}
        <TaskFields values={values} errors={errors} onChange={onChange} task={task} board={board} readOnly={readOnly} />
        <Group justify="space-between">
          <Group gap="xs">{task && <TaskActions task={task} onDone={onClose} />}</Group>
          <Group gap="xs">
            <Button variant="default" onClick={onClose}>
              {t(readOnly ? 'dialog.close' : 'dialog.cancel')}
            </Button>
            {!readOnly && (
              <Button type="submit" loading={create.isPending || update.isPending}>
                {t(task ? 'tasks.form.save' : 'tasks.form.add')}
              </Button>
            )}
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
