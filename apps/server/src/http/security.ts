import type { FastifyHelmetOptions } from '@fastify/helmet';

/**
 * The Content-Security-Policy: scripts only from our origin, inline styles allowed (Mantine sets
 * CSS variables inline), no framing. Plain-http deployments (localhost) must not upgrade requests.
 */
export function helmetOptions({ https }: { https: boolean }): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: https,
  };
}
