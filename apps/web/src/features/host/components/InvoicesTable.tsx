import { Badge, Button, Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../shared/billing/money.ts';
import { useFormatters } from '../../../shared/i18n/use-formatters.ts';
import { notifyError } from '../../../shared/notifications/notify.tsx';
import { ScrollTable } from '../../../shared/ui/ScrollTable.tsx';
import { TableSkeletonRows } from '../../../shared/ui/TableSkeletonRows.tsx';
import { type HostInvoice, useDownloadInvoicePdf } from '../api/billing.ts';

const columns = 9;

type InvoicesTableProps = { items: HostInvoice[] | null; onRecordPayment: (invoice: HostInvoice) => void };

/** One page of invoices of every organisation: amounts, what was paid, the balance, and what support can do. */
export function InvoicesTable({ items, onRecordPayment }: InvoicesTableProps) {
  const { t } = useTranslation();
  const { calendarDay } = useFormatters();
  const money = useMoney();
  const download = useDownloadInvoicePdf();
  const savePdf = (invoice: HostInvoice) =>
    download.mutate(
      { invoiceId: invoice.id, number: invoice.number },
      { onError: (error) => notifyError(error, t('host.billing.downloadFailed')) },
    );

  return (
    <ScrollTable minWidth={1000} label={t('host.billing.title')}>
      <Table striped aria-label={t('host.billing.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('host.billing.columns.number')}</Table.Th>
            <Table.Th>{t('host.billing.columns.organization')}</Table.Th>
            <Table.Th>{t('host.billing.columns.issued')}</Table.Th>
            <Table.Th>{t('host.billing.columns.period')}</Table.Th>
            <Table.Th>{t('host.billing.columns.amount')}</Table.Th>
            <Table.Th>{t('host.billing.columns.paid')}</Table.Th>
            <Table.Th>{t('host.billing.columns.balance')}</Table.Th>
            <Table.Th>{t('host.billing.columns.status')}</Table.Th>
            <Table.Th>{t('host.billing.columns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items === null ? (
            <TableSkeletonRows columns={columns} />
          ) : (
            items.map((invoice) => (
              <Table.Tr key={invoice.id}>
                <Table.Td dir="ltr">{invoice.number}</Table.Td>
                <Table.Td>{invoice.organizationName}</Table.Td>
                <Table.Td>{calendarDay(invoice.issuedOn)}</Table.Td>
                <Table.Td>
                  {t('host.billing.period', {
                    start: calendarDay(invoice.periodStart),
                    end: calendarDay(invoice.periodEnd),
                  })}
                </Table.Td>
                <Table.Td>{money(invoice.amountMinor, invoice.currency)}</Table.Td>
                <Table.Td>{money(invoice.paidMinor, invoice.currency)}</Table.Td>
                <Table.Td>
                  <Text size="sm" fw={invoice.balanceMinor > 0 ? 700 : undefined}>
                    {money(invoice.balanceMinor, invoice.currency)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Badge color={invoice.status === 'paid' ? 'teal' : 'orange'} variant="light">
                    {t(`host.billing.status.${invoice.status}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    {invoice.balanceMinor > 0 && (
                      <Button
                        size="xs"
                        variant="default"
                        aria-label={t('host.billing.recordPaymentFor', { number: invoice.number })}
                        onClick={() => onRecordPayment(invoice)}
                      >
                        {t('host.billing.recordPayment')}
                      </Button>
                    )}
                    <Button
                      size="xs"
                      variant="subtle"
                      aria-label={t('host.billing.downloadPdfFor', { number: invoice.number })}
                      loading={download.isPending && download.variables?.invoiceId === invoice.id}
                      onClick={() => savePdf(invoice)}
                    >
                      {t('host.billing.downloadPdf')}
                    </Button>
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
