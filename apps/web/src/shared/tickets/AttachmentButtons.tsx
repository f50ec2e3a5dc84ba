import { Button, Group } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { TicketAttachment } from '@worktrail/contract';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../i18n/use-formatters.ts';
import { notifyError } from '../notifications/notify.tsx';
import type { DownloadAttachment } from './download-attachment.ts';
import { formatFileSize } from './file-size.ts';
import { Glyph } from './Glyph.tsx';

type AttachmentButtonsProps = { attachments: TicketAttachment[]; download: DownloadAttachment };

/** An entry's attached files, each a download button with its name and size (they are never shown inline). */
export function AttachmentButtons({ attachments, download }: AttachmentButtonsProps) {
  const { t } = useTranslation();
  const { number } = useFormatters();
  const saving = useMutation({ mutationFn: download });
  if (attachments.length === 0) return null;
  return (
    <Group
      gap="xs"
      mt="xs"
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label={t('support.thread.attachments')}
    >
      {attachments.map((attachment) => {
        const size = formatFileSize(attachment.sizeBytes, number);
        return (
          <li key={attachment.id}>
            <Button
              size="compact-sm"
              variant="default"
              aria-label={t('support.thread.download', { name: attachment.fileName, size })}
              loading={saving.isPending && saving.variables?.id === attachment.id}
              onClick={() =>
                saving.mutate(attachment, {
                  onError: (error) => notifyError(error, t('support.errors.download')),
                })
              }
              leftSection={<Glyph name="download" />}
            >
              <bdi>{attachment.fileName}</bdi>&nbsp;·&nbsp;{size}
            </Button>
          </li>
        );
      })}
    </Group>
  );
}
