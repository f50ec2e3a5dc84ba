import { Button, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { AuthUser } from '../../../shared/auth/access-token.ts';
import { refreshSessionForOrganisation } from '../../../shared/auth/refresh-session.ts';
import { startSignIn } from '../../../shared/auth/sign-in.ts';
import { type FormFailure, splitFormFailure } from '../../../shared/forms/form-failure.ts';
import { FormAlert } from '../../../shared/ui/FormAlert.tsx';
import { useAcceptInvitation } from '../api/accept-invitation.ts';

type AcceptSignedInProps = { user: AuthUser; tenant: string; token: string; organizationName: string };

/**
 * The signed-in branch: Join adds the user to the organisation and makes it their active one; the session is then
 * renewed so the token carries it, and the dashboard opens.
 */
export function AcceptSignedIn({ user, tenant, token, organizationName }: AcceptSignedInProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const accept = useAcceptInvitation();
  const [joining, setJoining] = useState(false);
  const [failure, setFailure] = useState<FormFailure | null>(null);

  const join = async () => {
    setJoining(true);
    setFailure(null);
    try {
      await accept.mutateAsync({ tenant, token });
    } catch (error) {
      setFailure(splitFormFailure(error, [], t('errors.generic')).failure);
      setJoining(false);
      return;
    }
    try {
      await refreshSessionForOrganisation({ queryClient });
    } catch {
      // The membership exists; a fresh sign-in brings a token that carries the organisation.
      await startSignIn('/dashboard');
      return;
    }
    await navigate('/dashboard', { replace: true });
  };

  return (
    <Stack>
      {failure && <FormAlert message={failure.message} />}
      <Text size="sm" c="dimmed">
        {t('invitations.accept.signedInAs')} <bdi>{user.email}</bdi>
      </Text>
      <Button onClick={() => void join()} loading={joining}>
        {t('invitations.accept.join', { organizationName })}
      </Button>
    </Stack>
  );
}
