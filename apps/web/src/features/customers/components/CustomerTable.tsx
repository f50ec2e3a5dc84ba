import { ActionIcon, Badge, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import type { CustomerListItem, CustomerSorting } from '@worktrail/contract';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../shared/i18n/use-formatters.ts';
import { ScrollTable } from '../../../shared/ui/ScrollTable.tsx';
import { TableSkeletonRows } from '../../../shared/ui/TableSkeletonRows.tsx';
import classes from './customers.module.css';
import { SortableHeader } from './SortableHeader.tsx';

type CustomerTableProps = {
  /** Null while the first page loads: skeleton rows stand in. */
  items: CustomerListItem[] | null;
  busy: boolean;
  sorting: CustomerSorting;
  onSort: (sorting: CustomerSorting) => void;
  /** Row actions, each shown only with its permission. */
  onEdit?: (customer: CustomerListItem) => void;
  onDelete?: (customer: CustomerListItem) => void;
};

/** The customers of one page: name and note, projects, tasks, tracked hours, date joined, status and actions. */
export function CustomerTable({ items, busy, sorting, onSort, onEdit, onDelete }: CustomerTableProps) {
  const { t } = useTranslation();
  const withActions = Boolean(onEdit || onDelete);
  const columnCount = withActions ? 7 : 6;
  return (
    <ScrollTable minWidth={760} label={t('customers.list.title')}>
      <Table verticalSpacing="sm" aria-label={t('customers.list.title')} aria-busy={busy || items === null}>
        <Table.Thead>
          <Table.Tr>
            <SortableHeader column="name" label={t('customers.list.name')} sorting={sorting} onSort={onSort} />
            <Table.Th>{t('customers.list.projects')}</Table.Th>
            <Table.Th>{t('customers.list.tasks')}</Table.Th>
            <Table.Th>{t('customers.list.totalHours')}</Table.Th>
            <SortableHeader column="createdAt" label={t('customers.list.joined')} sorting={sorting} onSort={onSort} />
            <Table.Th>{t('customers.list.status')}</Table.Th>
            {withActions && (
              <Table.Th>
                <VisuallyHidden>{t('customers.list.actions')}</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items === null ? (
            <TableSkeletonRows columns={columnCount} />
          ) : (
            items.map((item) => <CustomerRow key={item.id} item={item} onEdit={onEdit} onDelete={onDelete} />)
          )}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}

type CustomerRowProps = {
  item: CustomerListItem;
  onEdit?: (customer: CustomerListItem) => void;
  onDelete?: (customer: CustomerListItem) => void;
};

function CustomerRow({ item, onEdit, onDelete }: CustomerRowProps) {
  const { t } = useTranslation();
  const { number, day, duration } = useFormatters();
  // Decimal hours from the server, shown like every other duration ("698 h 52 min").
  const hours = duration(Math.round(item.totalHours * 3600));
  return (
    <Table.Tr>
      <Table.Td>
        <Text fw={500} size="sm">
          <bdi>{item.name}</bdi>
        </Text>
        {item.note && (
          <Text size="xs" c="dimmed" lineClamp={1} className={classes.note}>
            <bdi>{item.note}</bdi>
          </Text>
        )}
      </Table.Td>
      <Table.Td className={classes.numeric}>{number(item.projectCount)}</Table.Td>
      <Table.Td className={classes.numeric}>{number(item.taskCount)}</Table.Td>
      <Table.Td className={classes.numeric}>{hours}</Table.Td>
      <Table.Td className={classes.nowrap}>{day(new Date(item.createdAt))}</Table.Td>
      <Table.Td>
        <Badge color={item.status === 'active' ? 'green' : 'gray'} variant="light">
          {t(`customers.statuses.${item.status}`)}
        </Badge>
      </Table.Td>
      {(onEdit || onDelete) && (
        <Table.Td className={classes.actions}>
          <Group gap={4} justify="flex-end" wrap="nowrap">
            {onEdit && (
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t('customers.actions.edit', { name: item.name })}
                onClick={() => onEdit(item)}
              >
                <Glyph path="M4 20h4L19 9l-4-4L4 16v4zM13.5 6.5l4 4" />
              </ActionIcon>
            )}
            {onDelete && (
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('customers.actions.delete', { name: item.name })}
                onClick={() => onDelete(item)}
              >
                <Glyph path="M5 7h14M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
              </ActionIcon>
            )}
          </Group>
        </Table.Td>
      )}
    </Table.Tr>
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
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={path} />
    </svg>
  );
}
