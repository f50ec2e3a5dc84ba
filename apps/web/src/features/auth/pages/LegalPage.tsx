import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthCard } from '../../../shared/ui/AuthCard.tsx';

const paragraphs = {
  terms: [
    'account.legal.terms.use',
    'account.legal.terms.data',
    'account.legal.terms.availability',
    'account.legal.terms.operator',
  ],
  privacy: [
    'account.legal.privacy.what',
    'account.legal.privacy.who',
    'account.legal.privacy.where',
    'account.legal.privacy.rights',
  ],
} as const;

/**
 * `/legal/terms` and `/legal/privacy`: the plain default Terms of Service and Privacy Policy of a deployment that
 * has not set TERMS_URL or PRIVACY_URL to its own pages. They say so, and say who is responsible.
 */
export function LegalPage({ page }: { page: 'terms' | 'privacy' }) {
  const { t } = useTranslation();
  return (
    <AuthCard title={t(`account.legal.${page}.title`)}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('account.legal.defaultNotice')}
        </Text>
        {paragraphs[page].map((key) => (
          <Text key={key}>{t(key)}</Text>
        ))}
        <Anchor component={Link} to="/account/register">
          {t('account.legal.backToSignUp')}
        </Anchor>
      </Stack>
    </AuthCard>
  );
}
