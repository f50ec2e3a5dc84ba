import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthCard } from '../components/AuthCard.tsx';

/** A signed-out account page that later work will build; until then it says so plainly. */
function AccountUnavailablePage({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <AuthCard title={title}>
      <Stack>
        <Text>{t('pages.unavailable')}</Text>
        <Anchor component={Link} to="/">
          {t('auth.unavailable.backToSignIn')}
        </Anchor>
      </Stack>
    </AuthCard>
  );
}

/** `/account/forgot-password`. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  return <AccountUnavailablePage title={t('auth.unavailable.forgotPassword')} />;
}

/** `/account/register`. */
export function RegisterPage() {
  const { t } = useTranslation();
  return <AccountUnavailablePage title={t('auth.unavailable.register')} />;
}
