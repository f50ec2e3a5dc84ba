import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ResendButton } from './ResendButton.tsx';

type CheckEmailProps = {
  email: string;
  /** Sends the same mail again (throttled). */
  resend: () => Promise<unknown>;
  justSent?: boolean;
  /** The server answers the same whether or not the address has an account, so the text must not promise a mail. */
  ifAccountExists?: boolean;
};

/** The "check your email" step: where the link went, a throttled resend, and the way back to sign in. */
export function CheckEmail({ email, resend, justSent = true, ifAccountExists = false }: CheckEmailProps) {
  const { t } = useTranslation();
  return (
    <Stack>
      <Text>
        {t(ifAccountExists ? 'account.checkEmail.sentIfAccount' : 'account.checkEmail.sentTo')}{' '}
        <Text span fw={600} dir="ltr">
          {email}
        </Text>
      </Text>
      <Text size="sm" c="dimmed">
        {t('account.checkEmail.hint')}
      </Text>
      <ResendButton send={resend} label={t('account.resend.label')} justSent={justSent} />
      <Anchor component={Link} to="/">
        {t('account.backToSignIn')}
      </Anchor>
    </Stack>
  );
}
