import { accountEndpoints as endpoints } from '@worktrail/contract';
import type { FastifyPluginAsync } from 'fastify';
import { requireUser } from '../../http/access.ts';
import { registerEndpoint } from '../../http/endpoint-route.ts';
import { ok } from '../../http/envelope.ts';
import { localAccountsDisabled } from '../../http/errors.ts';
import type { ModuleOptions } from '../../http/module-options.ts';
import type { AccountsDeps } from './accounts.deps.ts';
import { presentPublicConfig } from './accounts.presenter.ts';
import { businessSignUp } from './business-sign-up.service.ts';
import { changePassword, forgotPassword, resetPassword } from './passwords.service.ts';
import { resendVerification, signUp, verifyEmail } from './sign-up.service.ts';
import { refreshAtProvider } from './token-refresh.ts';

/** The calls of the deployment's own accounts: with an external identity provider, accounts are managed there. */
const localAccountPaths = new Set<string>(
  [
    endpoints.signUp,
    endpoints.resendVerification,
    endpoints.verifyEmail,
    endpoints.forgotPassword,
    endpoints.resetPassword,
    endpoints.changePassword,
    endpoints.refreshToken,
  ].map(({ path }) => path),
);

/** Sign-up, e-mail confirmation, password reset and change, token refresh, business sign-up, public settings. */
export const accountsRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { config, db, clock, throttle }) => {
  const deps: AccountsDeps = { db, clock, publicUrl: config.publicUrl, throttle };
  if (config.externalIdentity) {
    // Accounts live at the external provider; business sign-up and public settings stay.
    app.addHook('onRequest', async (request) => {
      if (localAccountPaths.has(request.routeOptions.url ?? '')) throw localAccountsDisabled();
    });
  }

  registerEndpoint(app, endpoints.signUp, async (request) => ok(await signUp({ deps, request: request.body })));

  registerEndpoint(app, endpoints.resendVerification, async (request) => {
    await resendVerification({ deps, email: request.body.email, ip: request.ip });
    return ok(null);
  });

  registerEndpoint(app, endpoints.verifyEmail, async (request) =>
    ok(await verifyEmail({ deps, token: request.body.token })),
  );

  registerEndpoint(app, endpoints.forgotPassword, async (request) => {
    await forgotPassword({ deps, email: request.body.email, ip: request.ip });
    return ok(null);
  });

  registerEndpoint(app, endpoints.resetPassword, async (request) => {
    await resetPassword({ deps, request: request.body });
    return ok(null);
  });

  registerEndpoint(app, endpoints.changePassword, async (request) => {
    const { userId, grantId } = requireUser(request);
    await changePassword({ deps, userId, grantId, request: request.body });
    return ok(null);
  });

  registerEndpoint(app, endpoints.refreshToken, async (request) =>
    ok(
      await refreshAtProvider({
        app,
        refreshToken: request.body.refreshToken,
        remoteAddress: request.ip,
        requestId: request.id,
      }),
    ),
  );

  registerEndpoint(app, endpoints.businessSignUp, async (request) =>
    ok(await businessSignUp({ db, clock, userId: requireUser(request).userId, request: request.body })),
  );

  registerEndpoint(app, endpoints.publicConfig, async () => ok(presentPublicConfig(config)));
};
