import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { TaskCard } from '@worktrail/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { assignableQueryOptions } from '../../api/get-workspaces.ts';

type AssigneeSelectProps = { task: TaskCard; disabled: boolean; onChange: (assigneeId: string) => void };

/** A row's assignee; whom else it may go to (members who can see the workspace) loads when the list opens. */
export function AssigneeSelect({ task, disabled, onChange }: AssigneeSelectProps) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const members = useQuery({ ...assignableQueryOptions(task.workspaceId), enabled: opened });
  const people = members.data ?? [];
  const options = people.some((person) => person.id === task.assignee.id) ? people : [task.assignee, ...people];
  return (
    <Select
      aria-label={t('taskLists.row.assignee', { name: task.name })}
      data={options.map((person) => ({ value: person.id, label: person.name }))}
      value={task.assignee.id}
      onDropdownOpen={() => setOpened(true)}
      onChange={(assigneeId) => assigneeId && assigneeId !== task.assignee.id && onChange(assigneeId)}
      searchable
      allowDeselect={false}
      disabled={disabled}
      nothingFoundMessage={members.isFetching ? t('taskLists.loading') : t('taskLists.row.noAssignee')}
      w={180}
      size="xs"
    />
  );
}
