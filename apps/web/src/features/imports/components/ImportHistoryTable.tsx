import { Badge, Button, Skeleton, Table } from '@mantine/core';
import type { ImportStatus, ImportSummary } from '@worktrail/contract';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../shared/i18n/use-formatters.ts';
import { ImportRowsPanel } from './ImportRowsPanel.tsx';

const statusColors: Record<ImportStatus, string> = {
  pending: 'gray',
  running: 'blue',
  succeeded: 'green',
  failed: 'red',
};

/** The upload status history: one row per upload, expandable to its failed and duplicate rows. */
export function ImportHistoryTable({ items, busy }: { items: ImportSummary[] | null; busy: boolean }) {
  const { t } = useTranslation();
  const { number, day, time } = useFormatters();
  const [openId, setOpenId] = useState<string | null>(null);
  const columns = [
    'fileName',
    'kind',
    'when',
    'status',
    'rows',
    'imported',
    'duplicates',
    'failed',
    'details',
  ] as const;

  return (
    <Table aria-label={t('imports.history.title')} aria-busy={busy} striped highlightOnHover>
      <Table.Thead>
        <Table.Tr>
          {columns.map((column) => (
            <Table.Th key={column}>{t(`imports.history.columns.${column}`)}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {items === null
          ? [0, 1, 2].map((index) => (
              <Table.Tr key={index}>
                <Table.Td colSpan={columns.length}>
                  <Skeleton height={20} />
                </Table.Td>
              </Table.Tr>
            ))
          : items.map((item) => {
              const open = openId === item.id;
              return (
                <Fragment key={item.id}>
                  <Table.Tr>
                    <Table.Td>{item.fileName}</Table.Td>
                    <Table.Td>{t(`imports.kinds.${item.kind}`)}</Table.Td>
                    <Table.Td>{`${day(Date.parse(item.createdAt))} ${time(Date.parse(item.createdAt))}`}</Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={statusColors[item.status]}>
                        {t(`imports.statuses.${item.status}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{number(item.totalRows)}</Table.Td>
                    <Table.Td>{number(item.importedRows)}</Table.Td>
                    <Table.Td>{number(item.duplicateRows)}</Table.Td>
                    <Table.Td>{number(item.failedRows)}</Table.Td>
                    <Table.Td>
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        aria-expanded={open}
                        aria-label={t(open ? 'imports.history.hideRowsOf' : 'imports.history.showRowsOf', {
                          file: item.fileName,
                        })}
                        onClick={() => setOpenId(open ? null : item.id)}
                      >
                        {t(open ? 'imports.history.hideRows' : 'imports.history.showRows')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                  {open && (
                    <Table.Tr>
                      <Table.Td colSpan={columns.length}>
                        <ImportRowsPanel summary={item} />
                      </Table.Td>
                    </Table.Tr>
                  )}
                </Fragment>
              );
            })}
      </Table.Tbody>
    </Table>
  );
}
