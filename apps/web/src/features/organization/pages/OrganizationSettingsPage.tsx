import { Skeleton, Stack, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useErrorToast } from '../../../shared/notifications/use-error-toast.ts';
import { LoadFailed } from '../../../shared/ui/LoadFailed.tsx';
import { PageTitle } from '../../../shared/ui/PageTitle.tsx';
import { useOrganizationDetails } from '../api/get-organization.ts';
import { ApiKeysSection } from '../components/ApiKeysSection.tsx';
import { ChangePlanSection } from '../components/ChangePlanSection.tsx';
import { DataExportSection } from '../components/DataExportSection.tsx';
import { InvoicesSection } from '../components/InvoicesSection.tsx';
import { OrganizationSummary } from '../components/OrganizationSummary.tsx';
import { PaymentMethodSection } from '../components/PaymentMethodSection.tsx';

const tabs = ['plan', 'payment', 'invoices', 'apiKeys', 'export'] as const;
type Tab = (typeof tabs)[number];
const isTab = (value: string | null): value is Tab => tabs.includes(value as Tab);
/** `?tab=invoices` opens a section directly (a link from a notice, a reload). */
const tabParam = 'tab';

/**
 * `/settings/organiztion` (§2 Organization Settings, §3 Organization): the organisation with its plan, seats and
 * balance on top; below, one section at a time: change plan, payment method, invoices, API keys, data export.
 */
export function OrganizationSettingsPage() {
  const { t } = useTranslation();
  const details = useOrganizationDetails();
  const [params, setParams] = useSearchParams();
  const requested = params.get(tabParam);
  const tab: Tab = isTab(requested) ? requested : 'plan';
  useErrorToast(details.error, t('organization.settings.loadFailed'));
  const data = details.data;

  const selectTab = (next: string | null) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next && next !== 'plan') updated.set(tabParam, next);
        else updated.delete(tabParam);
        return updated;
      },
      { replace: true },
    );

  return (
    <>
      <PageTitle>{t('nav.items.organizationSettings')}</PageTitle>
      {!data && details.isError && (
        <LoadFailed message={t('organization.settings.loadFailed')} onRetry={() => details.refetch()} />
      )}
      {!data && !details.isError && (
        <Stack gap="md" aria-busy="true" aria-label={t('organization.settings.loading')}>
          <Skeleton height={140} />
          <Skeleton height={40} />
          <Skeleton height={220} />
        </Stack>
      )}
      {data && (
        <>
          <OrganizationSummary details={data} />
          <Tabs value={tab} onChange={selectTab} keepMounted={false}>
            <Tabs.List aria-label={t('organization.settings.sections')} mb="md">
              {tabs.map((value) => (
                <Tabs.Tab key={value} value={value}>
                  {t(`organization.settings.tabs.${value}`)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            <Tabs.Panel value="plan">
              <ChangePlanSection details={data} />
            </Tabs.Panel>
            <Tabs.Panel value="payment">
              <PaymentMethodSection key={JSON.stringify(data.paymentMethod)} details={data} />
            </Tabs.Panel>
            <Tabs.Panel value="invoices">
              <InvoicesSection />
            </Tabs.Panel>
            <Tabs.Panel value="apiKeys">
              <ApiKeysSection />
            </Tabs.Panel>
            <Tabs.Panel value="export">
              <DataExportSection />
            </Tabs.Panel>
          </Tabs>
        </>
      )}
    </>
  );
}
