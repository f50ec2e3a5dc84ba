import { Badge, Button, Group, Table } from '@mantine/core';
import type { Invoice } from '@worktrail/contract';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '../../../shared/ui/ScrollTable.tsx';
import { TableSkeletonRows } from '../../../shared/ui/TableSkeletonRows.tsx';
import { downloadInvoicePdf } from '../api/invoices.ts';
import classes from './organization.module.css';
import { useBillingFormat } from './use-billing-format.ts';
import { useDownload } from './use-download.ts';

type InvoiceTableProps = {
  /** Null while the first page loads: skeleton rows stand in. */
  items: Invoice[] | null;
  busy: boolean;
  onShow: (invoice: Invoice) => void;
};

/** One page of invoices; the table scrolls inside itself on a narrow screen. */
export function InvoiceTable({ items, busy, onShow }: InvoiceTableProps) {
  const { t } = useTranslation();
  return (
    <ScrollTable minWidth={860} label={t('organization.invoices.title')}>
      <Table verticalSpacing="sm" aria-label={t('organization.invoices.title')} aria-busy={busy || items === null}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('organization.invoices.number')}</Table.Th>
            <Table.Th>{t('organization.invoices.date')}</Table.Th>
            <Table.Th>{t('organization.invoices.description')}</Table.Th>
            <Table.Th ta="end">{t('organization.invoices.amount')}</Table.Th>
            <Table.Th ta="end">{t('organization.invoices.balance')}</Table.Th>
            <Table.Th>{t('organization.invoices.status')}</Table.Th>
            <Table.Th>{t('organization.invoices.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items === null ? (
            <TableSkeletonRows columns={7} />
          ) : (
            items.map((invoice) => <InvoiceRow key={invoice.id} invoice={invoice} onShow={onShow} />)
          )}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}

function InvoiceRow({ invoice, onShow }: { invoice: Invoice; onShow: (invoice: Invoice) => void }) {
  const { t } = useTranslation();
  const { money, calendarDay } = useBillingFormat();
  const download = useDownload(() => downloadInvoicePdf(invoice), t('organization.invoices.downloadFailed'));
  const number = invoice.number;
  return (
    <Table.Tr>
      <Table.Td className={classes.nowrap}>
        <bdi>{number}</bdi>
      </Table.Td>
      <Table.Td className={classes.nowrap}>
        <time dateTime={invoice.issuedOn}>{calendarDay(invoice.issuedOn)}</time>
      </Table.Td>
      <Table.Td>
        <bdi>{invoice.description}</bdi>
      </Table.Td>
      <Table.Td ta="end" className={classes.nowrap}>
        {money(invoice.amountMinor, invoice.currency)}
      </Table.Td>
      <Table.Td ta="end" className={classes.nowrap}>
        {money(invoice.balanceMinor, invoice.currency)}
      </Table.Td>
      <Table.Td>
        <Badge variant="light" color={invoice.status === 'paid' ? 'teal' : 'orange'} miw="max-content">
          {t(`organization.invoices.statuses.${invoice.status}`)}
        </Badge>
      </Table.Td>
      <Table.Td>
        <Group gap={4} wrap="nowrap">
          <Button
            size="compact-sm"
            variant="subtle"
            aria-label={t('organization.invoices.detailsFor', { number })}
            onClick={() => onShow(invoice)}
          >
            {t('organization.invoices.details')}
          </Button>
          <Button
            size="compact-sm"
            variant="light"
            loading={download.busy}
            aria-label={t('organization.invoices.downloadFor', { number })}
            onClick={() => void download.run()}
          >
            {t('organization.invoices.download')}
          </Button>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
