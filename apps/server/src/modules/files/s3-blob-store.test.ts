import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../../test/test-app.ts';
import { createS3BlobStore } from './s3-blob-store.ts';
import { sha256Hex, verifyPresignedUrl, verifySignedRequest } from './sigv4.ts';

const credentials = { accessKeyId: 'AKIATESTKEY', secretAccessKey: 'test-secret/with+chars' };
const scope = { region: 'eu-test-1', service: 's3' };
const clock = manualClock(new Date('2025-03-01T10:00:00Z'));
const key =
  'tenants/0190c0de-0000-7000-8000-000000000001/screenshots/2025/03/0190c0de-0000-7000-8000-000000000002.webp';

/** A tiny S3: checks every signature (header or presigned), keeps objects in memory, answers like S3. */
const objects = new Map<string, { data: Buffer; contentType: string }>();
const refusals: string[] = [];
const readBody = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};
const server = createServer(async (request, response) => {
  const url = new URL(request.url ?? '/', `http://${request.headers.host}`);
  const headers = Object.fromEntries(
    Object.entries(request.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(',') : value]),
  );
  const body = await readBody(request);
  const method = request.method ?? 'GET';
  const presigned = url.searchParams.has('X-Amz-Signature');
  const valid = presigned
    ? verifyPresignedUrl({ method, url, host: request.headers.host ?? '', credentials, scope, now: clock.now() })
    : verifySignedRequest({ method, url, headers, credentials, scope }) &&
      headers['x-amz-content-sha256'] === sha256Hex(body);
  if (!valid) {
    refusals.push(`${method} ${url.pathname}`);
    response.writeHead(403).end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
    return;
  }
  const objectKey = url.pathname;
  const stored = objects.get(objectKey);
  if (method === 'PUT') {
    objects.set(objectKey, { data: body, contentType: headers['content-type'] ?? '' });
    response.writeHead(200).end();
  } else if (method === 'DELETE') {
    objects.delete(objectKey);
    response.writeHead(204).end();
  } else if (!stored) response.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
  else if (method === 'HEAD') response.writeHead(200, { 'content-length': stored.data.length }).end();
  else response.writeHead(200, { 'content-type': stored.contentType }).end(stored.data);
});
let endpoint = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const store = (overrides: { secretAccessKey?: string } = {}) =>
  createS3BlobStore({
    endpoint,
    region: scope.region,
    bucket: 'worktrail-files',
    credentials: { ...credentials, ...overrides },
    forcePathStyle: true,
    clock,
  });

describe('the S3 blob store, over real HTTP to a signature-checking server', () => {
  it('puts, heads, streams, replaces and deletes an object, every call signed', async () => {
    const blobs = store();
    expect(await blobs.exists(key)).toBe(false);
    expect(await blobs.get(key)).toBeUndefined();
    await blobs.put({ key, data: Buffer.from('first'), contentType: 'image/webp' });
    await blobs.put({ key, data: Buffer.from('second'), contentType: 'image/webp' });
    expect(objects.get(`/worktrail-files/${key}`)).toMatchObject({ contentType: 'image/webp' });
    expect(await blobs.exists(key)).toBe(true);
    const stream = await blobs.get(key);
    expect(stream && (await text(stream))).toBe('second');
    await blobs.delete(key);
    await blobs.delete(key);
    expect(await blobs.exists(key)).toBe(false);
    expect(refusals).toEqual([]);
  });

  it('fails loudly when the store refuses the signature (a wrong secret)', async () => {
    const wrong = store({ secretAccessKey: 'not-the-secret' });
    await expect(wrong.put({ key, data: Buffer.from('x'), contentType: 'image/webp' })).rejects.toThrow(/403/);
    expect(objects.has(`/worktrail-files/${key}`)).toBe(false);
  });

  it('presigns a GET that works until it expires and not for another key', async () => {
    const blobs = store();
    await blobs.put({ key, data: Buffer.from('picture'), contentType: 'image/webp' });
    const url = blobs.presignGet(key, 300);
    const fetched = await fetch(url);
    expect(fetched.status).toBe(200);
    expect(await fetched.text()).toBe('picture');
    const otherKey = url.replace('000000000002.webp', '000000000003.webp');
    expect((await fetch(otherKey)).status).toBe(403);
    clock.advance(301_000);
    expect((await fetch(url)).status).toBe(403);
  });

  it('refuses a key it did not generate before sending anything', async () => {
    await expect(store().get('../../etc/passwd')).rejects.toThrow(/not a blob key/);
  });

  it('addresses virtual-hosted buckets as bucket.endpoint', () => {
    const virtual = createS3BlobStore({
      endpoint: 'https://s3.eu-central-1.amazonaws.com',
      region: 'eu-central-1',
      bucket: 'my-bucket',
      credentials,
      forcePathStyle: false,
      clock,
    });
    expect(new URL(virtual.presignGet(key, 60)).host).toBe('my-bucket.s3.eu-central-1.amazonaws.com');
  });
});
