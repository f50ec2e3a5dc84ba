import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { billingLimits, billingMessages, recordPaymentRequest } from '@worktrail/contract';
import dayjs from 'dayjs';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fractionDigitsOf, minorToDecimal, parseMajorAmount, useMoney } from '../../../shared/billing/money.ts';
import { acceptedDateBounds } from '../../../shared/forms/date-bounds.ts';
import { type FormFailure, splitFormFailure } from '../../../shared/forms/form-failure.ts';
import { validateWith } from '../../../shared/forms/validation.ts';
import { translateKnownMessage } from '../../../shared/i18n/contract-messages.ts';
import { notifySuccess } from '../../../shared/notifications/notify.tsx';
import { FormAlert } from '../../../shared/ui/FormAlert.tsx';
import { type HostInvoice, type RecordPaymentRequest, useRecordPayment } from '../api/billing.ts';

type Field = 'amountMinor' | 'paidOn' | 'reference';
const fields = ['amountMinor', 'paidOn', 'reference'] as const satisfies readonly Field[];

type RecordPaymentModalProps = { invoice: HostInvoice; onClose: () => void };

/**
 * Records a payment received against an invoice: the amount in major units (at most the balance, as the server
 * insists), the day it was paid (today unless changed) and the transfer's reference.
 */
export function RecordPaymentModal({ invoice, onClose }: RecordPaymentModalProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const record = useRecordPayment();
  const [amount, setAmount] = useState(() => minorToDecimal(invoice.balanceMinor, invoice.currency));
  const [paidOn, setPaidOn] = useState<string | null>(() => dayjs().format('YYYY-MM-DD'));
  const [reference, setReference] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const balance = money(invoice.balanceMinor, invoice.currency);

  const check = () => {
    const amountMinor = parseMajorAmount(amount, invoice.currency);
    const checked = validateWith<Field, RecordPaymentRequest>(
      recordPaymentRequest,
      { invoiceId: invoice.id, amountMinor: amountMinor ?? Number.NaN, paidOn, reference: reference.trim() || null },
      (_field, issue) => translateKnownMessage(issue.message),
    );
    const errors = checked.ok ? {} : { ...checked.errors };
    if (amountMinor === null) {
      errors.amountMinor = t('host.billing.payment.amountFormat', { digits: fractionDigitsOf(invoice.currency) });
    } else if (amountMinor > invoice.balanceMinor) {
      errors.amountMinor = translateKnownMessage(billingMessages.paymentTooLarge);
    }
    if (!paidOn) errors.paidOn = t('host.billing.payment.paidOnRequired');
    return checked.ok && Object.keys(errors).length === 0 ? { data: checked.data, errors } : { data: null, errors };
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { data, errors: found } = check();
    setErrors(found);
    setFailure(null);
    if (!data) return;
    record.mutate(data, {
      onSuccess: (saved) => {
        const newBalance = money(saved.balanceMinor, saved.currency);
        notifySuccess(t('host.billing.payment.recorded', { number: saved.number, balance: newBalance }));
        onClose();
      },
      onError: (error) => {
        const split = splitFormFailure(error, fields, t('host.billing.payment.failed'));
        setErrors(split.fieldErrors);
        setFailure(split.failure);
      },
    });
  };

  return (
    <Modal opened onClose={onClose} title={t('host.billing.payment.title', { number: invoice.number })}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">
            {t('host.billing.payment.summary', {
              organization: invoice.organizationName,
              balance,
              amount: money(invoice.amountMinor, invoice.currency),
            })}
          </Text>
          <TextInput
            label={t('host.billing.payment.amount')}
            description={t('host.billing.payment.amountHint', { currency: invoice.currency, balance })}
            inputMode="decimal"
            required
            data-autofocus
            value={amount}
            error={errors.amountMinor}
            onChange={(event) => setAmount(event.currentTarget.value)}
          />
          <DateInput
            {...acceptedDateBounds}
            label={t('host.billing.payment.paidOn')}
            required
            valueFormat="YYYY-MM-DD"
            value={paidOn}
            error={errors.paidOn}
            onChange={setPaidOn}
          />
          <TextInput
            label={t('host.billing.payment.reference')}
            description={t('host.billing.payment.referenceHint')}
            maxLength={billingLimits.referenceMax}
            value={reference}
            error={errors.reference}
            onChange={(event) => setReference(event.currentTarget.value)}
          />
          {failure && <FormAlert message={failure.message} />}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('dialog.cancel')}
            </Button>
            <Button type="submit" loading={record.isPending}>
              {t('host.billing.payment.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
