import { prettyFactory } from 'pino-pretty';
import { describe, expect, it } from 'vitest';
import { loggerOptions, prettyOptions } from './logging.ts';

describe('the server log', () => {
  it('writes JSON lines for collectors, and readable lines in a terminal', () => {
    expect(loggerOptions({ logLevel: 'info', logFormat: 'json' })).not.toHaveProperty('transport');
    expect(loggerOptions({ logLevel: 'info', logFormat: 'pretty' })).toMatchObject({
      transport: { target: 'pino-pretty', options: prettyOptions },
    });
    expect(loggerOptions({ logLevel: 'silent', logFormat: 'pretty' })).toBe(false);
  });

  it('prints a finished request as one line with its method, address and status, and no JSON', () => {
    const pretty = prettyFactory({ ...prettyOptions, colorize: false });
    const line = pretty(
      JSON.stringify({
        level: 30,
        time: Date.UTC(2026, 10, 26, 9, 5, 7),
        pid: 1,
        hostname: 'host',
        reqId: 'req-1',
        req: { method: 'GET', url: '/api/v1/Task/GetTaskPagedList' },
        res: { statusCode: 200 },
        responseTime: 4.2,
        msg: 'request completed',
      }),
    );
    expect(line.trim().split('\n')).toHaveLength(1);
    expect(line).toMatch(/INFO.*request completed GET \/api\/v1\/Task\/GetTaskPagedList 200/);
    expect(line).not.toContain('{');
  });
});
