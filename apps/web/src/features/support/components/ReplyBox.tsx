import { Button, Group, Stack, Textarea } from '@mantine/core';
import { supportLimits } from '@worktrail/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { splitFormFailure } from '../../../shared/forms/form-failure.ts';
import { translateKnownMessage } from '../../../shared/i18n/contract-messages.ts';
import { attachmentProblem } from '../../../shared/tickets/attachment-rules.ts';
import { FormAlert } from '../../../shared/ui/FormAlert.tsx';
import { useAddComment } from '../api/change-ticket.ts';
import { AttachmentPicker } from './AttachmentPicker.tsx';

/** A reply to an active ticket, with attachments; the text and files stay when sending fails. */
export function ReplyBox({ ticketId }: { ticketId: string }) {
  const { t } = useTranslation();
  const add = useAddComment();
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | undefined>();
  const [fileError, setFileError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const { ticketComment } = await import('./support-schemas.ts');
    const checked = ticketComment.safeParse(text);
    const fileProblem = attachmentProblem(files);
    setFileError(fileProblem);
    if (!checked.success) return setError(translateKnownMessage(checked.error.issues[0]?.message ?? ''));
    if (fileProblem) return;
    try {
      await add.mutateAsync({ ticketId, comment: checked.data, files });
      setText('');
      setFiles([]);
    } catch (caught) {
      const split = splitFormFailure(caught, ['comment'] as const, t('support.errors.reply'));
      setError(split.fieldErrors.comment);
      setFailure(split.failure?.message ?? null);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label={t('support.reply.title')}>
      <Stack gap="sm">
        {failure && <FormAlert message={failure} />}
        <Textarea
          label={t('support.reply.label')}
          resize="vertical"
          rows={3}
          maxLength={supportLimits.commentMax + 100}
          value={text}
          error={error}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setError(undefined);
          }}
        />
        <AttachmentPicker
          files={files}
          onChange={setFiles}
          error={fileError}
          onError={setFileError}
          disabled={add.isPending}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={add.isPending}>
            {t('support.reply.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
