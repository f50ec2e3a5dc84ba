import type { Active, Announcements, Over, ScreenReaderInstructions } from '@dnd-kit/core';
import type { BoardColumn } from '@worktrail/contract';
import type { TFunction } from 'i18next';
import { findCard, findGroup } from '../../board/board-moves.ts';
import type { DragData } from './KanbanBlock.tsx';

type Texts = { t: TFunction; number: (value: number) => string; columns: () => readonly BoardColumn[] };

const isGroup = (item: Active | Over) => (item.data.current as DragData | undefined)?.type === 'group';

/** Where a card would land over `over`: the column, and its place there counted from 1. */
function cardSpot({ columns, number }: Texts, activeId: string, over: Over) {
  const board = columns();
  const overCard = findCard(board, String(over.id));
  const groupIndex = overCard ? overCard.groupIndex : findGroup(board, String(over.id));
  const column = board[groupIndex];
  if (!column) return undefined;
  const inColumn = column.tasks.some((task) => task.id === activeId);
  const total = column.tasks.length + (inColumn ? 0 : 1);
  const place = overCard ? overCard.taskIndex + 1 : total;
  return { column: column.name, position: number(place), total: number(total) };
}

/** Where a column would land over `over`, counted from 1. */
function columnSpot({ columns, number }: Texts, over: Over) {
  const board = columns();
  const index = findGroup(board, String(over.id));
  return index < 0 ? undefined : { position: number(index + 1), total: number(board.length) };
}

/** The name of the dragged card or column. */
function nameOf({ columns }: Texts, active: Active): string {
  const board = columns();
  const id = String(active.id);
  if (isGroup(active)) return board[findGroup(board, id)]?.name ?? '';
  const at = findCard(board, id);
  return (at && board[at.groupIndex]?.tasks[at.taskIndex]?.name) ?? '';
}

/** What a screen reader hears while a card or column is picked up, moved, dropped or put back (en and ar). */
export function boardAnnouncements(texts: Texts): Announcements {
  const { t } = texts;
  const spoken = (active: Active, over: Over | null, kind: 'over' | 'dropped') => {
    const name = nameOf(texts, active);
    if (!over) return t(`tasks.dnd.${kind === 'over' ? 'outside' : 'droppedOutside'}`, { name });
    if (isGroup(active)) {
      const spot = columnSpot(texts, over);
      return spot && t(`tasks.dnd.status.${kind}`, { name, ...spot });
    }
    const spot = cardSpot(texts, String(active.id), over);
    return spot && t(`tasks.dnd.task.${kind}`, { name, ...spot });
  };
  return {
    onDragStart: ({ active }) =>
      t(isGroup(active) ? 'tasks.dnd.status.pickedUp' : 'tasks.dnd.task.pickedUp', { name: nameOf(texts, active) }),
    onDragOver: ({ active, over }) => spoken(active, over, 'over'),
    onDragEnd: ({ active, over }) => spoken(active, over, 'dropped'),
    onDragCancel: ({ active }) => t('tasks.dnd.cancelled', { name: nameOf(texts, active) }),
  };
}

/** The instructions a screen reader reads on a card's or column's handle. */
export const boardInstructions = (t: TFunction): ScreenReaderInstructions => ({
  draggable: t('tasks.dnd.instructions'),
});
