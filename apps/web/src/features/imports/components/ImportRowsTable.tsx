import { Badge, Table } from '@mantine/core';
import type { ImportRow } from '@worktrail/contract';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../shared/i18n/use-formatters.ts';
import { translateReason } from './translate-reason.ts';

/** Rows of a file: row number, name, (status,) and why it was not imported. */
export function ImportRowsTable({
  rows,
  label,
  showStatus = false,
}: {
  rows: ImportRow[];
  label: string;
  showStatus?: boolean;
}) {
  const { t } = useTranslation();
  const { number } = useFormatters();
  return (
    <Table aria-label={label} striped withTableBorder>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('imports.rows.row')}</Table.Th>
          <Table.Th>{t('imports.rows.name')}</Table.Th>
          {showStatus && <Table.Th>{t('imports.rows.status')}</Table.Th>}
          <Table.Th>{t('imports.rows.reason')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.rowNumber}>
            <Table.Td>{number(row.rowNumber)}</Table.Td>
            <Table.Td>{row.values.Name ?? ''}</Table.Td>
            {showStatus && (
              <Table.Td>
                <Badge variant="light" color={row.status === 'failed' ? 'red' : 'yellow'}>
                  {t(`imports.rowStatuses.${row.status}`)}
                </Badge>
              </Table.Td>
            )}
            <Table.Td>
              {translateReason({ key: row.reasonKey, params: row.reasonParams, english: row.reason, number })}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
