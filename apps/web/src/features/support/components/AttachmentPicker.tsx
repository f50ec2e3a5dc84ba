import '@mantine/dropzone/styles.css';
import { ActionIcon, Button, Group, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { supportLimits } from '@worktrail/contract';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../shared/i18n/use-formatters.ts';
import { acceptedFiles, attachmentProblem, unsupportedFileText } from '../../../shared/tickets/attachment-rules.ts';
import { formatFileSize } from '../../../shared/tickets/file-size.ts';
import { Glyph } from '../../../shared/tickets/Glyph.tsx';

type AttachmentPickerProps = {
  files: File[];
  onChange: (files: File[]) => void;
  /** The refusal to show under the picker (too many, too large, of a kind not taken), or null. */
  error: string | null;
  onError: (message: string | null) => void;
  disabled?: boolean;
};

const fileKey = (file: File) => `${file.name}/${file.size}/${file.lastModified}`;

/**
 * Attachments of a ticket or a reply: drop files on the area or choose them with its button, each listed with its
 * name, size and a remove button. The area itself is only a drop target: the button is the one control, so screen
 * readers meet one named button and nothing nested inside another. Files that would break a limit are refused at once with the server's texts, and the
 * files already chosen stay.
 */
export function AttachmentPicker({ files, onChange, error, onError, disabled }: AttachmentPickerProps) {
  const { t } = useTranslation();
  const { number } = useFormatters();
  const hintId = useId();
  const errorId = useId();
  const openPicker = useRef<() => void>(null);

  const add = (added: File[]) => {
    // The same file chosen twice is attached once.
    const next = [...files, ...added.filter((file) => !files.some((chosen) => fileKey(chosen) === fileKey(file)))];
    const problem = attachmentProblem(next);
    onError(problem);
    if (!problem) onChange(next);
  };

  return (
    <Stack gap="xs">
      <Dropzone
        onDrop={add}
        onReject={() => onError(unsupportedFileText())}
        accept={acceptedFiles}
        multiple
        disabled={disabled}
        openRef={openPicker}
        activateOnClick={false}
        activateOnKeyboard={false}
        enablePointerEvents
        p="md"
      >
        <Stack gap={4} align="center">
          <Button
            variant="light"
            size="xs"
            disabled={disabled}
            onClick={() => openPicker.current?.()}
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          >
            {t('support.attachments.choose')}
          </Button>
          <Text size="sm">{t('support.attachments.drop')}</Text>
          <Text size="xs" c="dimmed" id={hintId} ta="center">
            {t('support.attachments.hint', {
              count: supportLimits.filesPerRequest,
              megabytes: supportLimits.fileMaxBytes / (1024 * 1024),
            })}
          </Text>
        </Stack>
      </Dropzone>
      {error && (
        <Text size="sm" c="red" id={errorId} role="alert">
          {error}
        </Text>
      )}
      {files.length > 0 && (
        <Stack component="ul" gap={4} aria-label={t('support.attachments.chosen')} m={0} p={0}>
          {files.map((file) => (
            <Group
              component="li"
              key={fileKey(file)}
              justify="space-between"
              wrap="nowrap"
              gap="xs"
              style={{ listStyle: 'none' }}
            >
              <Text size="sm" truncate="end" style={{ minInlineSize: 0 }}>
                <bdi>{file.name}</bdi>{' '}
                <Text span size="xs" c="dimmed">
                  {formatFileSize(file.size, number)}
                </Text>
              </Text>
              <ActionIcon
                variant="subtle"
                color="red"
                size="sm"
                disabled={disabled}
                aria-label={t('support.attachments.remove', { name: file.name })}
                onClick={() => {
                  onError(null);
                  onChange(files.filter((other) => other !== file));
                }}
              >
                <Glyph name="remove" />
              </ActionIcon>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
