import { Badge, Skeleton, Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { MemberListItem, MemberSortField, MemberStatus } from '@worktrail/contract';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../shared/i18n/use-formatters.ts';
import { ScrollTable } from '../../../shared/ui/ScrollTable.tsx';
import type { MemberSort } from '../api/get-members.ts';
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
  /** The list's order; undefined is the server's default (newest first). */
  sort?: MemberSort | undefined;
  onSort?: (field: MemberSortField) => void;
};

const skeletonRows = ['first', 'second', 'third', 'fourth', 'fifth'];
const columnKeys = ['name', 'place', 'role', 'status', 'managers', 'actions'];

/** A column heading that sorts the list by its field; it says which way the list is sorted now. */
function SortHeader({
  field,
  label,
  sort,
  onSort,
}: {
  field: MemberSortField;
  label: string;
  sort: MemberSort | undefined;
  onSort: ((field: MemberSortField) => void) | undefined;
}) {
  const { t } = useTranslation();
  const active = sort?.field === field;
  const direction = active ? sort.direction : undefined;
  const ariaSort = direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none';
  if (!onSort) return <Table.Th>{label}</Table.Th>;
  return (
    <Table.Th aria-sort={ariaSort}>
      <UnstyledButton onClick={() => onSort(field)} fw={700} fz="sm" className={classes.sortButton}>
        {label}
        <span aria-hidden="true">{direction === 'asc' ? ' ▲' : direction === 'desc' ? ' ▼' : ' ↕'}</span>
        <VisuallyHidden>{t('members.list.sortBy', { column: label })}</VisuallyHidden>
      </UnstyledButton>
    </Table.Th>
  );
}

/**
 * The members of one page: name and e-mail, department and position, role, status, managers and row actions (their
 * timeline and dashboard for everyone who sees the list; changes for those who may manage). Name, role and status
 * headings sort the list.
 */
export function MemberTable({ items, busy, mayManage, myUserId, sort, onSort }: MemberTableProps) {
  const { t } = useTranslation();
  const columns = columnKeys;
  return (
    <ScrollTable minWidth={640} label={t('members.list.title')}>
      <Table verticalSpacing="sm" aria-label={t('members.list.title')} aria-busy={busy || items === null}>
        <Table.Thead>
          <Table.Tr>
            <SortHeader field="name" label={t('members.list.name')} sort={sort} onSort={onSort} />
            <Table.Th>{t('members.list.place')}</Table.Th>
            <SortHeader field="role" label={t('members.list.role')} sort={sort} onSort={onSort} />
            <SortHeader field="status" label={t('members.list.status')} sort={sort} onSort={onSort} />
            <Table.Th>{t('members.list.managers')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('members.list.actions')}</VisuallyHidden>
            </Table.Th>
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
    </ScrollTable>
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
        <Text size="sm">
          {item.department ? (
            <bdi>{item.department.name}</bdi>
          ) : (
            <Text span c="dimmed" size="sm">
              {t('members.list.none')}
            </Text>
          )}
        </Text>
        {item.position && (
          <Text size="xs" c="dimmed">
            <bdi>{item.position.name}</bdi>
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
      <Table.Td className={classes.actions}>
        <MemberActions item={item} isSelf={isSelf} mayManage={mayManage} />
      </Table.Td>
    </Table.Tr>
  );
}
