import { type LoginRequest, loginRequest } from '@worktrail/contract';

export type LoginField = 'email' | 'password';
type LoginErrorKey = 'emailRequired' | 'emailInvalid' | 'passwordRequired' | 'passwordTooLong';
type LoginValidation =
  | { ok: true; credentials: LoginRequest }
  | { ok: false; errors: Partial<Record<LoginField, LoginErrorKey>> };

/** Checks the form against the contract's `loginRequest` and names each failing field's message. */
export function validateLogin(values: LoginRequest): LoginValidation {
  const parsed = loginRequest.safeParse({ ...values, email: values.email.trim() });
  if (parsed.success) return { ok: true, credentials: parsed.data };
  const errors: Partial<Record<LoginField, LoginErrorKey>> = {};
  for (const issue of parsed.error.issues) {
    if (issue.path[0] === 'email') errors.email = values.email.trim() ? 'emailInvalid' : 'emailRequired';
    if (issue.path[0] === 'password') errors.password = values.password ? 'passwordTooLong' : 'passwordRequired';
  }
  return { ok: false, errors };
}
