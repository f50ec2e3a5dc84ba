import { Badge, Button, Group, Paper, Radio, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import type { BillingPackage, billingEndpoints, EndpointResult } from '@worktrail/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDialog } from '../../../shared/dialogs/dialogs.tsx';
import { notifyError, notifySuccess } from '../../../shared/notifications/notify.tsx';
import { LoadFailed } from '../../../shared/ui/LoadFailed.tsx';
import { useSetPackage } from '../api/change-billing.ts';
import { usePackages } from '../api/get-organization.ts';
import type { OrganizationDetails } from './OrganizationSummary.tsx';
import { SectionCard } from './SectionCard.tsx';
import { useBillingFormat } from './use-billing-format.ts';

type PlanChange = EndpointResult<typeof billingEndpoints.setPackage>;

/**
 * Change plan (§1, §5): the packages as choices with their price per seat, seats, retention and features; the
 * change asks first, then says when it applies (at once with the invoice of the difference, or next period).
 */
export function ChangePlanSection({ details }: { details: OrganizationDetails }) {
  const { t } = useTranslation();
  const { calendarDay, packageName } = useBillingFormat();
  const packages = usePackages();
  const setPackage = useSetPackage();
  const [selected, setSelected] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const changedText = (change: PlanChange, name: string) => {
    if (change.timing === 'nextPeriod') {
      return t('organization.messages.changedNextPeriod', { name, date: calendarDay(change.effectiveFrom) });
    }
    return change.invoiceNumber
      ? t('organization.messages.changedNow', { name, number: change.invoiceNumber })
      : t('organization.messages.changedNowFree', { name });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const chosen = packages.data?.find((entry) => entry.id === selected);
    if (!chosen) {
      setError(t('organization.messages.packageRequired'));
      return;
    }
    setError(null);
    const name = packageName(chosen);
    const confirmed = await confirmDialog({
      title: t('organization.plan.confirmTitle'),
      message: t('organization.plan.confirmMessage', { name }),
      confirmLabel: t('organization.plan.submit'),
    });
    if (!confirmed) return;
    try {
      const change = await setPackage.mutateAsync({ packageId: chosen.id });
      setSelected(null);
      notifySuccess(changedText(change, name));
    } catch (failure) {
      notifyError(failure, t('organization.messages.updateFailed'));
    }
  };

  const body = () => {
    if (packages.isError && !packages.data) {
      return <LoadFailed message={t('organization.plan.loadFailed')} onRetry={() => packages.refetch()} />;
    }
    if (!packages.data) {
      return (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} aria-busy="true" aria-label={t('organization.plan.loading')}>
          <Skeleton height={150} />
          <Skeleton height={150} />
          <Skeleton height={150} />
        </SimpleGrid>
      );
    }
    if (packages.data.length === 0) return <Text role="status">{t('organization.plan.none')}</Text>;
    return (
      <form noValidate onSubmit={(event) => void submit(event)} aria-label={t('organization.plan.title')}>
        <Stack gap="md">
          <Radio.Group
            value={selected}
            onChange={(value) => {
              setSelected(value);
              setError(null);
            }}
            label={t('organization.plan.packages')}
            error={error}
          >
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} mt="xs">
              {packages.data.map((entry) => (
                <PackageOption key={entry.id} entry={entry} details={details} />
              ))}
            </SimpleGrid>
          </Radio.Group>
          <Group>
            <Button type="submit" loading={setPackage.isPending}>
              {t('organization.plan.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    );
  };

  return (
    <SectionCard id="organization-plan" title={t('organization.plan.title')} intro={t('organization.plan.intro')}>
      {body()}
    </SectionCard>
  );
}

function PackageOption({ entry, details }: { entry: BillingPackage; details: OrganizationDetails }) {
  const { t, i18n } = useTranslation();
  const { money, packageName } = useBillingFormat();
  const { subscription } = details;
  const features = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(
    entry.features.map((feature) => t(`organization.plan.feature.${feature}`)),
  );
  const price =
    entry.pricePerSeatMinor === 0
      ? t('organization.plan.free')
      : t('organization.plan.pricePerSeat', { price: money(entry.pricePerSeatMinor, entry.currency) });
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap={6}>
        <Radio value={entry.id} label={<bdi>{packageName(entry)}</bdi>} description={price} />
        <Group gap={6}>
          {entry.id === subscription.package.id && (
            <Badge variant="light" color="blue">
              {t('organization.plan.current')}
            </Badge>
          )}
          {entry.id === subscription.pendingPackage?.id && (
            <Badge variant="light" color="orange">
              {t('organization.plan.pending')}
            </Badge>
          )}
        </Group>
        <Text size="sm">{t('organization.plan.seats', { count: entry.seats })}</Text>
        <Text size="sm">{t('organization.plan.retention', { count: entry.screenshotRetentionDays })}</Text>
        {entry.isTrial && entry.trialDays !== null && (
          <Text size="sm">{t('organization.plan.trialDays', { count: entry.trialDays })}</Text>
        )}
        {features && <Text size="sm">{t('organization.plan.features', { features })}</Text>}
      </Stack>
    </Paper>
  );
}
