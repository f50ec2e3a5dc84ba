import { Avatar, Badge, Group, Table, Text } from '@mantine/core';
import type { TaskCard } from '@worktrail/contract';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../../shared/i18n/use-formatters.ts';
import { ScrollTable } from '../../../../shared/ui/ScrollTable.tsx';
import { TableSkeletonRows } from '../../../../shared/ui/TableSkeletonRows.tsx';
import { DueDate, PriorityBadge, ProjectLabel, TaskLink, TrackedTime } from './TaskCells.tsx';
import classes from './task-lists.module.css';

const columnCount = 8;

/** One page of View Tasks: name (to the full task), project, assignee, status, priority, due, tracked, comments. */
export function ViewTasksTable({ items, busy }: { items: TaskCard[] | null; busy: boolean }) {
  const { t } = useTranslation();
  const { number } = useFormatters();
  return (
    <ScrollTable minWidth={960} label={t('taskLists.view.tableLabel')}>
      <Table verticalSpacing="sm" aria-label={t('taskLists.view.tableLabel')} aria-busy={busy || items === null}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('taskLists.columns.name')}</Table.Th>
            <Table.Th>{t('taskLists.columns.project')}</Table.Th>
            <Table.Th>{t('taskLists.columns.assignee')}</Table.Th>
            <Table.Th>{t('taskLists.columns.status')}</Table.Th>
            <Table.Th>{t('taskLists.columns.priority')}</Table.Th>
            <Table.Th>{t('taskLists.columns.dueDate')}</Table.Th>
            <Table.Th>{t('taskLists.columns.tracked')}</Table.Th>
            <Table.Th>{t('taskLists.columns.comments')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items === null ? (
            <TableSkeletonRows columns={columnCount} />
          ) : (
            items.map((task) => (
              <Table.Tr key={task.id}>
                <Table.Td>
                  <TaskLink task={task} />
                </Table.Td>
                <Table.Td>
                  <ProjectLabel project={task.project} />
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Avatar src={task.assignee.profilePicture} name={task.assignee.name} size={24} alt="" />
                    <Text size="sm" span>
                      <bdi>{task.assignee.name}</bdi>
                    </Text>
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Badge variant="outline" color={task.group.isDone ? 'teal' : 'gray'}>
                    {task.group.name}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <PriorityBadge priority={task.priority} />
                </Table.Td>
                <Table.Td>
                  <DueDate task={task} />
                </Table.Td>
                <Table.Td className={classes.numeric}>
                  <TrackedTime seconds={task.trackedSeconds} />
                </Table.Td>
                <Table.Td className={classes.numeric}>{number(task.commentCount)}</Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
