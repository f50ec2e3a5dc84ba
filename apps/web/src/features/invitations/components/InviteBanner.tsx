import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '../../../shared/config/public-config.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import classes from './invitations.module.css';

/**
 * The side banner of the invite screen (§2). The deployment may set its own text per language; otherwise a plain
 * line of ours — no invented figures.
 */
export function InviteBanner() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { inviteBanner } = usePublicConfig();
  const text = inviteBanner?.[language] || t('invitations.banner.default');
  return (
    <aside className={classes.banner} aria-labelledby="invite-banner-title">
      <Stack>
        <Title id="invite-banner-title" order={2} size="h3" c="white">
          {t('invitations.banner.title')}
        </Title>
        <Text>{text}</Text>
      </Stack>
    </aside>
  );
}
