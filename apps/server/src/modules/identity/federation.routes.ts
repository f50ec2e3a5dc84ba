import { errorEnvelope, interactionParams, interactionPath } from '@worktrail/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http/errors.ts';
import type { ModuleOptions } from '../../http/module-options.ts';
import { completeFederatedLogin } from './federation.ts';
import {
  clearedPendingLoginCookie,
  googleCallbackPath,
  newPendingLogin,
  pendingLoginCookie,
  readPendingLogin,
} from './federation-state.ts';
import { createUpstream, FederationFailure } from './federation-upstream.ts';

type Options = ModuleOptions & {
  /** The embedded provider's cookie keys, newest first; they sign the pending-login cookie. */
  cookieKeys: string[];
};

// Refused input (400) and Google sign-in not configured or the interaction gone (404) answer the error envelope.
const redirectFailures = { 400: errorEnvelope, 404: errorEnvelope, 429: errorEnvelope };

const tags = ['Auth'];
const redirect = z.null().describe('See Other: the browser continues at the Location header');
const upstreamAnswer = z.object({
  code: z.string().max(4096).optional(),
  state: z.string().max(1024).optional(),
  error: z.string().max(256).optional(),
});

/** Back to the login screen of the same interaction, which tells the person to try again. */
const backToLogin = (uid: string) => `${interactionPath(encodeURIComponent(uid))}?error=federation_failed`;

function logFailure(log: FastifyBaseLogger, error: unknown) {
  if (error instanceof FederationFailure) log.info({ reason: error.message }, 'federated sign-in refused');
  else log.error({ err: error }, 'federated sign-in failed');
}

/**
 * "Sign in with Google": upstream OpenID Connect federation that completes the embedded provider's
 * login interaction. Present only when configured and the embedded provider is in use; 404 otherwise.
 */
export const federationRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { config, db, clock, provider, cookieKeys },
) => {
  const google = config.externalIdentity ? undefined : config.google;
  const upstream =
    google && createUpstream({ upstream: google, redirectUri: `${config.publicUrl}${googleCallbackPath}`, clock });
  const secure = config.publicUrl.startsWith('https:');

  app.get(
    '/connect/interaction/:uid/federated/google',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Continue the sign-in interaction at Google (only when Google sign-in is configured)',
        params: interactionParams,
        response: { 303: redirect, ...redirectFailures },
      },
    },
    async (request, reply) => {
      if (!upstream) throw notFound();
      const { uid } = request.params;
      const details = await provider.interactionDetails(request.raw, reply.raw).catch(() => undefined);
      if (!details || details.uid !== uid) return reply.redirect(backToLogin(uid), 303);
      const pending = newPendingLogin({ uid, now: clock.now() });
      try {
        const location = await upstream.authorizationUrl(pending);
        reply.header('set-cookie', pendingLoginCookie({ pending, keys: cookieKeys, secure }));
        return reply.redirect(location, 303);
      } catch (error) {
        logFailure(request.log, error);
        return reply.redirect(backToLogin(uid), 303);
      }
    },
  );

  app.get(
    googleCallbackPath,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "Google's redirect back: signs the person in and resumes the authorization (only when configured)",
        querystring: upstreamAnswer,
        response: { 303: redirect, ...redirectFailures },
      },
    },
    async (request, reply) => {
      if (!upstream) throw notFound();
      reply.header('set-cookie', clearedPendingLoginCookie({ secure }));
      const pending = readPendingLogin({ cookieHeader: request.headers.cookie, keys: cookieKeys, now: clock.now() });
      // Without our cookie the interaction is unknown: the web app starts signing in afresh.
      if (!pending) return reply.redirect('/', 303);
      try {
        const resume = await completeFederatedLogin({ db, clock, provider, upstream, pending, answer: request.query });
        return reply.redirect(resume, 303);
      } catch (error) {
        logFailure(request.log, error);
        return reply.redirect(backToLogin(pending.uid), 303);
      }
    },
  );
};
