import { Button, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../shared/i18n/use-formatters.ts';
import { notifyError } from '../../../shared/notifications/notify.tsx';
import { useGenerateInvitationLink } from '../api/generate-invitation-link.ts';

/**
 * Invite by link (§2): generates the organisation's one live link (employees join with it) and shows it read-only
 * with a Copy button and its expiry. The link is not stored, so it is shown only right after generating it.
 */
export function InviteByLink() {
  const { t } = useTranslation();
  const { date } = useFormatters();
  const generate = useGenerateInvitationLink();
  const link = generate.data;

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('invitations.link.intro')}
      </Text>
      {link && (
        <>
          <Group align="flex-end" wrap="nowrap">
            <TextInput
              label={t('invitations.link.label')}
              value={link.link}
              readOnly
              dir="ltr"
              flex={1}
              onFocus={(event) => event.currentTarget.select()}
            />
            <CopyButton value={link.link}>
              {({ copied, copy }) => (
                <Button variant="light" color={copied ? 'teal' : undefined} onClick={copy}>
                  {copied ? t('invitations.link.copied') : t('invitations.link.copy')}
                </Button>
              )}
            </CopyButton>
          </Group>
          <Text size="sm">
            {t('invitations.link.expires', {
              date: date(new Date(link.expiresAt), { dateStyle: 'long', timeStyle: 'short' }),
            })}
          </Text>
        </>
      )}
      <Group>
        <Button
          variant={link ? 'default' : 'light'}
          loading={generate.isPending}
          onClick={() => generate.mutate(undefined, { onError: (error) => notifyError(error) })}
        >
          {link ? t('invitations.link.regenerate') : t('invitations.link.generate')}
        </Button>
      </Group>
    </Stack>
  );
}
