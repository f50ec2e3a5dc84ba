import { z } from 'zod';
import {
  businessSignUpRequest,
  businessSignUpResult,
  changePasswordRequest,
  forgotPasswordRequest,
  publicConfig,
  refreshTokenRequest,
  resendVerificationRequest,
  resetPasswordRequest,
  signUpRequest,
  signUpResult,
  tokenResult,
  verifyEmailRequest,
  verifyEmailResult,
} from './accounts.ts';
import { defineEndpoint } from './endpoint.ts';

const tags = ['Auth'];
const base = '/api/v1/Auth';
const nothing = z.null();

/**
 * Sign-up, e-mail confirmation, password reset and change, token refresh, business sign-up, public settings.
 * With an external identity provider the local-account calls answer 403 (accounts are managed there).
 */
export const accountEndpoints = {
  signUp: defineEndpoint({
    method: 'POST',
    path: `${base}/SignUp`,
    access: 'public',
    tags,
    summary: 'Create an account and mail its confirmation link (the same answer for a registered address)',
    body: signUpRequest,
    result: signUpResult,
    errors: ['ALREADY_EXISTS', 'FORBIDDEN'],
  }),
  resendVerification: defineEndpoint({
    method: 'POST',
    path: `${base}/ResendVerification`,
    access: 'public',
    tags,
    summary: 'Mail a new confirmation link if the address has an unverified account; throttled',
    body: resendVerificationRequest,
    result: nothing,
    errors: ['FORBIDDEN'],
  }),
  verifyEmail: defineEndpoint({
    method: 'POST',
    path: `${base}/VerifyEmail`,
    access: 'public',
    tags,
    summary: 'Confirm an e-mail address with the mailed link',
    body: verifyEmailRequest,
    result: verifyEmailResult,
    errors: ['TOKEN_INVALID', 'FORBIDDEN'],
  }),
  forgotPassword: defineEndpoint({
    method: 'POST',
    path: `${base}/ForgotPassword`,
    access: 'public',
    tags,
    summary: 'Mail a password reset link if the address has an account; the same answer either way; throttled',
    body: forgotPasswordRequest,
    result: nothing,
    errors: ['FORBIDDEN'],
  }),
  resetPassword: defineEndpoint({
    method: 'POST',
    path: `${base}/ResetPassword`,
    access: 'public',
    tags,
    summary: 'Set a new password with the mailed link; signs the account out everywhere',
    body: resetPasswordRequest,
    result: nothing,
    errors: ['TOKEN_INVALID', 'FORBIDDEN'],
  }),
  changePassword: defineEndpoint({
    method: 'POST',
    path: '/account/my-profile/change-password',
    access: 'user',
    tags: ['Profile'],
    summary: "Change the signed-in user's password; needs the current one; signs every other session out",
    body: changePasswordRequest,
    result: nothing,
    errors: ['INVALID_CREDENTIALS', 'FORBIDDEN'],
  }),
  refreshToken: defineEndpoint({
    method: 'POST',
    path: `${base}/RefreshToken`,
    access: 'public',
    tags,
    summary: 'Exchange a refresh token for new tokens (rotating; a reused one revokes the session)',
    body: refreshTokenRequest,
    result: tokenResult,
    errors: ['UNAUTHENTICATED', 'FORBIDDEN'],
  }),
  businessSignUp: defineEndpoint({
    method: 'POST',
    path: '/api/v1/Organization/BusinessSignUp',
    access: 'user',
    tags: ['Organization'],
    summary: 'Create an organisation with the caller as its owner; refresh the token afterwards for `tenantid`',
    body: businessSignUpRequest,
    result: businessSignUpResult,
  }),
  publicConfig: defineEndpoint({
    method: 'GET',
    path: '/api/v1/Deployment/PublicConfig',
    access: 'public',
    tags: ['Deployment'],
    summary: 'Settings the web needs before sign-in: invite banner and sign-in methods',
    result: publicConfig,
  }),
};
