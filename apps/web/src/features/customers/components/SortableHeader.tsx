import { Table, UnstyledButton } from '@mantine/core';
import type { CustomerSorting } from '@worktrail/contract';
import { useTranslation } from 'react-i18next';

type SortKey = 'name' | 'createdAt';

type SortableHeaderProps = {
  column: SortKey;
  label: string;
  sorting: CustomerSorting;
  onSort: (sorting: CustomerSorting) => void;
};

/** A column header that orders the list by its column; a second click reverses the order. */
export function SortableHeader({ column, label, sorting, onSort }: SortableHeaderProps) {
  const { t } = useTranslation();
  const [current, direction] = sorting.split(' ');
  const active = current === column;
  const next: CustomerSorting = active && direction === 'asc' ? `${column} desc` : `${column} asc`;
  const arrow = active ? (direction === 'asc' ? '▲' : '▼') : '';
  return (
    <Table.Th aria-sort={active ? (direction === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <UnstyledButton
        fw={700}
        fz="sm"
        onClick={() => onSort(next)}
        aria-label={t('customers.list.sortBy', { column: label })}
      >
        {label} <span aria-hidden="true">{arrow}</span>
      </UnstyledButton>
    </Table.Th>
  );
}
