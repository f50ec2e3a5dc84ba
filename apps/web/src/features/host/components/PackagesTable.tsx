import { Badge, Button, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../shared/billing/money.ts';
import { useFormatters } from '../../../shared/i18n/use-formatters.ts';
import { ScrollTable } from '../../../shared/ui/ScrollTable.tsx';
import { TableSkeletonRows } from '../../../shared/ui/TableSkeletonRows.tsx';
import type { HostPackage } from '../api/packages.ts';

const columns = 11;

type PackagesTableProps = { items: HostPackage[] | null; onEdit: (item: HostPackage) => void };

/** Every package in order: names, price per seat, limits, features, trial, offered, and who is on it. */
export function PackagesTable({ items, onEdit }: PackagesTableProps) {
  const { t, i18n } = useTranslation();
  const { number } = useFormatters();
  const money = useMoney();
  const list = new Intl.ListFormat(i18n.language, { type: 'unit', style: 'short' });
  const features = (item: HostPackage) =>
    item.features.length === 0
      ? t('host.packages.timeOnly')
      : list.format(item.features.map((feature) => t(`host.packages.features.${feature}`)));

  return (
    <ScrollTable minWidth={1100} label={t('host.packages.title')}>
      <Table striped aria-label={t('host.packages.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('host.packages.columns.nameEn')}</Table.Th>
            <Table.Th>{t('host.packages.columns.nameAr')}</Table.Th>
            <Table.Th>{t('host.packages.columns.price')}</Table.Th>
            <Table.Th>{t('host.packages.columns.currency')}</Table.Th>
            <Table.Th>{t('host.packages.columns.seats')}</Table.Th>
            <Table.Th>{t('host.packages.columns.retention')}</Table.Th>
            <Table.Th>{t('host.packages.columns.features')}</Table.Th>
            <Table.Th>{t('host.packages.columns.trial')}</Table.Th>
            <Table.Th>{t('host.packages.columns.offered')}</Table.Th>
            <Table.Th>{t('host.packages.columns.organizations')}</Table.Th>
            <Table.Th>{t('host.packages.columns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items === null ? (
            <TableSkeletonRows columns={columns} />
          ) : (
            items.map((item) => (
              <Table.Tr key={item.id}>
                <Table.Td lang="en" dir="ltr">
                  {item.nameEn}
                </Table.Td>
                <Table.Td lang="ar" dir="rtl">
                  {item.nameAr}
                </Table.Td>
                <Table.Td>{money(item.pricePerSeatMinor, item.currency)}</Table.Td>
                <Table.Td>{item.currency}</Table.Td>
                <Table.Td>{number(item.seats)}</Table.Td>
                <Table.Td>{number(item.screenshotRetentionDays)}</Table.Td>
                <Table.Td>{features(item)}</Table.Td>
                <Table.Td>
                  {item.isTrial
                    ? t('host.packages.trialFor', { days: number(item.trialDays ?? 0) })
                    : t('host.packages.no')}
                </Table.Td>
                <Table.Td>
                  {item.active ? (
                    <Badge color="blue" variant="light">
                      {t('host.packages.offered')}
                    </Badge>
                  ) : (
                    <Badge color="gray" variant="outline">
                      {t('host.packages.notOffered')}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>{number(item.organizationCount)}</Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="default"
                    aria-label={t('host.packages.editFor', { name: item.nameEn })}
                    onClick={() => onEdit(item)}
                  >
                    {t('host.packages.edit')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
