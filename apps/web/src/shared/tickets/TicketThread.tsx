import { Box, Text } from '@mantine/core';
import type { TicketAttachment, TicketAuthorKind, TicketThreadEntry } from '@worktrail/contract';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../i18n/use-formatters.ts';
import { AttachmentButtons } from './AttachmentButtons.tsx';
import type { DownloadAttachment } from './download-attachment.ts';
import classes from './tickets.module.css';

/**
 * Whose screen the conversation is on: the organisation's ('member'), where support's people are not named, or
 * the support console's ('host'), where they are.
 */
export type ThreadSide = 'member' | 'host';

/** What the conversation needs of a ticket: both sides' ticket details have it. */
export type ThreadTicket = {
  id: string;
  authorName: string;
  message: string;
  createdAt: string;
  attachments: TicketAttachment[];
  thread: TicketThreadEntry[];
};

type Message = {
  id: string;
  authorKind: TicketAuthorKind;
  authorName: string;
  body: string;
  createdAt: string;
  attachments: TicketAttachment[];
};

type ThreadProps = { ticket: ThreadTicket; side: ThreadSide; download: DownloadAttachment };

const byTime = (a: TicketThreadEntry, b: TicketThreadEntry) => Date.parse(a.createdAt) - Date.parse(b.createdAt);

function useAuthorName(side: ThreadSide) {
  const { t } = useTranslation();
  // Organisations see "Worktrail support", never the person; the name is ours to translate.
  return (authorKind: TicketAuthorKind, authorName: string) =>
    authorKind === 'host' && side === 'member' ? t('support.thread.supportName') : authorName;
}

/**
 * A ticket read as a conversation: the opening message, then comments and changes of status in time order. The
 * organisation writes from the start edge, support from the end edge; status changes are small centred lines.
 */
export function TicketThread({ ticket, side, download }: ThreadProps) {
  const { t } = useTranslation();
  const opening: Message = {
    id: ticket.id,
    authorKind: 'member',
    authorName: ticket.authorName,
    body: ticket.message,
    createdAt: ticket.createdAt,
    attachments: ticket.attachments,
  };
  return (
    <Box component="ol" className={classes.thread} aria-label={t('support.thread.label')}>
      <MessageEntry message={opening} side={side} download={download} />
      {[...ticket.thread]
        .sort(byTime)
        .map((entry) =>
          entry.kind === 'status' ? (
            <StatusEntry key={entry.id} entry={entry} side={side} />
          ) : (
            <MessageEntry
              key={entry.id}
              message={{ ...entry, body: entry.body ?? '' }}
              side={side}
              download={download}
            />
          ),
        )}
    </Box>
  );
}

function When({ at }: { at: string }) {
  const { day, time } = useFormatters();
  const date = new Date(at);
  return <time dateTime={at}>{`${day(date)} ${time(date)}`}</time>;
}

type MessageEntryProps = { message: Message; side: ThreadSide; download: DownloadAttachment };

function MessageEntry({ message, side, download }: MessageEntryProps) {
  const { t } = useTranslation();
  const authorName = useAuthorName(side);
  const fromSupport = message.authorKind === 'host';
  const author = authorName(message.authorKind, message.authorName);
  return (
    <li
      className={`${classes.entry} ${fromSupport ? classes.support : classes.member}`}
      data-side={fromSupport ? 'support' : 'member'}
      aria-label={t('support.thread.messageFrom', { name: author })}
    >
      <Text size="xs" c="dimmed" mb={4}>
        <Text span fw={600} c="var(--mantine-color-text)">
          <bdi>{author}</bdi>
        </Text>
        {fromSupport && (
          <>
            {' · '}
            <Text span inherit>
              {t('support.thread.supportTag')}
            </Text>
          </>
        )}{' '}
        · <When at={message.createdAt} />
      </Text>
      <div className={classes.bubble}>
        {message.body && (
          <Text size="sm" className={classes.body}>
            <bdi>{message.body}</bdi>
          </Text>
        )}
        <AttachmentButtons attachments={message.attachments} download={download} />
      </div>
    </li>
  );
}

function StatusEntry({ entry, side }: { entry: TicketThreadEntry; side: ThreadSide }) {
  const { t } = useTranslation();
  const authorName = useAuthorName(side);
  const status = entry.status ?? 'OPENED';
  return (
    <li className={classes.statusLine} data-side="status">
      <Text size="xs" c="dimmed" role="note">
        {t(`support.thread.statusChange.${status}`)} · <bdi>{authorName(entry.authorKind, entry.authorName)}</bdi> ·{' '}
        <When at={entry.createdAt} />
      </Text>
      {entry.body && (
        <Text size="sm" className={classes.body}>
          <bdi>{entry.body}</bdi>
        </Text>
      )}
    </li>
  );
}
