import { Badge, Card, Group, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { billingEndpoints, EndpointResult } from '@worktrail/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBillingFormat } from './use-billing-format.ts';

export type OrganizationDetails = EndpointResult<typeof billingEndpoints.details>;

const statusColor = { trial: 'blue', active: 'teal', trialEnded: 'orange' } as const;

/** The calendar day after `date` (`YYYY-MM-DD`): where the next billing period, and a pending plan, starts. */
const dayAfter = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={4}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {children}
    </Stack>
  );
}

/** The organisation at a glance (§3): name, current plan and period, seats used of the limit, balance. */
export function OrganizationSummary({ details }: { details: OrganizationDetails }) {
  const { t } = useTranslation();
  const { money, calendarDay, packageName } = useBillingFormat();
  const { subscription, seats } = details;
  const held = seats.used + seats.pendingInvitations;
  const percent = seats.limit > 0 ? Math.min(100, Math.round((held / seats.limit) * 100)) : 100;
  const seatsText = t('organization.summary.seatsUsed', { used: seats.used, limit: seats.limit });

  return (
    <Card withBorder component="section" aria-labelledby="organization-summary-heading" mb="lg">
      <Title order={2} size="h4" mb="md" id="organization-summary-heading">
        {t('organization.summary.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
        <Fact label={t('organization.summary.name')}>
          <Text fw={600}>
            <bdi>{details.name}</bdi>
          </Text>
        </Fact>
        <Fact label={t('organization.summary.plan')}>
          <Group gap="xs">
            <Text fw={600}>
              <bdi>{packageName(subscription.package)}</bdi>
            </Text>
            <Badge variant="light" color={statusColor[subscription.status]}>
              {t(`organization.summary.status.${subscription.status}`)}
            </Badge>
          </Group>
          {subscription.trialEndsOn && (
            <Text size="sm">
              {t(
                subscription.status === 'trialEnded'
                  ? 'organization.summary.trialEndedOn'
                  : 'organization.summary.trialEndsOn',
                { date: calendarDay(subscription.trialEndsOn) },
              )}
            </Text>
          )}
          <Text size="sm">
            {t('organization.summary.period', {
              from: calendarDay(subscription.periodStart),
              to: calendarDay(subscription.periodEnd),
            })}
          </Text>
          {subscription.pendingPackage && (
            <Text size="sm" fw={500}>
              {t('organization.summary.pendingChange', {
                name: packageName(subscription.pendingPackage),
                date: calendarDay(dayAfter(subscription.periodEnd)),
              })}
            </Text>
          )}
        </Fact>
        <Fact label={t('organization.summary.seats')}>
          <Text fw={600}>{seatsText}</Text>
          <Progress
            value={percent}
            aria-label={t('organization.summary.seatsBar')}
            color={percent >= 100 ? 'red' : 'blue'}
          />
          <Text size="sm">{t('organization.summary.seatsPending', { count: seats.pendingInvitations })}</Text>
        </Fact>
        <Fact label={t('organization.summary.balance')}>
          <Text fw={600}>{money(details.balanceMinor, details.currency)}</Text>
          <Text size="sm">
            {details.balanceMinor > 0 ? t('organization.summary.balanceDue') : t('organization.summary.nothingDue')}
          </Text>
        </Fact>
      </SimpleGrid>
    </Card>
  );
}
