import { Group, NativeSelect } from '@mantine/core';
import { invoiceStatuses } from '@worktrail/contract';
import { useTranslation } from 'react-i18next';
import type { InvoiceStatus } from '../api/billing.ts';
import { useHostOrganizations } from '../api/get-host.ts';

type BillingFilter = { organizationId: string | null; status: InvoiceStatus | null };
type BillingFiltersProps = BillingFilter & { onChange: (change: Partial<BillingFilter>) => void };

const isStatus = (value: string): value is InvoiceStatus => invoiceStatuses.some((status) => status === value);

/** The invoices' filters: one organisation (the console's organisation list) and open or paid. */
export function BillingFilters({ organizationId, status, onChange }: BillingFiltersProps) {
  const { t } = useTranslation();
  const organizations = useHostOrganizations();
  return (
    <Group align="flex-end" gap="sm">
      <NativeSelect
        label={t('host.billing.filters.organization')}
        miw={220}
        value={organizationId ?? ''}
        data={[
          { value: '', label: t('host.billing.filters.allOrganizations') },
          ...(organizations.data ?? []).map((org) => ({ value: org.id, label: org.name })),
        ]}
        onChange={(event) => onChange({ organizationId: event.currentTarget.value || null })}
      />
      <NativeSelect
        label={t('host.billing.filters.status')}
        value={status ?? ''}
        data={[
          { value: '', label: t('host.billing.filters.allStatuses') },
          ...invoiceStatuses.map((value) => ({ value, label: t(`host.billing.status.${value}`) })),
        ]}
        onChange={(event) => {
          const value = event.currentTarget.value;
          onChange({ status: isStatus(value) ? value : null });
        }}
      />
    </Group>
  );
}
