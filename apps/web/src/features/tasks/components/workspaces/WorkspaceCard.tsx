import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { WorkspaceListItem, WorkspaceStatus } from '@worktrail/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatters } from '../../../../shared/i18n/use-formatters.ts';
import { ActionsMenu } from '../../../../shared/ui/OnDemandMenu.tsx';
import { Glyph } from '../Glyph.tsx';

/** What may be done to a workspace from its card; offered only to those who manage it. */
export type WorkspaceActions = {
  onEdit: (workspace: WorkspaceListItem) => void;
  onMembers: (workspace: WorkspaceListItem) => void;
  onAddBoard: (workspace: WorkspaceListItem) => void;
  onDelete: (workspace: WorkspaceListItem) => void;
};

const statusColors: Record<WorkspaceStatus, string> = {
  active: 'green',
  archived: 'gray',
  disabled: 'orange',
  deleted: 'red',
};

/** One workspace: name, public or private, status, who made it and when, tasks, members, and its boards. */
export function WorkspaceCard({ workspace, actions }: { workspace: WorkspaceListItem; actions: WorkspaceActions }) {
  const { t } = useTranslation();
  const { day, number } = useFormatters();
  const headingId = useId();
  const manage = workspace.abilities.canManage;
  return (
    <Card withBorder padding="md" radius="md" component="article" aria-labelledby={headingId} id={workspace.id}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={2} size="h4" id={headingId} style={{ overflowWrap: 'anywhere' }}>
            <bdi>{workspace.name}</bdi>
          </Title>
          {manage && <WorkspaceMenu workspace={workspace} actions={actions} />}
        </Group>
        <Group gap="xs">
          <Badge
            variant="light"
            color={workspace.visibility === 'private' ? 'grape' : 'blue'}
            leftSection={workspace.visibility === 'private' ? <Glyph name="lock" size={12} /> : undefined}
          >
            {t(`tasks.visibility.${workspace.visibility}`)}
          </Badge>
          <Badge variant="dot" color={statusColors[workspace.status]}>
            {t(`tasks.workspaceStatuses.${workspace.status}`)}
          </Badge>
          {!workspace.isMember && (
            <Badge variant="outline" color="gray">
              {t('tasks.workspaces.notMember')}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {workspace.createdBy
            ? t('tasks.workspaces.createdBy', {
                name: workspace.createdBy.name,
                date: day(Date.parse(workspace.createdAt)),
              })
            : t('tasks.workspaces.createdOn', { date: day(Date.parse(workspace.createdAt)) })}
        </Text>
        <Group gap="lg">
          <Text size="sm">{t('tasks.workspaces.taskCount', { value: number(workspace.taskCount) })}</Text>
          <Text size="sm">{t('tasks.workspaces.memberCount', { value: number(workspace.memberCount) })}</Text>
        </Group>
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('tasks.workspaces.boards')}
          </Text>
          {workspace.boards.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('tasks.workspaces.noBoards')}
            </Text>
          ) : (
            <Stack gap={2} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {workspace.boards.map((board) => (
                <li key={board.id}>
                  <Anchor component={Link} to={`/projects/boards/${board.id}`} size="sm">
                    <bdi>{board.name}</bdi>
                  </Anchor>{' '}
                  <Text span size="xs" c="dimmed">
                    {t('tasks.workspaces.boardTasks', { value: number(board.taskCount) })}
                  </Text>
                </li>
              ))}
            </Stack>
          )}
        </Stack>
      </Stack>
    </Card>
  );
}

/** A card's actions; the menu's code loads with the first press of any card's menu, not with the list. */
function WorkspaceMenu({ workspace, actions }: { workspace: WorkspaceListItem; actions: WorkspaceActions }) {
  const { t } = useTranslation();
  return (
    <ActionsMenu
      label={t('tasks.workspaces.menu', { name: workspace.name })}
      icon={<Glyph name="dots" size={18} strokeWidth={3} />}
      items={(Menu) => (
        <>
          <Menu.Item onClick={() => actions.onEdit(workspace)}>{t('tasks.workspaces.edit')}</Menu.Item>
          <Menu.Item onClick={() => actions.onMembers(workspace)}>{t('tasks.workspaces.members')}</Menu.Item>
          <Menu.Item onClick={() => actions.onAddBoard(workspace)}>{t('tasks.boards.addTitleShort')}</Menu.Item>
          <Menu.Item color="red" onClick={() => actions.onDelete(workspace)}>
            {t('tasks.workspaces.delete')}
          </Menu.Item>
        </>
      )}
    />
  );
}
