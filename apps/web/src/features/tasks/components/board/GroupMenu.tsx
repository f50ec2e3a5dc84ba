import type { BoardColumn } from '@worktrail/contract';
import { useTranslation } from 'react-i18next';
import { ActionsMenu } from '../../../../shared/ui/OnDemandMenu.tsx';
import { Glyph } from '../Glyph.tsx';

/** What may be done to a status from its column's menu. */
export type GroupMenuActions = {
  onRename: (column: BoardColumn) => void;
  onToggleDone: (column: BoardColumn) => void;
  onDelete: (column: BoardColumn) => void;
};

/** A column's menu: rename, mark open or done, delete; its code loads with the first press of any column's menu. */
export function GroupMenu({ column, actions }: { column: BoardColumn; actions: GroupMenuActions }) {
  const { t } = useTranslation();
  return (
    <ActionsMenu
      label={t('tasks.status.menu', { name: column.name })}
      icon={<Glyph name="dots" strokeWidth={3} />}
      size="sm"
      items={(Menu) => (
        <>
          <Menu.Item onClick={() => actions.onRename(column)}>{t('tasks.status.rename')}</Menu.Item>
          <Menu.Item onClick={() => actions.onToggleDone(column)}>
            {t(column.isDone ? 'tasks.status.markOpen' : 'tasks.status.markDone')}
          </Menu.Item>
          <Menu.Item color="red" onClick={() => actions.onDelete(column)}>
            {t('tasks.status.delete')}
          </Menu.Item>
        </>
      )}
    />
  );
}
