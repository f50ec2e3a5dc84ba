import { Button, FileInput, Group, Stack, Text, Textarea } from '@mantine/core';
import { supportLimits } from '@worktrail/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { notifySuccess } from '../../../shared/notifications/notify.tsx';
import { acceptAttribute, attachmentProblem } from '../../../shared/tickets/attachment-rules.ts';
import { useAnswerTicket } from '../api/change-ticket.ts';

/** Support's answer: a comment and up to five files, checked here before they are sent. */
export function AnswerBox({ ticketId }: { ticketId: string }) {
  const { t } = useTranslation();
  const answer = useAnswerTicket();
  const [comment, setComment] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [commentError, setCommentError] = useState<string | null>(null);
  const filesError = attachmentProblem(files);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = comment.trim();
    if (!text) return setCommentError(t('support.messages.commentRequired'));
    if (text.length > supportLimits.commentMax) return setCommentError(t('support.messages.commentTooLong'));
    if (filesError) return;
    setCommentError(null);
    answer.mutate(
      { ticketId, comment: text, files },
      {
        onSuccess: () => {
          setComment('');
          setFiles([]);
          notifySuccess(t('host.answer.sent'));
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('host.answer.title')}>
      <Stack gap="sm">
        <Textarea
          label={t('host.answer.comment')}
          rows={3}
          value={comment}
          error={commentError}
          onChange={(event) => setComment(event.currentTarget.value)}
        />
        <FileInput
          label={t('host.answer.files')}
          description={t('host.answer.filesHint', {
            count: supportLimits.filesPerRequest,
            megabytes: supportLimits.fileMaxBytes / (1024 * 1024),
          })}
          placeholder={t('host.answer.choose')}
          multiple
          clearable
          // The clear button shows only an icon; it needs a name of its own.
          clearButtonProps={{ 'aria-label': t('host.answer.clearFiles') }}
          accept={acceptAttribute}
          value={files}
          error={filesError}
          onChange={setFiles}
        />
        {answer.isError && (
          <Text c="red" size="sm" role="alert">
            {errorMessage(answer.error, t('host.answer.failed'))}
          </Text>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={answer.isPending}>
            {t('host.answer.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
