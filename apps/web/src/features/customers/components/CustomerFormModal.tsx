import { Button, Group, Modal, NativeSelect, Stack, Textarea, TextInput } from '@mantine/core';
import {
  type CustomerListItem,
  type CustomerStatus,
  createOrUpdateCustomerRequest,
  customerLimits,
  customerStatuses,
} from '@worktrail/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error.ts';
import { splitFormFailure } from '../../../shared/forms/form-failure.ts';
import { useFormValues } from '../../../shared/forms/use-form-values.ts';
import { validateWith } from '../../../shared/forms/validation.ts';
import { translateKnownMessage } from '../../../shared/i18n/contract-messages.ts';
import { notifySuccess } from '../../../shared/notifications/notify.tsx';
import { FormAlert } from '../../../shared/ui/FormAlert.tsx';
import { type CustomerFields, useCreateCustomer, useUpdateCustomer } from '../api/change-customer.ts';
import { customerFailureText, notifyCustomerConflict } from './customer-notices.tsx';

const fields = ['name', 'note', 'status'] as const;
type Field = (typeof fields)[number];

type CustomerFormModalProps = {
  /** The customer to edit, or null to add one. */
  customer: CustomerListItem | null;
  onClose: () => void;
};

/**
 * Add or edit a customer (§2): name (required, at most 200 characters, unique), note and status. A taken name shows
 * beside the field; a conflict (someone changed the customer meanwhile) closes the form with a notice, and the list
 * reloads. Mounted only while open, so each opening starts from the customer as listed.
 */
export function CustomerFormModal({ customer, onClose }: CustomerFormModalProps) {
  const { t } = useTranslation();
  const create = useCreateCustomer();
  const update = useUpdateCustomer();
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const {
    values,
    update: setValues,
    bind,
  } = useFormValues(
    { name: customer?.name ?? '', note: customer?.note ?? '', status: customer?.status ?? 'active' },
    (field) => setFieldErrors((current) => ({ ...current, [field]: undefined })),
  );
  const submitting = create.isPending || update.isPending;
  const fallback = t(customer ? 'customers.errors.update' : 'customers.errors.generic');

  const save = (data: CustomerFields) =>
    customer
      ? update.mutateAsync({ ...data, id: customer.id, concurrencyStamp: customer.concurrencyStamp })
      : create.mutateAsync(data);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const validation = validateWith(createOrUpdateCustomerRequest, values, (_field: Field, issue) =>
      translateKnownMessage(issue.message),
    );
    if (!validation.ok) {
      setFieldErrors(validation.errors);
      return;
    }
    try {
      const saved = await save({
        name: validation.data.name,
        note: validation.data.note,
        status: validation.data.status,
      });
      notifySuccess(t(customer ? 'customers.form.updated' : 'customers.form.created', { name: saved.name }));
      onClose();
    } catch (error) {
      if (isApiError(error) && error.code === 'CONCURRENCY_ERROR') {
        notifyCustomerConflict();
        onClose();
        return;
      }
      const { fieldErrors: messages } = splitFormFailure(error, fields, fallback);
      const text = customerFailureText(error, fallback);
      if (isApiError(error) && error.code === 'ALREADY_EXISTS') setFieldErrors({ ...messages, name: text });
      else {
        setFieldErrors(messages);
        setFailure(text);
      }
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t(customer ? 'customers.form.editTitle' : 'customers.form.addTitle')}
      centered
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <Stack>
          {failure && <FormAlert message={failure} />}
          <TextInput
            label={t('customers.form.name')}
            required
            data-autofocus
            maxLength={customerLimits.nameMax + 50}
            value={values.name}
            onChange={bind('name')}
            error={fieldErrors.name}
          />
          <Textarea
            label={t('customers.form.note')}
            rows={4}
            value={values.note}
            onChange={bind('note')}
            error={fieldErrors.note}
          />
          <NativeSelect
            label={t('customers.form.status')}
            value={values.status}
            onChange={(event) => setValues({ status: event.currentTarget.value as CustomerStatus })}
            data={customerStatuses.map((status) => ({ value: status, label: t(`customers.statuses.${status}`) }))}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('dialog.cancel')}
            </Button>
            <Button type="submit" loading={submitting}>
              {t(customer ? 'customers.form.save' : 'customers.form.add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
