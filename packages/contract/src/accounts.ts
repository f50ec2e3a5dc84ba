import { z } from 'zod';
import { accountMessages, teamSizes } from './accounts.constants.ts';
import { languages, password } from './constants.ts';

const m = accountMessages;

export const accountEmail = z.email(m.invalidEmail).max(254, m.invalidEmail);

/** A new password: at least 8 characters (§5, §9); the cap keeps hashing bounded. */
export const newPassword = z.string().min(password.minLength, m.passwordTooShort).max(1024, m.passwordTooLong);

export const username = z
  .string()
  .min(3, m.usernameLength)
  .max(32, m.usernameLength)
  .regex(/^[\p{L}\p{N}._-]+$/u, m.usernameCharacters);

/** A token from a mailed link. */
export const linkToken = z.string().min(1).max(200);

export const signUpRequest = z.strictObject({
  email: accountEmail,
  username,
  password: newPassword,
  acceptTerms: z.literal(true, m.acceptTerms),
  language: z.enum(languages).default('en'),
});
export type SignUpRequest = z.infer<typeof signUpRequest>;

/** The address the verification mail went to; the same whether or not the address already had an account. */
export const signUpResult = z.object({ email: z.string() });
export type SignUpResult = z.infer<typeof signUpResult>;

export const resendVerificationRequest = z.strictObject({ email: accountEmail });
export type ResendVerificationRequest = z.infer<typeof resendVerificationRequest>;

export const verifyEmailRequest = z.strictObject({ token: linkToken });
export type VerifyEmailRequest = z.infer<typeof verifyEmailRequest>;

export const verifyEmailResult = z.object({ email: z.string() });
export type VerifyEmailResult = z.infer<typeof verifyEmailResult>;

export const forgotPasswordRequest = z.strictObject({ email: accountEmail });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequest>;

/** Reset by mailed link; the server answers a mismatch with a VALIDATION error on `confirmPassword`. */
export const resetPasswordRequest = z.strictObject({
  token: linkToken,
  password: newPassword,
  confirmPassword: z.string().max(1024),
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequest>;

export const changePasswordRequest = z.strictObject({
  currentPassword: z.string().min(1).max(1024),
  newPassword,
  confirmPassword: z.string().max(1024),
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;

/** Form schemas for the web: the requests plus the confirmation check on `confirmPassword`. */
export const resetPasswordForm = resetPasswordRequest.refine((form) => form.password === form.confirmPassword, {
  path: ['confirmPassword'],
  message: m.passwordMismatch,
});
export const changePasswordForm = changePasswordRequest.refine((form) => form.newPassword === form.confirmPassword, {
  path: ['confirmPassword'],
  message: m.passwordMismatch,
});

export const refreshTokenRequest = z.strictObject({ refreshToken: z.string().min(1).max(4096) });
export type RefreshTokenRequest = z.infer<typeof refreshTokenRequest>;

/** The embedded provider's token response (spec §7 reads `access_token`). */
export const tokenResult = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  id_token: z.string().optional(),
  expires_in: z.number(),
  token_type: z.string(),
});
export type TokenResult = z.infer<typeof tokenResult>;

export const businessSignUpRequest = z.strictObject({
  industry: z.string().trim().min(1).max(100),
  organizationName: z.string().trim().min(1).max(100),
  teamSize: z.enum(teamSizes),
});
export type BusinessSignUpRequest = z.infer<typeof businessSignUpRequest>;

export const businessSignUpResult = z.object({ tenantId: z.string(), organizationName: z.string() });
export type BusinessSignUpResult = z.infer<typeof businessSignUpResult>;

/** What the deployment offers before sign-in; `inviteBanner` null means the web shows its own default text. */
export const publicConfig = z.object({
  inviteBanner: z.object({ en: z.string(), ar: z.string() }).nullable(),
  googleSignIn: z.boolean(),
  /** False when an external identity provider manages accounts: the local account screens hide. */
  localAccounts: z.boolean(),
  /** That provider, for the web app to sign in with; null with the embedded one. */
  identityProvider: z.object({ authority: z.string(), clientId: z.string(), scope: z.string() }).nullable(),
  /** Where the Terms of Service and the Privacy Policy are read (TERMS_URL, PRIVACY_URL; plain defaults otherwise). */
  legal: z.object({ termsUrl: z.string(), privacyUrl: z.string() }),
});
export type PublicConfig = z.infer<typeof publicConfig>;
