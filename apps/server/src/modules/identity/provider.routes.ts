import type {} from '@fastify/helmet';
import type { FastifyPluginAsync } from 'fastify';
import type Provider from 'oidc-provider';
import { notFoundEnvelope } from '../../http/error-handler.ts';
import { logoutScriptPath } from './provider.ts';

const methods = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH'] as const;

/**
 * Hands `/connect/*` and `/.well-known/*` to the embedded provider untouched: this scope parses no
 * body, so the provider reads the raw request itself. More specific routes (the login interaction) win.
 */
export const providerRoutes: FastifyPluginAsync<{ provider: Provider }> = async (app, { provider }) => {
  const handle = provider.callback();
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  for (const url of ['/connect/*', '/.well-known/*']) {
    app.route({
      method: [...methods],
      url,
      config: { access: 'public' },
      schema: { hide: true },
      handler: (request, reply) => {
        reply.hijack();
        handle(request.raw, reply.raw);
      },
    });
  }

  // The login interaction is ours, not the provider's: an address under it that none of its routes takes (an id over
  // the length limit) gets the API's 404 envelope rather than the provider's page.
  app.route({
    method: [...methods],
    url: '/connect/interaction/*',
    config: { access: 'public' },
    schema: { hide: true },
    handler: (request, reply) => reply.status(404).send(notFoundEnvelope(request)),
  });

  app.get(logoutScriptPath, { config: { access: 'public' }, schema: { hide: true } }, (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send("document.getElementById('op.logoutForm').submit();\n"),
  );
};
