import { Badge, Skeleton, Table, Text, VisuallyHidden } from '@mantine/core';
import type { MemberListItem, MemberStatus } from '@worktrail/contract';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../shared/i18n/use-formatters.ts';
import { MemberActions } from './MemberActions.tsx';
import { memberName } from './member-name.ts';
import classes from './members.module.css';

const statusColor: Record<MemberStatus, string> = {
  active: 'green',
  inactive: 'gray',
  archived: 'orange',
  deleted: 'red',
};

type MemberTableProps = {
  /** Null while the first page loads: skeleton rows stand in. */
  items: MemberListItem[] | null;
  busy: boolean;
  /** Whether row actions show (Worktrail.Members.Manage). */
  mayManage: boolean;
  myUserId: string | undefined;
};

const skeletonRows = ['first', 'second', 'third', 'fourth', 'fifth'];
const columnKeys = ['name', 'role', 'status', 'managers', 'actions'];

/** The members of one page: name and e-mail, role, status, managers and, for those who may, row actions. */
export function MemberTable({ items, busy, mayManage, myUserId }: MemberTableProps) {
  const { t } = useTranslation();
  const columns = mayManage ? columnKeys : columnKeys.slice(0, -1);
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="sm" aria-label={t('members.list.title')} aria-busy={busy || items === null}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('members.list.name')}</Table.Th>
            <Table.Th>{t('members.list.role')}</Table.Th>
            <Table.Th>{t('members.list.status')}</Table.Th>
            <Table.Th>{t('members.list.managers')}</Table.Th>
            {mayManage && (
              <Table.Th>
                <VisuallyHidden>{t('members.list.actions')}</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items === null
            ? skeletonRows.map((row) => (
                <Table.Tr key={row}>
                  {columns.map((column) => (
                    <Table.Td key={column}>
                      <Skeleton height={column === 'name' ? 32 : 16} />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))
            : items.map((item) => (
                <MemberRow key={item.id} item={item} mayManage={mayManage} isSelf={item.userId === myUserId} />
              ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function MemberRow({ item, mayManage, isSelf }: { item: MemberListItem; mayManage: boolean; isSelf: boolean }) {
  const { t } = useTranslation();
  const { number } = useFormatters();
  const name = memberName(item);
  return (
    <Table.Tr>
      <Table.Td>
        <Text fw={500} size="sm">
          <bdi>{name}</bdi>
        </Text>
        {name !== item.email && (
          <Text size="sm" c="dimmed">
            <bdi>{item.email}</bdi>
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Text size="sm">{t(`members.roles.${item.role}`)}</Text>
        {item.role === 'manager' && (
          <Text size="xs" c="dimmed">
            {t('members.list.manages', { total: number(item.managedMemberIds.length) })}
          </Text>
        )}
      </Table.Td>
      <Table.Td className={classes.nowrap}>
        <Badge
          color={statusColor[item.status]}
          variant="light"
          classNames={{ root: classes.badge, label: classes.badge }}
        >
          {t(`members.statuses.${item.status}`)}
        </Badge>
      </Table.Td>
      <Table.Td>
        {item.managers.length > 0 ? (
          <Text size="sm">
            {item.managers.map((manager, index) => (
              <span key={manager.id}>
                {index > 0 && t('members.list.separator')}
                <bdi>{manager.name}</bdi>
              </span>
            ))}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            {t('members.list.noManagers')}
          </Text>
        )}
      </Table.Td>
      {mayManage && (
        <Table.Td className={classes.actions}>
          <MemberActions item={item} isSelf={isSelf} />
        </Table.Td>
      )}
    </Table.Tr>
  );
}
