import {
  type CollisionDetection,
  closestCenter,
  DndContext,
  getFirstCollision,
  KeyboardCode,
  KeyboardSensor,
  MeasuringStrategy,
  MouseSensor,
  pointerWithin,
  rectIntersection,
  TouchSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { horizontalListSortingStrategy, SortableContext } from '@dnd-kit/sortable';
import { Button } from '@mantine/core';
import type { BoardDetail } from '@worktrail/contract';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../../shared/i18n/use-formatters.ts';
import type { BoardMove } from '../../api/change-board.ts';
import { Glyph } from '../Glyph.tsx';
import classes from './board.module.css';
import { boardAnnouncements, boardInstructions } from './board-announcements.ts';
import { boardKeyboardCoordinates } from './board-keyboard.ts';
import type { GroupMenuActions } from './GroupMenu.tsx';
import type { DragData } from './KanbanBlock.tsx';
import { KanbanGroup } from './KanbanGroup.tsx';
import { useBoardDrag } from './use-board-drag.ts';

type KanbanBoardProps = {
  board: BoardDetail;
  /** True while a move is on its way: nothing else can be picked up until the board has the new order stamp. */
  moving: boolean;
  onMove: (move: BoardMove) => void;
  onOpenTask: (taskId: string) => void;
  onAddTask: (groupId: string) => void;
  statusActions: GroupMenuActions & { onAdd: () => void };
};

const typeOf = (data: unknown) => (data as DragData | undefined)?.type;

/**
 * Drop targets for what is dragged: a column takes the closest column; a card takes the card under the pointer, or
 * the closest card of the column it is over, or an empty column.
 */
const collisionDetection: CollisionDetection = (args) => {
  if (typeOf(args.active.data.current) === 'group') {
    const columns = args.droppableContainers.filter((entry) => typeOf(entry.data.current) === 'group');
    return closestCenter({ ...args, droppableContainers: columns });
  }
  const hits = pointerWithin(args);
  const found = hits.length > 0 ? hits : rectIntersection(args);
  const overId = getFirstCollision(found, 'id');
  const over = args.droppableContainers.find((entry) => entry.id === overId);
  if (!over || typeOf(over.data.current) !== 'group') return found;
  const cards = args.droppableContainers.filter(
    (entry) => typeOf(entry.data.current) === 'task' && (entry.data.current as { groupId: string }).groupId === over.id,
  );
  return cards.length > 0 ? closestCenter({ ...args, droppableContainers: cards }) : found;
};

const keyboardCodes = { start: [KeyboardCode.Space], cancel: [KeyboardCode.Esc], end: [KeyboardCode.Space] };

/**
 * The board (§2 Tasks) as columns of cards, left to right (right to left in Arabic), scrolling sideways inside
 * itself. Cards move within and between columns, and columns move when the caller may edit statuses, by mouse, touch
 * and keyboard, with what happens spoken to screen readers. Each drop is handed to `onMove` with the new order.
 */
export function KanbanBoard({ board, moving, onMove, onOpenTask, onAddTask, statusActions }: KanbanBoardProps) {
  const { t } = useTranslation();
  const { number } = useFormatters();
  const drag = useBoardDrag({ columns: board.columns, onMove });
  const shownRef = useRef(drag.columns);
  shownRef.current = drag.columns;
  const { abilities } = board;
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: boardKeyboardCoordinates, keyboardCodes }),
  );
  const announcements = boardAnnouncements({ t, number, columns: () => shownRef.current });

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisionDetection}
      measuring={{ droppable: { strategy: MeasuringStrategy.Always } }}
      accessibility={{ announcements, screenReaderInstructions: boardInstructions(t) }}
      onDragStart={drag.onDragStart}
      onDragOver={drag.onDragOver}
      onDragEnd={drag.onDragEnd}
      onDragCancel={drag.onDragCancel}
    >
      <div className={classes.board}>
        <SortableContext items={drag.columns.map((column) => column.id)} strategy={horizontalListSortingStrategy}>
          {drag.columns.map((column) => (
            <KanbanGroup
              key={column.id}
              column={column}
              dragging={drag.dragging}
              canMoveTasks={abilities.canMoveTasks}
              canMoveGroup={abilities.canEditStatuses}
              locked={moving}
              menu={abilities.canEditStatuses ? statusActions : undefined}
              onAddTask={abilities.canEditTasks ? onAddTask : undefined}
              onOpenTask={onOpenTask}
            />
          ))}
        </SortableContext>
        {abilities.canEditStatuses && (
          <Button
            variant="default"
            className={classes.addStatus}
            leftSection={<Glyph name="plus" />}
            onClick={statusActions.onAdd}
          >
            {t('tasks.status.add')}
          </Button>
        )}
      </div>
    </DndContext>
  );
}
