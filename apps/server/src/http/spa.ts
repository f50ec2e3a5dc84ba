import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFoundEnvelope } from './error-handler.ts';

/** Paths that belong to the API or the identity provider: never answered with the SPA. */
// `/account/` is shared: the API owns `/account/my-profile/…`, the SPA the account screens (`/account/register`…).
const apiPrefixes = ['/api/', '/v1/', '/account/my-profile/', '/connect/', '/.well-known/', '/identity/'];
const isApiPath = (url: string) => apiPrefixes.some((prefix) => url.startsWith(prefix) || `${url}/` === prefix);

const notBuiltPage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Worktrail</title></head>
<body><main><h1>Worktrail</h1><p>The web app has not been built. Run <code>npm run build</code>, or start with <code>npm start</code>, which builds it.</p></main></body></html>`;

/**
 * Serves the built SPA: hashed assets cached for a year (precompressed .br/.gz when the browser
 * accepts them), `index.html` for every client route, and a JSON 404 envelope for unknown API paths.
 */
export async function registerSpa(app: FastifyInstance, { dir }: { dir: string }) {
  const built = existsSync(join(dir, 'index.html'));
  await app.register(fastifyStatic, { root: dir, serve: false, preCompressed: true });

  const sendIndex = (reply: FastifyReply) => {
    if (!built) return reply.status(503).type('text/html; charset=utf-8').send(notBuiltPage);
    return reply.header('cache-control', 'no-cache').sendFile('index.html', { cacheControl: false });
  };

  // Static files are not counted against the request rate: one page load fetches a dozen of them.
  app.get<{ Params: { '*': string } }>(
    '/assets/*',
    { config: { access: 'public', rateLimit: false }, schema: { hide: true } },
    (request, reply) => reply.sendFile(request.params['*'], join(dir, 'assets'), { maxAge: '365d', immutable: true }),
  );

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (isApiPath(path) || !['GET', 'HEAD'].includes(request.method)) {
      return reply.status(404).send(notFoundEnvelope(request));
    }
    const file = path.slice(1);
    if (built && file && !file.includes('..') && existsSync(join(dir, file)) && !file.endsWith('/')) {
      return reply.sendFile(file, { maxAge: '1h' });
    }
    if (!(request.headers.accept ?? '').includes('text/html') && /\.[a-z0-9]+$/i.test(path)) {
      return reply.status(404).send(notFoundEnvelope(request));
    }
    return sendIndex(reply);
  });

  return { sendIndex };
}
