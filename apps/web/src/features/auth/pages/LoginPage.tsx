import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AuthCard } from '../../../shared/ui/AuthCard.tsx';
import { GoogleSignIn } from '../components/GoogleSignIn.tsx';
import { LoginForm } from '../components/LoginForm.tsx';

/** `/connect/interaction/:uid`: the provider's sign-in step, rendered by the SPA (§2 Login). */
export function LoginPage() {
  const { t } = useTranslation();
  const { uid = '' } = useParams();
  return (
    <AuthCard title={t('auth.login.title')}>
      <LoginForm uid={uid} />
      <GoogleSignIn uid={uid} />
    </AuthCard>
  );
}
