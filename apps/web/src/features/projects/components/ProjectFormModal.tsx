import {
  Button,
  ColorInput,
  Group,
  Modal,
  NativeSelect,
  NumberInput,
  Select,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { type ProjectListItem, type ProjectStatus, projectLimits, projectStatuses } from '@worktrail/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error.ts';
import { PreferredDateInput } from '../../../shared/forms/PreferredDateInput.tsx';
import { notifySuccess } from '../../../shared/notifications/notify.tsx';
import { FormAlert } from '../../../shared/ui/FormAlert.tsx';
import { type ProjectFields, useCreateProject, useUpdateProject } from '../api/change-project.ts';
import { useActiveCustomers } from '../api/get-pickers.ts';
import {
  checkProjectForm,
  formFieldOf,
  initialProjectValues,
  type ProjectFormField,
  type ProjectFormValues,
} from './project-form-values.ts';
import { isConflict, notifyProjectConflict, projectFailureText } from './project-notices.tsx';

type ProjectFormModalProps = {
  /** The project to edit, or null to add one. */
  project: ProjectListItem | null;
  onClose: () => void;
};

/**
 * Add or edit a project (§2, §3): name, customer, description, max working hours, start and end dates, status and
 * colour, with the §5 messages beside each field. A taken name shows beside the name; a conflict (someone changed the
 * project meanwhile) closes the form with the 2 s notice and the list reloads. Mounted only while open.
 */
export function ProjectFormModal({ project, onClose }: ProjectFormModalProps) {
  const { t } = useTranslation();
  const create = useCreateProject();
  const update = useUpdateProject();
  const customers = useActiveCustomers(true);
  const [values, setValues] = useState<ProjectFormValues>(() => initialProjectValues(project));
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<ProjectFormField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const submitting = create.isPending || update.isPending;
  const fallback = t(project ? 'projects.errors.update' : 'projects.errors.create');

  const set = (change: Partial<ProjectFormValues>) => {
    setValues((current) => ({ ...current, ...change }));
    setFieldErrors((current) => {
      const next = { ...current };
      for (const field of Object.keys(change) as ProjectFormField[]) delete next[field];
      return next;
    });
  };

  const customerOptions = (customers.data ?? []).map((customer) => ({ value: customer.id, label: customer.name }));
  // An inactive customer is not offered for new projects but stays shown on a project that has it.
  if (project && !customerOptions.some((option) => option.value === project.customerId))
    customerOptions.push({ value: project.customerId, label: project.customerName });

  const save = (fields: ProjectFields) =>
    project
      ? update.mutateAsync({ ...fields, id: project.id, concurrencyStamp: project.concurrencyStamp })
      : create.mutateAsync(fields);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const checked = checkProjectForm(values);
    if (!checked.ok) {
      const translated: Partial<Record<ProjectFormField, string>> = {};
      for (const [field, key] of Object.entries(checked.errors))
        translated[field as ProjectFormField] = t(`projects.messages.${key}`);
      setFieldErrors(translated);
      return;
    }
    try {
      const saved = await save(checked.fields);
      notifySuccess(t(project ? 'projects.form.updated' : 'projects.form.created', { name: saved.name }));
      onClose();
    } catch (error) {
      if (isConflict(error)) {
        notifyProjectConflict();
        onClose();
        return;
      }
      const text = projectFailureText(error, fallback);
      const messages: Partial<Record<ProjectFormField, string>> = {};
      for (const { field, message } of isApiError(error) ? error.errors : []) {
        const formField = formFieldOf(field);
        if (formField) messages[formField] ??= projectFailureText(message, fallback);
      }
      if (isApiError(error) && error.code === 'ALREADY_EXISTS') messages.projectName = text;
      setFieldErrors(messages);
      if (Object.keys(messages).length === 0) setFailure(text);
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t(project ? 'projects.form.editTitle' : 'projects.form.addTitle')}
      centered
      size="lg"
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <Stack>
          {failure && <FormAlert message={failure} />}
          <TextInput
            label={t('projects.form.name')}
            required
            data-autofocus
            maxLength={projectLimits.nameMax + 50}
            value={values.projectName}
            onChange={(event) => set({ projectName: event.currentTarget.value })}
            error={fieldErrors.projectName}
          />
          <Select
            label={t('projects.form.customer')}
            placeholder={t('projects.form.customerPlaceholder')}
            required
            searchable
            data={customerOptions}
            value={values.customerId || null}
            onChange={(value) => set({ customerId: value ?? '' })}
            error={fieldErrors.customerId ?? (customers.isError ? t('projects.errors.fetchCustomers') : undefined)}
            comboboxProps={{ withinPortal: true }}
          />
          <Textarea
            label={t('projects.form.description')}
            rows={3}
            value={values.description}
            onChange={(event) => set({ description: event.currentTarget.value })}
            error={fieldErrors.description}
          />
          <Group grow align="flex-start">
            <PreferredDateInput
              label={t('projects.form.startDate')}
              required
              clearable
              value={values.startDate || null}
              onChange={(value) => set({ startDate: value ?? '' })}
              error={fieldErrors.startDate}
            />
            <PreferredDateInput
              label={t('projects.form.endDate')}
              required
              clearable
              value={values.endDate || null}
              onChange={(value) => set({ endDate: value ?? '' })}
              error={fieldErrors.endDate}
            />
          </Group>
          <Group grow align="flex-start">
            <NumberInput
              label={t('projects.form.maxWorkingHours')}
              required
              min={0}
              max={projectLimits.maxWorkingHoursMax}
              decimalScale={2}
              value={values.maxWorkingHours}
              onChange={(value) => set({ maxWorkingHours: String(value) })}
              error={fieldErrors.maxWorkingHours}
            />
            <NativeSelect
              label={t('projects.form.status')}
              value={values.status}
              onChange={(event) => set({ status: event.currentTarget.value as ProjectStatus })}
              data={projectStatuses.map((status) => ({ value: status, label: t(`projects.statuses.${status}`) }))}
            />
          </Group>
          <ColorInput
            label={t('projects.form.colour')}
            format="hex"
            eyeDropperButtonProps={{ 'aria-label': t('projects.form.pickColour') }}
            value={values.colorCode}
            onChange={(value) => set({ colorCode: value })}
            error={fieldErrors.colorCode}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('dialog.cancel')}
            </Button>
            <Button type="submit" loading={submitting}>
              {t(project ? 'projects.form.save' : 'projects.form.add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
