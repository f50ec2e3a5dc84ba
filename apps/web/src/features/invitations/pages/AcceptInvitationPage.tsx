import { Anchor, Button, Stack, Text } from '@mantine/core';
import { type AcceptInvitationNewResult, accountPaths } from '@worktrail/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../../shared/api/api-error.ts';
import { startSignIn } from '../../../shared/auth/sign-in.ts';
import { useAuthUser } from '../../../shared/auth/use-auth-user.ts';
import { useLocalAccounts } from '../../../shared/config/public-config.ts';
import { translateKnownMessage } from '../../../shared/i18n/contract-messages.ts';
import { AuthCard } from '../../../shared/ui/AuthCard.tsx';
import { PageLoader } from '../../../shared/ui/PageLoader.tsx';
import { StatusPanel } from '../../../shared/ui/StatusPanel.tsx';
import { useAcceptInfo } from '../api/accept-invitation.ts';
import { AcceptNewAccountForm } from '../components/AcceptNewAccountForm.tsx';
import { AcceptSignedIn } from '../components/AcceptSignedIn.tsx';

/**
 * `/account/accept-invitation?tenant=&token=`: "Join {organisation}". Signed in, one Join button; signed out,
 * create an account (or sign in and come back here) — only sign in when an external identity provider manages
 * accounts. An unusable link is explained, not hidden.
 */
export function AcceptInvitationPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [params] = useSearchParams();
  const tenant = params.get('tenant') ?? '';
  const token = params.get('token') ?? '';
  const user = useAuthUser();
  const info = useAcceptInfo({ tenant, token });
  const localAccounts = useLocalAccounts();
  const [created, setCreated] = useState(false);

  const signIn = () => void startSignIn(`${pathname}${search}`);
  const onCreated = ({ email, needsVerification, signInTicket }: AcceptInvitationNewResult) => {
    if (needsVerification) void navigate(`${accountPaths.verifyEmail}/sent`, { state: { email } });
    else setCreated(true);
    // The new account goes straight in; "Sign in" stays on the panel in case the redirect does not happen.
    if (signInTicket) void startSignIn('/dashboard', { ticket: signInTicket });
  };

  const refused = isApiError(info.error) && info.error.status < 500;
  if (!tenant || !token || refused) {
    return (
      <StatusPanel
        type="warning"
        title={t('invitations.accept.invalidTitle')}
        message={
          info.error?.message ? translateKnownMessage(info.error.message) : t('invitations.messages.invitationInvalid')
        }
        actions={
          <Button component={Link} to="/">
            {t('account.backToSignIn')}
          </Button>
        }
      />
    );
  }
  if (info.isError) {
    return (
      <StatusPanel
        type="error"
        title={t('invitations.accept.failed')}
        message={t('errors.generic')}
        actions={<Button onClick={() => info.refetch()}>{t('errors.retry')}</Button>}
      />
    );
  }
  if (!info.data) return <PageLoader />;
  const { organizationName, role } = info.data;
  if (created) {
    return (
      <StatusPanel
        type="success"
        title={t('invitations.accept.createdTitle')}
        message={t('invitations.accept.createdMessage', { organizationName })}
        actions={<Button onClick={() => void startSignIn('/dashboard')}>{t('account.signIn')}</Button>}
      />
    );
  }

  return (
    <AuthCard title={t('invitations.accept.title', { organizationName })}>
      <Stack>
        <Text>{t('invitations.accept.intro', { organizationName, role: t(`invitations.roles.${role}`) })}</Text>
        {user ? (
          <AcceptSignedIn user={user} tenant={tenant} token={token} organizationName={organizationName} />
        ) : localAccounts === false ? (
          <>
            <Text size="sm">{t('invitations.accept.signInToJoin')}</Text>
            <Button onClick={signIn}>{t('account.signIn')}</Button>
          </>
        ) : (
          <>
            <AcceptNewAccountForm
              tenant={tenant}
              token={token}
              info={info.data}
              onCreated={onCreated}
              signInAction={
                <Button size="xs" variant="light" onClick={signIn}>
                  {t('account.signIn')}
                </Button>
              }
            />
            <Text size="sm" ta="center">
              <Anchor component="button" type="button" onClick={signIn}>
                {t('invitations.accept.haveAccount')}
              </Anchor>
            </Text>
          </>
        )}
      </Stack>
    </AuthCard>
  );
}
