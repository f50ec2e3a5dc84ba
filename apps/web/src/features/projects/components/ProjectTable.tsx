import { Anchor, Badge, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { type ProjectListItem, type ProjectStatus, permissions } from '@worktrail/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatters } from '../../../shared/i18n/use-formatters.ts';
import { usePermission } from '../../../shared/permissions/use-permission.ts';
import { ActionsMenu } from '../../../shared/ui/OnDemandMenu.tsx';
import { ScrollTable } from '../../../shared/ui/ScrollTable.tsx';
import { TableSkeletonRows } from '../../../shared/ui/TableSkeletonRows.tsx';
import { wholeBadge } from '../../../shared/ui/whole-badge.ts';
import { MemberAvatars } from './MemberAvatars.tsx';
import classes from './projects.module.css';

/** What may be done to a project, each present only with its permission. */
export type ProjectActions = {
  onEdit?: (project: ProjectListItem) => void;
  onMembers?: (project: ProjectListItem) => void;
  onArchive?: (project: ProjectListItem) => void;
  onDuplicate?: (project: ProjectListItem) => void;
  onDelete?: (project: ProjectListItem) => void;
};

type ProjectTableProps = ProjectActions & {
  /** Null while the first page loads: skeleton rows stand in. */
  items: ProjectListItem[] | null;
  busy: boolean;
};

const statusColors: Record<ProjectStatus, string> = {
  active: 'green',
  pending: 'yellow',
  opened: 'blue',
  done: 'teal',
  archived: 'gray',
  canceled: 'red',
};
/**
 * The projects of one page: colour and name, customer, members, open tasks, time consumed, last activity, status,
 * actions.
 */
export function ProjectTable({ items, busy, ...actions }: ProjectTableProps) {
  const { t } = useTranslation();
  const withActions = Object.values(actions).some(Boolean);
  const columnCount = withActions ? 8 : 7;
  return (
    <ScrollTable minWidth={940} label={t('projects.list.title')}>
      <Table verticalSpacing="sm" aria-label={t('projects.list.title')} aria-busy={busy || items === null}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('projects.list.name')}</Table.Th>
            <Table.Th>{t('projects.list.customer')}</Table.Th>
            <Table.Th>{t('projects.list.members')}</Table.Th>
            <Table.Th>{t('projects.list.openTasks')}</Table.Th>
            <Table.Th>{t('projects.list.timeConsumed')}</Table.Th>
            <Table.Th>{t('projects.list.lastActivity')}</Table.Th>
            <Table.Th>{t('projects.list.status')}</Table.Th>
            {withActions && (
              <Table.Th>
                <VisuallyHidden>{t('projects.list.actions')}</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items === null ? (
            <TableSkeletonRows columns={columnCount} />
          ) : (
            items.map((item) => <ProjectRow key={item.id} item={item} withActions={withActions} {...actions} />)
          )}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}

/** The project's open tasks, leading to them (with their tracked time) in View Tasks for those who may read tasks. */
function OpenTasks({ item }: { item: ProjectListItem }) {
  const { t } = useTranslation();
  const { number } = useFormatters();
  const mayReadTasks = usePermission(permissions.tasks.read);
  if (!mayReadTasks) return number(item.taskCount);
  return (
    <Anchor
      component={Link}
      to={`/projects/view-tasks?ProjectIds=${item.id}`}
      aria-label={t('projects.list.openTasksOf', { name: item.name, count: number(item.taskCount) })}
    >
      {number(item.taskCount)}
    </Anchor>
  );
}

function ProjectRow({
  item,
  withActions,
  ...actions
}: ProjectActions & { item: ProjectListItem; withActions: boolean }) {
  const { t } = useTranslation();
  const { day, duration } = useFormatters();
  return (
    <Table.Tr>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <span
            className={classes.swatch}
            style={{ backgroundColor: item.colorCode }}
            role="img"
            aria-label={t('projects.list.colour', { color: item.colorCode })}
          />
          <div>
            <Text fw={500} size="sm">
              <bdi>{item.name}</bdi>
            </Text>
            {item.description && (
              <Text size="xs" c="dimmed" lineClamp={1} className={classes.description}>
                <bdi>{item.description}</bdi>
              </Text>
            )}
          </div>
        </Group>
      </Table.Td>
      <Table.Td>
        <bdi>{item.customerName}</bdi>
      </Table.Td>
      <Table.Td>
        <MemberAvatars members={item.members} />
      </Table.Td>
      <Table.Td className={classes.numeric}>
        <OpenTasks item={item} />
      </Table.Td>
      <Table.Td className={classes.numeric}>{duration(item.timeConsumedSeconds)}</Table.Td>
      <Table.Td className={classes.nowrap}>
        {item.lastActivityAt ? (
          day(new Date(item.lastActivityAt))
        ) : (
          <Text size="sm" c="dimmed">
            {t('projects.list.noActivity')}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Badge color={statusColors[item.status]} variant="light" styles={wholeBadge}>
          {t(`projects.statuses.${item.status}`)}
        </Badge>
      </Table.Td>
      {withActions && (
        <Table.Td className={classes.actions}>
          <RowMenu item={item} {...actions} />
        </Table.Td>
      )}
    </Table.Tr>
  );
}

function RowMenu({
  item,
  onEdit,
  onMembers,
  onArchive,
  onDuplicate,
  onDelete,
}: ProjectActions & { item: ProjectListItem }) {
  const { t } = useTranslation();
  // The menu's code comes with the first press of a row's button, not with the list.
  return (
    <ActionsMenu
      label={t('projects.actions.menu', { name: item.name })}
      icon={<Glyph path="M12 5h.01M12 12h.01M12 19h.01" />}
      items={(Menu) => (
        <>
          {onEdit && <Menu.Item onClick={() => onEdit(item)}>{t('projects.actions.edit')}</Menu.Item>}
          {onMembers && <Menu.Item onClick={() => onMembers(item)}>{t('projects.actions.members')}</Menu.Item>}
          {onDuplicate && <Menu.Item onClick={() => onDuplicate(item)}>{t('projects.actions.duplicate')}</Menu.Item>}
          {onArchive && item.status !== 'archived' && (
            <Menu.Item onClick={() => onArchive(item)}>{t('projects.actions.archive')}</Menu.Item>
          )}
          {onDelete && (
            <Menu.Item color="red" onClick={() => onDelete(item)}>
              {t('projects.actions.delete')}
            </Menu.Item>
          )}
        </>
      )}
    />
  );
}

/** A small stroke icon; decorative, the button carries the label. */
function Glyph({ path }: { path: string }) {
  return (
    <svg
      width={18}
      height={18}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={3}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={path} />
    </svg>
  );
}
