import { Skeleton, Table } from '@mantine/core';

const rowKeys = ['first', 'second', 'third', 'fourth', 'fifth'];

/** Placeholder rows of a table body while its first page loads: `rows` rows (at most 5) of `columns` cells. */
export function TableSkeletonRows({ rows = 5, columns }: { rows?: number; columns: number }) {
  return rowKeys.slice(0, rows).map((row) => (
    <Table.Tr key={row}>
      {Array.from({ length: columns }, (_, column) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cells have no identity
        <Table.Td key={column}>
          <Skeleton height={16} />
        </Table.Td>
      ))}
    </Table.Tr>
  ));
}
