import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { apiDocsPath } from '@worktrail/contract';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { trackerSignInDoc } from '../modules/identity/device-flow.ts';

/** OpenAPI 3 generated from the routes' zod schemas; Swagger UI at /api/docs, the JSON at /api/docs/json. */
export async function registerOpenApi(app: FastifyInstance, { publicUrl }: { publicUrl: string }) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Worktrail API',
        version: '0.1.0',
        description:
          'Every JSON response is `{ success, message, result }`; failures add a stable `code`, field `errors` and a `requestId`. ' +
          'Sign in through the OpenID Connect provider at `/.well-known/openid-configuration` (authorization code + PKCE) and send the access token as a bearer token; ' +
          'tracker agents use the device authorization grant (see the Tracker tag).',
      },
      tags: [{ name: 'Tracker', description: trackerSignInDoc }],
      servers: [{ url: publicUrl }],
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            description:
              'An access token from the sign-in, or an organisation API key `wt_…` (organisation settings → API keys). ' +
              'A key acts as the member who made it, with only the permissions of its scopes, on calls that declare a ' +
              'permission; account, invitation, profile, console and API-key calls refuse keys.',
          },
        },
      },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: apiDocsPath, staticCSP: true });
}
