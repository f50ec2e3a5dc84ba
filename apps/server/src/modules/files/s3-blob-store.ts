import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { Clock } from '../../clock.ts';
import { assertBlobKey, type BlobStore } from './blob-store.ts';
import { type Credentials, emptyPayloadHash, encodeRfc3986, presignUrl, sha256Hex, signRequest } from './sigv4.ts';

export type S3Options = {
  /** e.g. `https://s3.eu-central-1.amazonaws.com`, or a MinIO / R2 / Ceph endpoint. */
  endpoint: string;
  region: string;
  bucket: string;
  credentials: Credentials;
  /** `https://endpoint/bucket/key` rather than `https://bucket.endpoint/key` (MinIO and most self-hosted stores). */
  forcePathStyle: boolean;
  clock: Clock;
  fetch?: typeof fetch;
};

export type S3BlobStore = BlobStore & {
  /** A presigned GET URL of `key`, valid for `seconds`. */
  presignGet: (key: string, seconds: number) => string;
};

/** Failure of an S3 call that is not an expected "not there". */
export class S3Error extends Error {}

/**
 * The S3 driver (ARCHITECTURE §6): PUT, GET (streamed), DELETE and HEAD of objects signed with SigV4, and
 * presigned GET URLs, with nothing but node:crypto and fetch. Works with AWS S3 and S3-compatible stores.
 */
export function createS3BlobStore(options: S3Options): S3BlobStore {
  const { region, bucket, credentials, forcePathStyle, clock } = options;
  const doFetch = options.fetch ?? fetch;
  const endpoint = new URL(options.endpoint);
  const scope = { region, service: 's3' };
  const urlOf = (key: string) => {
    assertBlobKey(key);
    const path = key.split('/').map(encodeRfc3986).join('/');
    const base = endpoint.pathname.replace(/\/+$/, '');
    return forcePathStyle
      ? new URL(`${endpoint.protocol}//${endpoint.host}${base}/${encodeRfc3986(bucket)}/${path}`)
      : new URL(`${endpoint.protocol}//${bucket}.${endpoint.host}${base}/${path}`);
  };
  const send = async (method: string, key: string, body?: Buffer, contentType?: string) => {
    const url = urlOf(key);
    const payloadHash = body ? sha256Hex(body) : emptyPayloadHash;
    const headers = signRequest({
      method,
      url,
      headers: {
        'x-amz-content-sha256': payloadHash,
        ...(contentType ? { 'content-type': contentType } : {}),
      },
      payloadHash,
      credentials,
      scope,
      date: clock.now(),
    });
    // fetch sets Host itself, from the URL, to the value that was signed.
    const { host: _host, ...sent } = headers;
    return doFetch(url, { method, headers: sent, ...(body ? { body: new Uint8Array(body) } : {}) });
  };
  const fail = async (what: string, response: Response) => {
    const detail = (await response.text().catch(() => '')).slice(0, 300);
    return new S3Error(`S3 ${what} answered ${response.status}: ${detail}`);
  };

  return {
    async put({ key, data, contentType }) {
      const response = await send('PUT', key, data, contentType);
      if (!response.ok) throw await fail(`PUT ${key}`, response);
      await response.body?.cancel();
    },
    async get(key) {
      const response = await send('GET', key);
      if (response.status === 404) {
        await response.body?.cancel();
        return undefined;
      }
      if (!response.ok || !response.body) throw await fail(`GET ${key}`, response);
      return Readable.fromWeb(response.body as WebReadableStream<Uint8Array>);
    },
    async delete(key) {
      const response = await send('DELETE', key);
      if (!response.ok && response.status !== 404) throw await fail(`DELETE ${key}`, response);
      await response.body?.cancel();
    },
    async exists(key) {
      const response = await send('HEAD', key);
      await response.body?.cancel();
      if (response.status === 404) return false;
      if (!response.ok) throw new S3Error(`S3 HEAD ${key} answered ${response.status}`);
      return true;
    },
    presignGet(key, seconds) {
      return presignUrl({
        method: 'GET',
        url: urlOf(key),
        credentials,
        scope,
        date: clock.now(),
        expiresSeconds: seconds,
      }).toString();
    },
  };
}
