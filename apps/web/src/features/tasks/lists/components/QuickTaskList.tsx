import { Skeleton, Stack } from '@mantine/core';
import type { BoardOptions, TaskCard, WorkspaceAbilities } from '@worktrail/contract';
import { QuickTaskRow } from './QuickTaskRow.tsx';

type QuickTaskListProps = {
  label: string;
  /** Null while the first page loads. */
  items: TaskCard[] | null;
  boards: BoardOptions | undefined;
  abilities: Map<string, WorkspaceAbilities> | undefined;
};

const placeholderRows = ['first', 'second', 'third'];

/** Quick Tasks' rows: each editable where its board is one the caller may add tasks to. */
export function QuickTaskList({ label, items, boards, abilities }: QuickTaskListProps) {
  if (items === null) {
    return (
      <Stack gap="sm" aria-busy="true" aria-label={label}>
        {placeholderRows.map((row) => (
          <Skeleton key={row} height={36} />
        ))}
      </Stack>
    );
  }
  return (
    <Stack component="ul" gap={0} aria-label={label} p={0} m={0} style={{ listStyle: 'none' }}>
      {items.map((task) => (
        <QuickTaskRow
          key={task.id}
          task={task}
          board={boards?.find((board) => board.id === task.boardId)}
          canMarkDone={abilities?.get(task.workspaceId)?.canMoveTasks ?? false}
        />
      ))}
    </Stack>
  );
}
