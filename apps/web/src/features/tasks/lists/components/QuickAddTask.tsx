import { Loader, TextInput, VisuallyHidden } from '@mantine/core';
import { type BoardOptions, taskLimits } from '@worktrail/contract';
import { type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateKnownMessage } from '../../../../shared/i18n/contract-messages.ts';
import { notifyError } from '../../../../shared/notifications/notify.tsx';
import { useCreateTask } from '../../api/change-task.ts';
import { firstOpenGroup } from './board-choice.ts';
import { daysAfter, useSelfMember } from './use-member-today.ts';

/** How far ahead a quick task falls due. */
const dueInDays = 7;

type QuickAddTaskProps = { projectId: string; board: BoardOptions[number] };

/**
 * The name field at the top of Quick Tasks: Enter adds the task to the chosen board's first open status, assigned
 * to the caller, due in 7 days (their zone), medium priority; the field keeps focus, empty, for the next one.
 */
export function QuickAddTask({ projectId, board }: QuickAddTaskProps) {
  const { t } = useTranslation();
  const create = useCreateTask();
  const { memberId, today } = useSelfMember();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [added, setAdded] = useState('');

  // One Enter at a time while the name's schema loads (the first time) and the task is added.
  const checking = useRef(false);

  const submit = async () => {
    if (create.isPending || checking.current) return;
    checking.current = true;
    const { taskFields } = await import('./task-schemas.ts').finally(() => {
      checking.current = false;
    });
    const checked = taskFields.shape.name.safeParse(name);
    if (!checked.success) {
      setError(translateKnownMessage(checked.error.issues[0]?.message ?? ''));
      return;
    }
    const group = firstOpenGroup(board);
    if (!memberId || !today || !group) {
      notifyError(null, t('taskLists.errors.create'));
      return;
    }
    create.mutate(
      {
        name: checked.data,
        description: '',
        assigneeId: memberId,
        dueDate: daysAfter(today, dueInDays),
        projectId,
        groupId: group.id,
        priority: 'medium',
      },
      {
        onSuccess: (task) => {
          setName('');
          setAdded(t('taskLists.quick.added', { name: task.name }));
        },
        onError: (failure) => notifyError(failure, t('taskLists.errors.create')),
      },
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  };

  return (
    <>
      <TextInput
        label={t('taskLists.quick.addLabel')}
        description={t('taskLists.quick.addHint', { board: board.name })}
        placeholder={t('taskLists.quick.addPlaceholder')}
        value={name}
        maxLength={taskLimits.nameMax}
        onChange={(event) => {
          setName(event.currentTarget.value);
          setError(null);
        }}
        onKeyDown={onKeyDown}
        error={error}
        aria-busy={create.isPending}
        rightSection={create.isPending ? <Loader size="xs" /> : null}
      />
      <VisuallyHidden role="status">{added}</VisuallyHidden>
    </>
  );
}
