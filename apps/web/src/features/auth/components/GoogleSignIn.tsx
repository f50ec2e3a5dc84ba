import { Alert, Button, Divider, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { startSignIn } from '../../../shared/auth/sign-in.ts';
import { usePublicConfig } from '../../../shared/config/public-config.ts';

/**
 * "Sign in with Google" (§2), shown only when the deployment configured it. On the login screen it
 * continues the provider's sign-in at Google; elsewhere it starts a sign-in, whose login screen offers it.
 */
export function GoogleSignIn({ uid }: { uid?: string }) {
  const { t } = useTranslation();
  const { googleSignIn } = usePublicConfig();
  const [params] = useSearchParams();
  const failed = params.get('error') === 'federation_failed';
  if (!googleSignIn) return null;
  return (
    <Stack gap="sm" mt="md">
      {failed && (
        <Alert color="red" role="alert">
          {t('auth.login.googleFailed')}
        </Alert>
      )}
      <Divider label={t('auth.login.or')} labelPosition="center" />
      {uid ? (
        <Button
          component="a"
          href={`/connect/interaction/${encodeURIComponent(uid)}/federated/google`}
          variant="default"
          fullWidth
        >
          {t('auth.login.google')}
        </Button>
      ) : (
        <Button variant="default" fullWidth onClick={() => void startSignIn()}>
          {t('auth.login.google')}
        </Button>
      )}
    </Stack>
  );
}
