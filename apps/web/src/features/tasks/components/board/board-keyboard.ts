import { type ClientRect, KeyboardCode, type KeyboardCoordinateGetter } from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import type { DragData } from './KanbanBlock.tsx';

const typeOf = (data: unknown) => (data as DragData | undefined)?.type;

/** The nearest column wholly on one side of `center`: a column the card stands in is never "next" to it. */
function nextColumn(columns: ClientRect[], center: number, toRight: boolean): ClientRect | undefined {
  const beyond = columns.filter((rect) => (toRight ? rect.left > center : rect.right < center));
  return beyond.sort((a, b) => (toRight ? a.left - b.left : b.right - a.right))[0];
}

/**
 * Where the keyboard takes a card: Left and Right to the next column on that side in one press, at the card's
 * height where that column reaches it (dnd-kit's own sortable coordinates count the card's own column as lying to
 * its left, as the column's edge is a few pixels out, and would spend a press on it); Up and Down, and anything a
 * column does, as dnd-kit's sortable coordinates do. Sides are the screen's, so in Arabic Left is the next column.
 */
export const boardKeyboardCoordinates: KeyboardCoordinateGetter = (event, args) => {
  const { active, collisionRect, droppableRects, droppableContainers } = args.context;
  const toRight = event.code === KeyboardCode.Right;
  const sideways = toRight || event.code === KeyboardCode.Left;
  if (!sideways || !collisionRect || typeOf(active?.data.current) !== 'task')
    return sortableKeyboardCoordinates(event, args);
  const columns = droppableContainers
    .getEnabled()
    .filter((container) => typeOf(container.data.current) === 'group')
    .map((container) => droppableRects.get(container.id))
    .filter((rect): rect is ClientRect => rect !== undefined);
  const target = nextColumn(columns, collisionRect.left + collisionRect.width / 2, toRight);
  if (!target) return undefined;
  event.preventDefault();
  const lowest = Math.max(target.top, target.bottom - collisionRect.height);
  return {
    x: target.left + (target.width - collisionRect.width) / 2,
    y: Math.min(Math.max(collisionRect.top, target.top), lowest),
  };
};
