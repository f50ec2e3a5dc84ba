import type { DragEndEvent, DragOverEvent, DragStartEvent } from '@dnd-kit/core';
import type { BoardColumn } from '@worktrail/contract';
import { useState } from 'react';
import type { BoardMove } from '../../api/change-board.ts';
import {
  cardPlacement,
  columnPlacement,
  findCard,
  findGroup,
  moveCard,
  moveColumn,
  sameOrder,
} from '../../board/board-moves.ts';
import type { DragData } from './KanbanBlock.tsx';

type Over = DragOverEvent['over'];

/** The column a drop target stands for: a column itself, or the column of a card. */
function targetGroupId(columns: readonly BoardColumn[], over: Over): string | undefined {
  if (!over) return undefined;
  const data = over.data.current as DragData | undefined;
  if (data?.type === 'group') return String(over.id);
  const at = findCard(columns, String(over.id));
  return at ? columns[at.groupIndex]?.id : undefined;
}

/**
 * The board's drag-and-drop state: while something is dragged, the columns as they look with it moved (a card
 * crosses into another column as soon as it is over it); on the drop, the move to make. Escape puts everything back.
 */
export function useBoardDrag({ columns, onMove }: { columns: BoardColumn[]; onMove: (move: BoardMove) => void }) {
  const [dragColumns, setDragColumns] = useState<BoardColumn[] | null>(null);
  const [dragging, setDragging] = useState<DragData['type'] | null>(null);
  const shown = dragColumns ?? columns;

  const finish = () => {
    setDragColumns(null);
    setDragging(null);
  };

  const onDragStart = ({ active }: DragStartEvent) => {
    setDragging((active.data.current as DragData | undefined)?.type ?? null);
    setDragColumns(columns);
  };

  // A card over another column joins it there, so the column opens room for it.
  const onDragOver = ({ active, over }: DragOverEvent) => {
    if ((active.data.current as DragData | undefined)?.type !== 'task' || !over) return;
    const taskId = String(active.id);
    const from = findCard(shown, taskId);
    const toGroupId = targetGroupId(shown, over);
    const toIndex = toGroupId === undefined ? -1 : findGroup(shown, toGroupId);
    const target = shown[toIndex];
    if (!from || !target || from.groupIndex === toIndex) return;
    const overIndex = target.tasks.findIndex((task) => task.id === over.id);
    const translated = active.rect.current.translated;
    const below = translated !== null && translated.top > over.rect.top + over.rect.height / 2;
    const index = overIndex < 0 ? target.tasks.length : overIndex + (below ? 1 : 0);
    setDragColumns(moveCard(shown, { taskId, groupId: target.id, index }));
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const type = (active.data.current as DragData | undefined)?.type;
    const id = String(active.id);
    const final = type && over ? dropped(shown, { type, id, overId: String(over.id) }) : null;
    finish();
    if (!final || sameOrder(final, columns)) return;
    if (type === 'task') {
      const placement = cardPlacement(final, id);
      if (placement) onMove({ kind: 'task', taskId: id, ...placement, columns: final });
    } else {
      const placement = columnPlacement(final, id);
      if (placement) onMove({ kind: 'group', groupId: id, ...placement, columns: final });
    }
  };

  return { columns: shown, dragging, onDragStart, onDragOver, onDragEnd, onDragCancel: finish };
}

/** The columns once the dragged card or column is dropped over `overId` (a card or column). */
function dropped(
  columns: BoardColumn[],
  { type, id, overId }: { type: DragData['type']; id: string; overId: string },
): BoardColumn[] {
  if (type === 'group') {
    const index = findGroup(columns, overId);
    return index < 0 ? columns : moveColumn(columns, { groupId: id, index });
  }
  const from = findCard(columns, id);
  const over = findCard(columns, overId);
  // Over its own column, or over a card of another column (already moved there while over it): where it is.
  if (!from || !over || over.groupIndex !== from.groupIndex || overId === id) return columns;
  const groupId = columns[from.groupIndex]?.id ?? '';
  return moveCard(columns, { taskId: id, groupId, index: over.taskIndex });
}
