import {
  identityEndpoints as endpoints,
  interactionParams,
  signInTicketParam,
  trackerClient,
} from '@worktrail/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type Provider from 'oidc-provider';
import { registerEndpoint } from '../../http/endpoint-route.ts';
import { ok } from '../../http/envelope.ts';
import { interactionExpired, localAccountsDisabled } from '../../http/errors.ts';
import { deviceCookie, readDeviceCookie } from './device-cookie.ts';
import { type SignInDeps, signIn } from './sign-in.service.ts';
import { redeemSignInTicket } from './sign-in-tickets.ts';

type Options = SignInDeps & {
  provider: Provider;
  /** The embedded provider's cookie keys, newest first; they sign the device cookie. */
  cookieKeys: string[];
  /** With an external identity provider, local passwords are not accepted. */
  localAccounts: boolean;
  sendSpa: (reply: import('fastify').FastifyReply) => unknown;
};

/** The login screen's server side: the SPA renders it, these routes complete the provider's interaction. */
export const interactionRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { db, throttle, clock, publicUrl, mailLockout, provider, cookieKeys, localAccounts, sendSpa },
) => {
  const deps: SignInDeps = { db, throttle, clock, publicUrl, mailLockout };
  const secure = publicUrl.startsWith('https:');
  // The login screen is the SPA's page, unless the authorization request carried a sign-in ticket that still
  // holds (a new account by an e-mail invitation): then the interaction ends here, signed in as its owner. A used
  // or expired ticket leaves the ordinary login screen, so the person can still sign in with the password.
  app.get(
    '/connect/interaction/:uid',
    { config: { access: 'public' }, schema: { hide: true, params: interactionParams } },
    async (request, reply) => {
      const details = await provider.interactionDetails(request.raw, reply.raw).catch(() => undefined);
      const ticket = details?.prompt.name === 'login' ? details.params[signInTicketParam] : undefined;
      if (!localAccounts || typeof ticket !== 'string') return sendSpa(reply);
      const accountId = await redeemSignInTicket({ db, ticket, now: clock.now() });
      if (!accountId) return sendSpa(reply);
      const redirectTo = await provider.interactionResult(
        request.raw,
        reply.raw,
        { login: { accountId, remember: true } },
        { mergeWithLastSubmission: false },
      );
      reply.header('set-cookie', deviceCookie({ userId: accountId, keys: cookieKeys, now: clock.now(), secure }));
      return reply.redirect(redirectTo, 303);
    },
  );

  // The device flow's code page (RFC 8628 verification URI): browsers get the SPA page; the page itself asks
  // for JSON and gets the provider's form token (the provider's handler, with any `user_code` left to the SPA).
  const handleProvider = provider.callback();
  app.get(
    trackerClient.verificationPath,
    { config: { access: 'public' }, schema: { hide: true } },
    (request, reply) => {
      if (!request.headers.accept?.includes('application/json')) return sendSpa(reply.header('vary', 'accept'));
      request.raw.url = trackerClient.verificationPath;
      reply.hijack();
      reply.raw.setHeader('vary', 'accept');
      handleProvider(request.raw, reply.raw);
    },
  );

  registerEndpoint(app, endpoints.login, async (request, reply) => {
    if (!localAccounts) throw localAccountsDisabled();
    const details = await provider.interactionDetails(request.raw, reply.raw).catch(() => undefined);
    if (!details || details.uid !== request.params.uid) throw interactionExpired();
    const accountId = await signIn({
      deps,
      email: request.body.email,
      password: request.body.password,
      ip: request.ip,
      device: readDeviceCookie({ cookieHeader: request.headers.cookie, keys: cookieKeys, now: clock.now() }),
    });
    const redirectTo = await provider.interactionResult(
      request.raw,
      reply.raw,
      { login: { accountId, remember: request.body.rememberMe } },
      { mergeWithLastSubmission: false },
    );
    reply.header('set-cookie', deviceCookie({ userId: accountId, keys: cookieKeys, now: clock.now(), secure }));
    return ok({ redirectTo });
  });
};
