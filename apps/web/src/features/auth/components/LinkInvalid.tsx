import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '../../../shared/ui/AuthCard.tsx';
import { RequestLinkForm } from './RequestLinkForm.tsx';

type LinkInvalidProps = {
  /** The server's explanation, when it gave one. */
  message?: string;
  /** Mails a fresh link to the address the user types. */
  send: (body: { email: string }) => Promise<unknown>;
  intro: string;
  submitLabel: string;
};

/** A mailed link that is unknown, used or expired: says so plainly and offers to mail a new one. */
export function LinkInvalid({ message, send, intro, submitLabel }: LinkInvalidProps) {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('account.linkInvalid.title')}>
      <Stack>
        <Text role="alert">{message ?? t('account.messages.tokenInvalid')}</Text>
        <RequestLinkForm send={send} intro={intro} submitLabel={submitLabel} />
      </Stack>
    </AuthCard>
  );
}
