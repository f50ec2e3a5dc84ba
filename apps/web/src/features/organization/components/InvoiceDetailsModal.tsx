import { Button, Group, Modal, Stack, Table, Text, Title } from '@mantine/core';
import type { Invoice } from '@worktrail/contract';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '../../../shared/ui/ScrollTable.tsx';
import classes from './organization.module.css';
import { useBillingFormat } from './use-billing-format.ts';

/** An invoice's lines, totals and the payments recorded against it; balance = amount − payments. */
export function InvoiceDetailsModal({ invoice, onClose }: { invoice: Invoice; onClose: () => void }) {
  const { t } = useTranslation();
  const { money, calendarDay } = useBillingFormat();
  const amount = (minor: number) => money(minor, invoice.currency);
  const totals: [string, number][] = [
    [t('organization.invoices.subtotal'), invoice.subtotalMinor],
    ...(invoice.taxMinor ? [[t('organization.invoices.tax'), invoice.taxMinor] as [string, number]] : []),
    [t('organization.invoices.total'), invoice.amountMinor],
    [t('organization.invoices.paid'), invoice.paidMinor],
    [t('organization.invoices.balance'), invoice.balanceMinor],
  ];

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('organization.invoices.detailsTitle', { number: invoice.number })}
      size="xl"
      centered
    >
      <Stack gap="md">
        <Text size="sm">
          {t('organization.invoices.period', {
            from: calendarDay(invoice.periodStart),
            to: calendarDay(invoice.periodEnd),
          })}
        </Text>
        <ScrollTable minWidth={480} label={t('organization.invoices.lines')}>
          <Table aria-label={t('organization.invoices.lines')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('organization.invoices.description')}</Table.Th>
                <Table.Th ta="end">{t('organization.invoices.quantity')}</Table.Th>
                <Table.Th ta="end">{t('organization.invoices.unitPrice')}</Table.Th>
                <Table.Th ta="end">{t('organization.invoices.amount')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {invoice.lines.map((line, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: invoice lines have no id and never move
                <Table.Tr key={index}>
                  <Table.Td>
                    <bdi>{line.description}</bdi>
                  </Table.Td>
                  <Table.Td ta="end">{line.quantity}</Table.Td>
                  <Table.Td ta="end" className={classes.nowrap}>
                    {amount(line.unitMinor)}
                  </Table.Td>
                  <Table.Td ta="end" className={classes.nowrap}>
                    {amount(line.amountMinor)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
        <Stack gap={2} align="flex-end">
          {totals.map(([label, minor]) => (
            <Group key={label} gap="md" justify="space-between" miw={240}>
              <Text size="sm">{label}</Text>
              <Text size="sm" fw={600}>
                {amount(minor)}
              </Text>
            </Group>
          ))}
        </Stack>
        <Title order={3} size="h5">
          {t('organization.invoices.payments')}
        </Title>
        {invoice.payments.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('organization.invoices.noPayments')}
          </Text>
        ) : (
          <ScrollTable minWidth={420} label={t('organization.invoices.payments')}>
            <Table aria-label={t('organization.invoices.payments')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('organization.invoices.paidOn')}</Table.Th>
                  <Table.Th ta="end">{t('organization.invoices.amount')}</Table.Th>
                  <Table.Th>{t('organization.invoices.reference')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {invoice.payments.map((payment) => (
                  <Table.Tr key={payment.id}>
                    <Table.Td className={classes.nowrap}>{calendarDay(payment.paidOn)}</Table.Td>
                    <Table.Td ta="end" className={classes.nowrap}>
                      {amount(payment.amountMinor)}
                    </Table.Td>
                    <Table.Td>
                      <bdi>{payment.reference ?? '—'}</bdi>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('dialog.close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
