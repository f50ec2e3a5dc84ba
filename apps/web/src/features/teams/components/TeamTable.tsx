import { ActionIcon, Anchor, Badge, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import type { TeamListItem } from '@worktrail/contract';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../shared/i18n/use-formatters.ts';
import { ScrollTable } from '../../../shared/ui/ScrollTable.tsx';
import { TableSkeletonRows } from '../../../shared/ui/TableSkeletonRows.tsx';
import { teamStatusColor } from './team-status.ts';

type TeamTableProps = {
  /** Null while the first page loads: skeleton rows stand in. */
  items: TeamListItem[] | null;
  busy: boolean;
  /** Whether the delete action shows (Worktrail.Members.Manage). */
  mayManage: boolean;
  onOpen: (team: TeamListItem) => void;
  onDelete: (team: TeamListItem) => void;
};

const columns = ['name', 'status', 'leaders', 'members', 'projects', 'actions'];

/** The teams of one page: name (opens the team), state, leaders, member and project counts, and delete. */
export function TeamTable({ items, busy, mayManage, onOpen, onDelete }: TeamTableProps) {
  const { t } = useTranslation();
  const { number } = useFormatters();
  return (
    <ScrollTable minWidth={640} label={t('teams.list.label')}>
      <Table verticalSpacing="sm" aria-label={t('teams.list.label')} aria-busy={busy || items === null}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('teams.list.name')}</Table.Th>
            <Table.Th>{t('teams.list.status')}</Table.Th>
            <Table.Th>{t('teams.list.leaders')}</Table.Th>
            <Table.Th>{t('teams.list.members')}</Table.Th>
            <Table.Th>{t('teams.list.projects')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('teams.list.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items === null ? (
            <TableSkeletonRows columns={columns.length} />
          ) : (
            items.map((team) => (
              <Table.Tr key={team.id}>
                <Table.Td>
                  <Anchor component="button" type="button" fw={500} size="sm" onClick={() => onOpen(team)}>
                    <bdi>{team.name}</bdi>
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <Badge variant="light" color={teamStatusColor[team.status]}>
                    {t(`teams.statuses.${team.status}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" c={team.leaders.length ? undefined : 'dimmed'}>
                    {team.leaders.length ? (
                      <bdi>{team.leaders.map((leader) => leader.name).join(', ')}</bdi>
                    ) : (
                      t('teams.list.noLeader')
                    )}
                  </Text>
                </Table.Td>
                <Table.Td>{number(team.memberCount)}</Table.Td>
                <Table.Td>{number(team.projectCount)}</Table.Td>
                <Table.Td>
                  <Group gap="xs" justify="flex-end" wrap="nowrap">
                    {mayManage && team.status !== 'deleted' && (
                      // The button's name shows as the browser's own hint: a tooltip would only repeat it.
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t('teams.list.delete', { name: team.name })}
                        title={t('teams.list.delete', { name: team.name })}
                        onClick={() => onDelete(team)}
                      >
                        <span aria-hidden="true">✕</span>
                      </ActionIcon>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
