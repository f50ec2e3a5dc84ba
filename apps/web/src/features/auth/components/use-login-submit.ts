import type { LoginRequest } from '@worktrail/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { leavePageTo } from '../../../shared/browser/leave-page.ts';
import type { FormFailure } from '../../../shared/forms/form-failure.ts';
import type { LoginField } from './login-validation.ts';

/**
 * The validation, the submit call and the failure handling load on the form's first focus: they use the contract's
 * zod schemas, which are too big for the login page's first paint.
 */
export const loadLoginActions = () =>
  Promise.all([
    import('./login-validation.ts'),
    import('../api/submit-login.ts'),
    import('../../../shared/forms/form-failure.ts'),
  ]);

type FieldMessages = Partial<Record<LoginField, string>>;
const loginFields: readonly LoginField[] = ['email', 'password'];

/**
 * Validates and submits the login form, and turns failures into field messages or an alert (§8) whose code tells
 * the form what to offer: start again (INTERACTION_EXPIRED) or send the verification link again (EMAIL_NOT_VERIFIED).
 */
export function useLoginSubmit(uid: string) {
  const { t } = useTranslation();
  const [fieldErrors, setFieldErrors] = useState<FieldMessages>({});
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (values: LoginRequest) => {
    setFailure(null);
    const [{ validateLogin }, { submitLogin }, { splitFormFailure }] = await loadLoginActions();
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
      const split = splitFormFailure(error, loginFields, t('errors.generic'));
      setFieldErrors(split.fieldErrors);
      setFailure(split.failure);
    }
  };

  return { submit, fieldErrors, failure, submitting };
}
