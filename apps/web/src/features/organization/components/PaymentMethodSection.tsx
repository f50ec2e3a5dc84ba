import { Alert, Button, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { billingLimits } from '@worktrail/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { splitFormFailure } from '../../../shared/forms/form-failure.ts';
import { notifyError, notifySuccess } from '../../../shared/notifications/notify.tsx';
import { useUpdatePaymentMethod } from '../api/change-billing.ts';
import type { OrganizationDetails } from './OrganizationSummary.tsx';
import classes from './organization.module.css';
import { SectionCard } from './SectionCard.tsx';

const fields = ['body.billingEmail', 'body.billingAddress'] as const;
type Field = (typeof fields)[number];

/**
 * Payment method (§1, issue 16 item 4): manual bank transfer, the one provider, with the billing e-mail and address
 * printed on invoices and the deployment's instructions. No card field anywhere: no card number reaches Worktrail.
 */
export function PaymentMethodSection({ details }: { details: OrganizationDetails }) {
  const { t } = useTranslation();
  const saved = details.paymentMethod;
  const [email, setEmail] = useState(saved.billingEmail ?? '');
  const [address, setAddress] = useState(saved.billingAddress ?? '');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const update = useUpdatePaymentMethod();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = {
      provider: saved.provider,
      billingEmail: email.trim() || null,
      billingAddress: address.trim() || null,
    };
    const { paymentMethodRequest } = await import('./payment-schemas.ts');
    const checked = paymentMethodRequest.safeParse(body);
    if (!checked.success && checked.error.issues.some((issue) => issue.path[0] === 'billingEmail')) {
      setErrors({ 'body.billingEmail': t('organization.payment.emailInvalid') });
      return;
    }
    setErrors({});
    try {
      await update.mutateAsync({ organizationId: details.id, ...body });
      notifySuccess(t('organization.payment.saved'));
    } catch (error) {
      const fallback = t('organization.messages.updateFailed');
      const { fieldErrors, failure } = splitFormFailure(error, fields, fallback);
      setErrors(fieldErrors);
      if (failure) notifyError(failure.message, fallback);
    }
  };

  return (
    <SectionCard id="organization-payment" title={t('organization.payment.title')}>
      <form noValidate onSubmit={(event) => void submit(event)} aria-label={t('organization.payment.title')}>
        <Stack gap="md" maw={560}>
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t('organization.payment.provider')}
            </Text>
            <Text fw={600}>{t(`organization.payment.providers.${saved.provider}`)}</Text>
            <Text size="sm" c="dimmed">
              {t('organization.payment.manualHint')}
            </Text>
          </Stack>
          <Alert variant="light" color="blue" title={t('organization.payment.instructions')}>
            <Text size="sm" className={classes.preWrap}>
              {saved.instructions ?? t('organization.payment.noInstructions')}
            </Text>
          </Alert>
          <TextInput
            type="email"
            label={t('organization.payment.billingEmail')}
            description={t('organization.payment.billingEmailHint')}
            autoComplete="email"
            maxLength={254}
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            error={errors['body.billingEmail']}
          />
          <Textarea
            label={t('organization.payment.billingAddress')}
            description={t('organization.payment.billingAddressHint')}
            autoComplete="street-address"
            rows={3}
            maxLength={billingLimits.billingTextMax}
            value={address}
            onChange={(event) => setAddress(event.currentTarget.value)}
            error={errors['body.billingAddress']}
          />
          <Group>
            <Button type="submit" loading={update.isPending}>
              {t('organization.payment.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}
