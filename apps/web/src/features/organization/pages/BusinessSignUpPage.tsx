import { Button, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { logout } from '../../../shared/auth/logout.ts';
import { AuthCard } from '../../../shared/ui/AuthCard.tsx';
import { BusinessSignUpForm } from '../components/BusinessSignUpForm.tsx';

/** `/account/business-sign-up`: a signed-in user without an organisation creates one (§2 Business sign-up). */
export function BusinessSignUpPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return (
    <AuthCard title={t('organization.businessSignUp.title')}>
      <Stack>
        <Text c="dimmed">{t('organization.businessSignUp.intro')}</Text>
        <BusinessSignUpForm />
        <Button variant="subtle" color="gray" onClick={() => void logout({ queryClient })}>
          {t('userMenu.logout')}
        </Button>
      </Stack>
    </AuthCard>
  );
}
