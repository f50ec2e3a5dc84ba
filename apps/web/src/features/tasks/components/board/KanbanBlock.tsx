import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Paper } from '@mantine/core';
import type { TaskCard } from '@worktrail/contract';
import { useTranslation } from 'react-i18next';
import { Glyph } from '../Glyph.tsx';
import classes from './board.module.css';
import { TaskCardBody } from './TaskCardBody.tsx';

/** What a dragged item is: a card, or a column (its data in the drag-and-drop context). */
export type DragData = { type: 'task'; groupId: string } | { type: 'group' };

type KanbanBlockProps = {
  task: TaskCard;
  groupId: string;
  /** Whether the caller may move cards: the card has a handle. */
  movable: boolean;
  /** True while a move is on its way: the card stays where it is, its handle keeps focus. */
  locked: boolean;
  /** Whether cards take drops now (not while a column is dragged). */
  droppable: boolean;
  onOpen: (taskId: string) => void;
};

/**
 * One card of the board, sortable within and between columns: by mouse or touch anywhere on it, by keyboard from its
 * handle (Space picks up, arrows move, Space drops, Escape cancels).
 */
export function KanbanBlock({ task, groupId, movable, locked, droppable, onOpen }: KanbanBlockProps) {
  const { t } = useTranslation();
  const data: DragData = { type: 'task', groupId };
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: task.id,
    data,
    disabled: { draggable: !movable || locked, droppable: !droppable },
  });
  const handle = movable ? (
    <ActionIcon
      ref={setActivatorNodeRef}
      variant="subtle"
      color="gray"
      size="sm"
      {...attributes}
      aria-label={t('tasks.board.moveTask', { name: task.name })}
    >
      <Glyph name="grip" />
    </ActionIcon>
  ) : undefined;
  return (
    <li
      ref={setNodeRef}
      className={movable ? classes.card : undefined}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-dragging={isDragging || undefined}
      data-board-card=""
      {...(movable ? listeners : {})}
    >
      <Paper withBorder shadow={isDragging ? 'md' : 'xs'} p="sm" radius="md">
        <TaskCardBody task={task} onOpen={() => onOpen(task.id)} handle={handle} />
      </Paper>
    </li>
  );
}
