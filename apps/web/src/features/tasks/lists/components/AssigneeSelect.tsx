import { useQuery } from '@tanstack/react-query';
import type { TaskCard } from '@worktrail/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OnDemandSelect } from '../../../../shared/forms/on-demand-fields.tsx';
import { assignableQueryOptions } from '../../api/get-workspaces.ts';

type AssigneeSelectProps = { task: TaskCard; disabled: boolean; onChange: (assigneeId: string) => void };

/**
 * A row's assignee; whom else it may go to (members who can see the workspace) loads when the field is first used.
 * The field is drawn closed and fetches its dropdown then too: the real select takes the focus (and opens, when
 * pressed) without telling `onDropdownOpen`, so its focus asks for the members as well.
 */
export function AssigneeSelect({ task, disabled, onChange }: AssigneeSelectProps) {
  const { t } = useTranslation();
  const [used, setUsed] = useState(false);
  const members = useQuery({ ...assignableQueryOptions(task.workspaceId), enabled: used });
  const people = members.data ?? [];
  const options = people.some((person) => person.id === task.assignee.id) ? people : [task.assignee, ...people];
  return (
    <OnDemandSelect
      aria-label={t('taskLists.row.assignee', { name: task.name })}
      data={options.map((person) => ({ value: person.id, label: person.name }))}
      value={task.assignee.id}
      onFocus={() => setUsed(true)}
      onDropdownOpen={() => setUsed(true)}
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
