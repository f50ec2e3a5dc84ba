import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config.ts';

// Query values that are secrets or one-time credentials never reach the logs.
const secretParams = /([?&](?:code|state|token|refresh_token|access_token|id_token_hint|session_state|sig)=)[^&#]*/gi;

/** Strips secret query values from a URL before it is logged. */
export const redactUrl = (url: string) => url.replace(secretParams, '$1[redacted]');

/**
 * In a terminal, one readable line per entry (time, level, message, the request's method, address and status)
 * written by pino-pretty in pino's worker thread, so formatting never slows a request.
 */
export const prettyOptions = {
  translateTime: 'SYS:HH:MM:ss',
  ignore: 'pid,hostname,reqId,req,res,responseTime',
  singleLine: true,
  messageFormat: '{msg}{if req.method} {req.method} {req.url}{end}{if res.statusCode} {res.statusCode}{end}',
};
const prettyTransport = { target: 'pino-pretty', options: prettyOptions };

/**
 * pino options: JSON lines with request id (or readable lines in a terminal, `logFormat` pretty); no authorization
 * header, cookie or password is ever written.
 */
export function loggerOptions(config: Pick<Config, 'logLevel' | 'logFormat'>): FastifyServerOptions['logger'] {
  if (config.logLevel === 'silent') return false;
  return {
    level: config.logLevel,
    ...(config.logFormat === 'pretty' ? { transport: prettyTransport } : {}),
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
