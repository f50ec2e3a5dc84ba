import { Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FormFailure, splitFormFailure } from '../../../shared/forms/form-failure.ts';
import { FormAlert } from '../../../shared/ui/FormAlert.tsx';
import { resendCooldownSeconds, useCooldown } from './use-cooldown.ts';

type ResendButtonProps = {
  /** Sends the mail again. */
  send: () => Promise<unknown>;
  label: string;
  /** A mail was sent just now (the screen before this one), so the button starts resting. */
  justSent?: boolean;
};

/**
 * Sends a mail again, then rests for 60 s with a visible countdown; a 429 shows the server's message and rests
 * for as long as the server asks.
 */
export function ResendButton({ send, label, justSent = false }: ResendButtonProps) {
  const { t } = useTranslation();
  const cooldown = useCooldown(justSent ? resendCooldownSeconds : 0);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<FormFailure | null>(null);

  const resend = async () => {
    setSending(true);
    setFailure(null);
    setSent(false);
    try {
      await send();
      setSent(true);
      cooldown.start(resendCooldownSeconds);
    } catch (error) {
      const { failure: shown } = splitFormFailure(error, [], t('errors.generic'));
      setFailure(shown);
      if (shown?.retryAfterSeconds) cooldown.start(shown.retryAfterSeconds);
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack gap="xs">
      <Button variant="light" onClick={() => void resend()} loading={sending} disabled={cooldown.remaining > 0}>
        {cooldown.remaining > 0 ? t('account.resend.wait', { label, seconds: cooldown.remaining }) : label}
      </Button>
      {sent && (
        <Text size="sm" c="dimmed" role="status">
          {t('account.resend.sent')}
        </Text>
      )}
      {failure && <FormAlert message={failure.message} />}
    </Stack>
  );
}
