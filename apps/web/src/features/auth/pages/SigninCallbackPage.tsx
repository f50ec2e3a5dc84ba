import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { fetchOrganisationId } from '../../../shared/auth/organisation.ts';
import { pathAfterSignIn } from '../../../shared/auth/return-path.ts';
import { completeSignIn } from '../../../shared/auth/sign-in.ts';
import { permissionsQueryOptions } from '../../../shared/permissions/permissions-query.ts';
import { PageLoader } from '../../../shared/ui/PageLoader.tsx';
import { SignInFailed } from '../components/SignInFailed.tsx';
import { SignInRedirect } from '../components/SignInRedirect.tsx';

type CallbackState = 'completing' | 'failed' | 'restarting';

/**
 * `/signin-callback`: finishes the code exchange, loads permissions, then goes where the user was heading (§4) —
 * or, without an organisation yet, to business sign-up.
 */
export function SigninCallbackPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [state, setState] = useState<CallbackState>('completing');

  useEffect(() => {
    let active = true;
    completeSignIn()
      .then(async ({ user, returnPath }) => {
        const tenantId = await fetchOrganisationId({ queryClient, user }).catch(() => user.tenantId);
        // A fresh sign-in always reloads the map; a failure here is retried by the permission guard.
        if (tenantId) {
          await queryClient.fetchQuery({ ...permissionsQueryOptions(user.userId), staleTime: 0 }).catch(() => null);
        }
        if (active) void navigate(pathAfterSignIn({ tenantId, returnPath }), { replace: true });
      })
      .catch((error: unknown) => {
        console.error('Login failed', error);
        if (active) setState('failed');
      });
    return () => {
      active = false;
    };
  }, [navigate, queryClient]);

  if (state === 'restarting') return <SignInRedirect />;
  if (state === 'failed') return <SignInFailed onRetry={() => setState('restarting')} />;
  return <PageLoader label={t('auth.callback.inProgress')} />;
}
