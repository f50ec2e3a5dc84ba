import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { paging } from '@worktrail/contract';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDialog } from '../../../shared/dialogs/dialogs.tsx';
import { useFormatters } from '../../../shared/i18n/use-formatters.ts';
import { notifyError } from '../../../shared/notifications/notify.tsx';
import { LoadFailed } from '../../../shared/ui/LoadFailed.tsx';
import { lazyOnDemand } from '../../../shared/ui/lazy-on-demand.tsx';
import { Pager } from '../../../shared/ui/Pager.tsx';
import { PageTitle } from '../../../shared/ui/PageTitle.tsx';
import { useClampedPage } from '../../../shared/ui/use-paged-list.ts';
import { type HostInvoice, type HostInvoiceParams, useHostInvoices, useRunBilling } from '../api/billing.ts';
import { BillingFilters } from '../components/BillingFilters.tsx';
import { InvoicesTable } from '../components/InvoicesTable.tsx';

// The form (and its checks) loads when it is first opened, not with the screen.
const RecordPaymentModal = lazyOnDemand(() =>
  import('../components/RecordPaymentModal.tsx').then((module) => module.RecordPaymentModal),
);

/** Invoices of every organisation, payments received recorded against them, and the billing job run on demand. */
export function BillingPage() {
  const { t } = useTranslation();
  const { number } = useFormatters();
  const [params, setParams] = useState<HostInvoiceParams>({
    page: paging.defaultPage,
    size: paging.defaultPageSize,
    organizationId: null,
    status: null,
  });
  const invoices = useHostInvoices(params);
  const run = useRunBilling();
  const [paying, setPaying] = useState<HostInvoice | null>(null);
  const data = invoices.data;
  const setPage = useCallback((page: number) => setParams((current) => ({ ...current, page })), []);
  // A payment can take an invoice out of an "Open" list: a page left empty goes back to the last one.
  useClampedPage({ page: params.page, size: params.size, total: data?.totalCount, setPage });
  // Any change but the page's goes back to the first page.
  const change = (next: Partial<HostInvoiceParams>) =>
    setParams((current) => ({ ...current, page: paging.defaultPage, ...next }));

  const runNow = async () => {
    const confirmed = await confirmDialog({
      title: t('host.billing.run.title'),
      message: t('host.billing.run.message'),
      confirmLabel: t('host.billing.run.confirm'),
    });
    if (confirmed) run.mutate(undefined, { onError: (error) => notifyError(error, t('host.billing.run.failed')) });
  };

  const body = () => {
    if (invoices.isError && !data) {
      return <LoadFailed message={t('host.billing.loadFailed')} onRetry={() => invoices.refetch()} />;
    }
    if (data?.items.length === 0) {
      return (
        <Text c="dimmed" role="status">
          {t('host.billing.empty')}
        </Text>
      );
    }
    return (
      <Stack gap="md">
        <InvoicesTable items={data?.items ?? null} onRecordPayment={setPaying} />
        {data && (
          <Pager
            page={params.page}
            size={params.size}
            total={data.totalCount}
            onPage={setPage}
            onSize={(size) => change({ size })}
          />
        )}
      </Stack>
    );
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <div>
          <PageTitle>{t('host.billing.title')}</PageTitle>
          <Text c="dimmed" size="sm" mt="-md">
            {t('host.billing.hint')}
          </Text>
        </div>
        <Button variant="default" loading={run.isPending} onClick={runNow}>
          {t('host.billing.run.button')}
        </Button>
      </Group>
      <div role="status">
        {run.data && (
          <Alert color="blue" variant="light">
            {t('host.billing.run.done', {
              issued: number(run.data.invoicesIssued),
              rolled: number(run.data.periodsRolled),
            })}
          </Alert>
        )}
      </div>
      <BillingFilters organizationId={params.organizationId} status={params.status} onChange={change} />
      {body()}
      {paying && <RecordPaymentModal invoice={paying} onClose={() => setPaying(null)} />}
    </Stack>
  );
}
