import {
  businessSignUpRequest,
  businessSignUpResult,
  changePasswordRequest,
  forgotPasswordRequest,
  okEnvelope,
  publicConfig,
  refreshTokenRequest,
  resendVerificationRequest,
  resetPasswordRequest,
  signUpRequest,
  signUpResult,
  tokenResult,
  verifyEmailRequest,
  verifyEmailResult,
} from '@worktrail/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../http/access.ts';
import { ok } from '../../http/envelope.ts';
import { localAccountsDisabled } from '../../http/errors.ts';
import type { ModuleOptions } from '../../http/module-options.ts';
import type { AccountsDeps } from './accounts.deps.ts';
import { presentPublicConfig } from './accounts.presenter.ts';
import { businessSignUp } from './business-sign-up.service.ts';
import { changePassword, forgotPassword, resetPassword } from './passwords.service.ts';
import { resendVerification, signUp, verifyEmail } from './sign-up.service.ts';
import { refreshAtProvider } from './token-refresh.ts';

const tags = ['Auth'];
const nothing = okEnvelope(z.null());

const localAccountRoutes = new Set([
  '/api/v1/Auth/SignUp',
  '/api/v1/Auth/ResendVerification',
  '/api/v1/Auth/VerifyEmail',
  '/api/v1/Auth/ForgotPassword',
  '/api/v1/Auth/ResetPassword',
  '/account/my-profile/change-password',
  '/api/v1/Auth/RefreshToken',
]);

/** Sign-up, e-mail confirmation, password reset and change, token refresh, business sign-up, public settings. */
export const accountsRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { config, db, clock, throttle }) => {
  const deps: AccountsDeps = { db, clock, publicUrl: config.publicUrl, throttle };
  if (config.externalIdentity) {
    // Accounts live at the external provider; business sign-up and public settings stay.
    app.addHook('onRequest', async (request) => {
      if (localAccountRoutes.has(request.routeOptions.url ?? '')) throw localAccountsDisabled();
    });
  }

  app.post(
    '/api/v1/Auth/SignUp',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Create an account and mail its confirmation link (the same answer for a registered address)',
        body: signUpRequest,
        response: { 200: okEnvelope(signUpResult) },
      },
    },
    async (request) => ok(await signUp({ deps, request: request.body })),
  );

  app.post(
    '/api/v1/Auth/ResendVerification',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Mail a new confirmation link if the address has an unverified account; throttled',
        body: resendVerificationRequest,
        response: { 200: nothing },
      },
    },
    async (request) => {
      await resendVerification({ deps, email: request.body.email, ip: request.ip });
      return ok(null);
    },
  );

  app.post(
    '/api/v1/Auth/VerifyEmail',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Confirm an e-mail address with the mailed link',
        body: verifyEmailRequest,
        response: { 200: okEnvelope(verifyEmailResult) },
      },
    },
    async (request) => ok(await verifyEmail({ deps, token: request.body.token })),
  );

  app.post(
    '/api/v1/Auth/ForgotPassword',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Mail a password reset link if the address has an account; the same answer either way; throttled',
        body: forgotPasswordRequest,
        response: { 200: nothing },
      },
    },
    async (request) => {
      await forgotPassword({ deps, email: request.body.email, ip: request.ip });
      return ok(null);
    },
  );

  app.post(
    '/api/v1/Auth/ResetPassword',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Set a new password with the mailed link; signs the account out everywhere',
        body: resetPasswordRequest,
        response: { 200: nothing },
      },
    },
    async (request) => {
      await resetPassword({ deps, request: request.body });
      return ok(null);
    },
  );

  app.post(
    '/account/my-profile/change-password',
    {
      config: { access: 'user' },
      schema: {
        tags: ['Profile'],
        summary: "Change the signed-in user's password; needs the current one; signs every other session out",
        body: changePasswordRequest,
        response: { 200: nothing },
      },
    },
    async (request) => {
      const { userId, grantId } = requireUser(request);
      await changePassword({ deps, userId, grantId, request: request.body });
      return ok(null);
    },
  );

  app.post(
    '/api/v1/Auth/RefreshToken',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Exchange a refresh token for new tokens (rotating; a reused one revokes the session)',
        body: refreshTokenRequest,
        response: { 200: okEnvelope(tokenResult) },
      },
    },
    async (request) =>
      ok(
        await refreshAtProvider({
          app,
          refreshToken: request.body.refreshToken,
          remoteAddress: request.ip,
          requestId: request.id,
        }),
      ),
  );

  app.post(
    '/api/v1/Organization/BusinessSignUp',
    {
      config: { access: 'user' },
      schema: {
        tags: ['Organization'],
        summary: 'Create an organisation with the caller as its owner; refresh the token afterwards for `tenantid`',
        body: businessSignUpRequest,
        response: { 200: okEnvelope(businessSignUpResult) },
      },
    },
    async (request) => ok(await businessSignUp({ db, userId: requireUser(request).userId, request: request.body })),
  );

  app.get(
    '/api/v1/Deployment/PublicConfig',
    {
      config: { access: 'public' },
      schema: {
        tags: ['Deployment'],
        summary: 'Settings the web needs before sign-in: invite banner and sign-in methods',
        response: { 200: okEnvelope(publicConfig) },
      },
    },
    async () => ok(presentPublicConfig(config)),
  );
};
