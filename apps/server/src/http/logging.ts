import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config.ts';

// Query values that are secrets or one-time credentials never reach the logs.
const secretParams = /([?&](?:code|state|token|refresh_token|access_token|id_token_hint|session_state|sig)=)[^&#]*/gi;

/** Strips secret query values from a URL before it is logged. */
export const redactUrl = (url: string) => url.replace(secretParams, '$1[redacted]');

/** pino options: JSON logs with request id; no authorization header, cookie or password is ever written. */
export function loggerOptions(config: Pick<Config, 'logLevel'>): FastifyServerOptions['logger'] {
  if (config.logLevel === 'silent') return false;
  return {
    level: config.logLevel,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]', '*.password'],
      censor: '[redacted]',
    },
    serializers: {
      req: (req: { method: string; url: string; hostname?: string; ip?: string }) => ({
        method: req.method,
        url: redactUrl(req.url),
        hostname: req.hostname,
        remoteAddress: req.ip,
      }),
    },
  };
}
