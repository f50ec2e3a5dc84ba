import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Badge, Button, Group, Text, Title, VisuallyHidden } from '@mantine/core';
import type { BoardColumn } from '@worktrail/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../../shared/i18n/use-formatters.ts';
import { Glyph } from '../Glyph.tsx';
import classes from './board.module.css';
import { GroupMenu, type GroupMenuActions } from './GroupMenu.tsx';
import { type DragData, KanbanBlock } from './KanbanBlock.tsx';

type KanbanGroupProps = {
  column: BoardColumn;
  /** What is being dragged now, if anything: cards take drops only from cards, columns only from columns. */
  dragging: DragData['type'] | null;
  canMoveTasks: boolean;
  canMoveGroup: boolean;
  /** True while a move is on its way: nothing can be picked up. */
  locked: boolean;
  /** Present when the caller may edit statuses. */
  menu?: GroupMenuActions;
  /** Present when the caller may add tasks. */
  onAddTask?: (groupId: string) => void;
  onOpenTask: (taskId: string) => void;
};

/** One column of the board: its status with count and done marker, its cards in order, and "Add task". */
export function KanbanGroup({
  column,
  dragging,
  canMoveTasks,
  canMoveGroup,
  locked,
  menu,
  onAddTask,
  onOpenTask,
}: KanbanGroupProps) {
  const { t } = useTranslation();
  const { number } = useFormatters();
  const headingId = useId();
  const data: DragData = { type: 'group' };
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: column.id,
    data,
    disabled: { draggable: !canMoveGroup || locked },
  });
  return (
    <section
      ref={setNodeRef}
      className={classes.column}
      style={{ transform: CSS.Translate.toString(transform), transition, opacity: isDragging ? 0.6 : undefined }}
      aria-labelledby={headingId}
      data-board-column=""
    >
      <Group gap={6} wrap="nowrap">
        {canMoveGroup && (
          <ActionIcon
            ref={setActivatorNodeRef}
            variant="subtle"
            color="gray"
            size="sm"
            {...attributes}
            {...listeners}
            aria-label={t('tasks.board.moveStatus', { name: column.name })}
          >
            <Glyph name="grip" />
          </ActionIcon>
        )}
        <Title order={2} size="h5" id={headingId} className={classes.columnHeading}>
          <bdi>{column.name}</bdi>
        </Title>
        <Badge variant="default" size="sm" style={{ flex: 'none' }}>
          <VisuallyHidden>{t('tasks.board.taskCount')} </VisuallyHidden>
          {number(column.tasks.length)}
        </Badge>
        {column.isDone && (
          <Badge color="teal" variant="default" size="sm" leftSection={<Glyph name="check" size={12} />}>
            {t('tasks.board.done')}
          </Badge>
        )}
        {menu && <GroupMenu column={column} actions={menu} />}
      </Group>
      <SortableContext items={column.tasks.map((task) => task.id)} strategy={verticalListSortingStrategy}>
        <ul className={classes.cards} aria-labelledby={headingId}>
          {column.tasks.map((task) => (
            <KanbanBlock
              key={task.id}
              task={task}
              groupId={column.id}
              movable={canMoveTasks}
              locked={locked}
              droppable={dragging !== 'group'}
              onOpen={onOpenTask}
            />
          ))}
        </ul>
      </SortableContext>
      {column.tasks.length === 0 && (
        <Text size="sm" c="dimmed" ta="center">
          {t('tasks.board.emptyColumn')}
        </Text>
      )}
      {onAddTask && (
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<Glyph name="plus" />}
          onClick={() => onAddTask(column.id)}
          aria-label={t('tasks.board.addTaskTo', { name: column.name })}
        >
          {t('tasks.board.addTask')}
        </Button>
      )}
    </section>
  );
}
