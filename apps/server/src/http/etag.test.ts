import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerWithEtag, noneMatchHits } from './etag.ts';

const app = Fastify();
let reading = { figures: [1, 2], readAt: 'first' };
beforeAll(async () => {
  app.get('/exact', (request, reply) => answerWithEtag({ request, reply, body: reading }));
  app.get('/meaning', (request, reply) =>
    answerWithEtag({ request, reply, body: reading, fingerprint: reading.figures }),
  );
  await app.ready();
});
afterAll(() => app.close());

const get = (url: string, etag?: string) =>
  app.inject({ method: 'GET', url, headers: etag ? { 'if-none-match': etag } : {} });

describe('ETag and If-None-Match', () => {
  it('tags the exact body strongly: the same body is a 304 without one, another body a 200', async () => {
    const first = await get('/exact');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]{43}"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const again = await get('/exact', etag);
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    reading = { ...reading, readAt: 'second' };
    const changed = await get('/exact', etag);
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual(reading);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('tags a fingerprint weakly: a body that differs only outside it is still a 304', async () => {
    const etag = String((await get('/meaning')).headers.etag);
    expect(etag).toMatch(/^W\/"[\w-]{43}"$/);
    reading = { ...reading, readAt: 'third' };
    expect((await get('/meaning', etag)).statusCode).toBe(304);
    reading = { ...reading, figures: [1, 3] };
    expect((await get('/meaning', etag)).statusCode).toBe(200);
  });

  it('compares the listed tags weakly, and * matches anything', () => {
    expect(noneMatchHits(undefined, '"a"')).toBe(false);
    expect(noneMatchHits('"b"', '"a"')).toBe(false);
    expect(noneMatchHits('"b", W/"a"', '"a"')).toBe(true);
    expect(noneMatchHits('"a"', 'W/"a"')).toBe(true);
    expect(noneMatchHits(' * ', '"a"')).toBe(true);
    expect(noneMatchHits('a', '"a"')).toBe(false);
  });
});
