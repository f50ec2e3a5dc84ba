import { Button, Group, Modal, NativeSelect, Stack, Textarea, TextInput } from '@mantine/core';
import { type CreateTicketFields, createTicketFields, type SupportListEntry, supportLimits } from '@worktrail/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { splitFormFailure } from '../../../shared/forms/form-failure.ts';
import { useFormValues } from '../../../shared/forms/use-form-values.ts';
import { validateWith } from '../../../shared/forms/validation.ts';
import { translateKnownMessage } from '../../../shared/i18n/contract-messages.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { notifySuccess } from '../../../shared/notifications/notify.tsx';
import { attachmentProblem } from '../../../shared/tickets/attachment-rules.ts';
import { nameIn } from '../../../shared/tickets/local-name.ts';
import { FormAlert } from '../../../shared/ui/FormAlert.tsx';
import { useCreateTicket } from '../api/change-ticket.ts';
import { useOperatingSystems, useTicketTypes } from '../api/get-support-lists.ts';
import { AttachmentPicker } from './AttachmentPicker.tsx';

const fields = ['Subject', 'Message', 'TicketTypeId', 'OperatingSystemId'] as const;
type Field = (typeof fields)[number];

/**
 * "New ticket" (§2, §3): subject, message, ticket type, operating system and up to five attachments. Refusals show
 * beside their field in the server's words; what was typed stays when sending fails; a sent ticket opens at once.
 */
export function NewTicketModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateTicket();
  const ticketTypes = useTicketTypes();
  const operatingSystems = useOperatingSystems();
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [fileError, setFileError] = useState<string | null>(null);
  const { values, bind } = useFormValues<Record<Field, string>>(
    { Subject: '', Message: '', TicketTypeId: '', OperatingSystemId: '' },
    (field) => setFieldErrors((current) => ({ ...current, [field]: undefined })),
  );

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const validation = validateWith(createTicketFields, values, (_field: Field, issue) =>
      translateKnownMessage(issue.message),
    );
    const fileProblem = attachmentProblem(files);
    setFileError(fileProblem);
    if (!validation.ok) return setFieldErrors(validation.errors);
    if (fileProblem) return;
    try {
      const ticket = await create.mutateAsync({ fields: validation.data as CreateTicketFields, files });
      notifySuccess(t('support.create.done', { number: ticket.number }));
      // The ticket's page replaces the list, the form with it.
      await navigate(`/support/tickets/${ticket.id}`);
    } catch (error) {
      const split = splitFormFailure(error, fields, t('support.errors.create'));
      setFieldErrors(split.fieldErrors);
      setFailure(split.failure?.message ?? null);
    }
  };

  return (
    <Modal opened onClose={onClose} title={t('support.create.title')} size="lg" centered>
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <Stack>
          {failure && <FormAlert message={failure} />}
          <TextInput
            label={t('support.create.subject')}
            required
            data-autofocus
            maxLength={supportLimits.subjectMax + 50}
            value={values.Subject}
            onChange={bind('Subject')}
            error={fieldErrors.Subject}
          />
          <Textarea
            label={t('support.create.message')}
            description={t('support.create.messageHint')}
            required
            resize="vertical"
            rows={6}
            maxLength={supportLimits.messageMax + 100}
            value={values.Message}
            onChange={bind('Message')}
            error={fieldErrors.Message}
          />
          <Group grow align="flex-start" wrap="wrap">
            <ListSelect
              label={t('support.create.ticketType')}
              query={ticketTypes}
              value={values.TicketTypeId}
              onChange={bind('TicketTypeId')}
              error={fieldErrors.TicketTypeId}
            />
            <ListSelect
              label={t('support.create.operatingSystem')}
              query={operatingSystems}
              value={values.OperatingSystemId}
              onChange={bind('OperatingSystemId')}
              error={fieldErrors.OperatingSystemId}
            />
          </Group>
          <AttachmentPicker
            files={files}
            onChange={setFiles}
            error={fileError}
            onError={setFileError}
            disabled={create.isPending}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('dialog.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('support.create.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

type ListSelectProps = {
  label: string;
  query: { data: SupportListEntry[] | undefined; isError: boolean };
  value: string;
  onChange: (event: { currentTarget: { value: string } }) => void;
  error: string | undefined;
};

/** A required choice from a ticket-type or operating-system list, named in the UI language. */
function ListSelect({ label, query, value, onChange, error }: ListSelectProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const placeholder = query.data
    ? t('support.create.choose')
    : t(query.isError ? 'support.create.listFailed' : 'support.create.listLoading');
  return (
    <NativeSelect
      label={label}
      required
      miw={200}
      value={value}
      onChange={onChange}
      error={error}
      data={[
        { value: '', label: placeholder, disabled: true },
        ...(query.data ?? []).map((entry) => ({ value: entry.id, label: nameIn(language, entry) })),
      ]}
    />
  );
}
