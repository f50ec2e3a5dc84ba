import { useTranslation } from 'react-i18next';
import { AuthCard } from '../../../shared/ui/AuthCard.tsx';
import { GoogleSignIn } from '../components/GoogleSignIn.tsx';
import { SignUpForm } from '../components/SignUpForm.tsx';

/** `/account/register`: create an account (§2 Sign-up). */
export function RegisterPage() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('account.register.title')}>
      <SignUpForm />
      <GoogleSignIn />
    </AuthCard>
  );
}
