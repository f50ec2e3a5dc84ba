import type { LoginRequest } from '@worktrail/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error.ts';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { leavePageTo } from '../../../shared/browser/leave-page.ts';
import type { LoginField } from './login-validation.ts';

/**
 * The validation and the submit call load on the form's first focus: both use the contract's auth module, whose zod
 * schemas are too big for the login page's first paint.
 */
export const loadLoginActions = () => Promise.all([import('./login-validation.ts'), import('../api/submit-login.ts')]);

type LoginFailure = { message: string; expired: boolean };
type FieldMessages = Partial<Record<LoginField, string>>;

const isLoginField = (field: string): field is LoginField => field === 'email' || field === 'password';

/** Validates and submits the login form, and turns failures into field messages or an alert (§8). */
export function useLoginSubmit(uid: string) {
  const { t } = useTranslation();
  const [fieldErrors, setFieldErrors] = useState<FieldMessages>({});
  const [failure, setFailure] = useState<LoginFailure | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const showFailure = (error: unknown) => {
    if (!isApiError(error)) return setFailure({ message: t('errors.generic'), expired: false });
    const fieldMessages: FieldMessages = {};
    for (const { field, message } of error.errors) if (isLoginField(field)) fieldMessages[field] = message;
    setFieldErrors(fieldMessages);
    if (error.code === 'VALIDATION' && Object.keys(fieldMessages).length > 0) return;
    setFailure({ message: errorMessage(error, t('errors.generic')), expired: error.code === 'INTERACTION_EXPIRED' });
  };

  const submit = async (values: LoginRequest) => {
    setFailure(null);
    const [{ validateLogin }, { submitLogin }] = await loadLoginActions();
    const validation = validateLogin(values);
    if (!validation.ok) {
      const { email, password } = validation.errors;
      setFieldErrors({
        email: email && t(`auth.login.errors.${email}`),
        password: password && t(`auth.login.errors.${password}`),
      });
      return;
    }
    setFieldErrors({});
    setSubmitting(true);
    try {
      const { redirectTo } = await submitLogin({ uid, credentials: validation.credentials });
      leavePageTo(redirectTo);
    } catch (error) {
      setSubmitting(false);
      showFailure(error);
    }
  };

  return { submit, fieldErrors, failure, submitting };
}
