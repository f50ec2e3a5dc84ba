import { createHash, createHmac } from 'node:crypto';

/** AWS Signature Version 4 (the S3 flavour: paths are not normalised, payloads may be unsigned). */
export type Credentials = { accessKeyId: string; secretAccessKey: string };
export type SigningScope = { region: string; service: string };

export const emptyPayloadHash = createHash('sha256').update('').digest('hex');
export const unsignedPayload = 'UNSIGNED-PAYLOAD';

export const sha256Hex = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();

/** RFC 3986 percent-encoding, as SigV4 wants it (every byte but unreserved characters). */
export const encodeRfc3986 = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** `20150830T123600Z` */
export const amzDate = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

function canonicalQuery(params: URLSearchParams): string {
  return [...params]
    .map(([name, value]) => [encodeRfc3986(name), encodeRfc3986(value)] as const)
    .sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

function canonicalHeaders(headers: Record<string, string>) {
  const entries = Object.entries(headers)
    .map(([name, value]) => [name.toLowerCase(), value.trim().replace(/\s+/g, ' ')] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return {
    text: entries.map(([name, value]) => `${name}:${value}\n`).join(''),
    signed: entries.map(([name]) => name).join(';'),
  };
}

function signingKey(secret: string, day: string, { region, service }: SigningScope) {
  return hmac(hmac(hmac(hmac(`AWS4${secret}`, day), region), service), 'aws4_request');
}

/** The signature of one canonical request; shared by header signing and query presigning. */
function signature({
  method,
  url,
  headers,
  payloadHash,
  secretAccessKey,
  scope,
  date,
}: {
  method: string;
  url: URL;
  headers: Record<string, string>;
  payloadHash: string;
  secretAccessKey: string;
  scope: SigningScope;
  date: Date;
}) {
  const stamp = amzDate(date);
  const day = stamp.slice(0, 8);
  const { text, signed } = canonicalHeaders(headers);
  const canonicalRequest = [
    method,
    url.pathname || '/',
    canonicalQuery(url.searchParams),
    text,
    signed,
    payloadHash,
  ].join('\n');
  const credentialScope = `${day}/${scope.region}/${scope.service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', stamp, credentialScope, sha256Hex(canonicalRequest)].join('\n');
  return {
    signature: createHmac('sha256', signingKey(secretAccessKey, day, scope))
      .update(stringToSign)
      .digest('hex'),
    signedHeaders: signed,
    credentialScope,
  };
}

/**
 * Signs a request with the Authorization header: returns every header to send (the given ones, `host`,
 * `x-amz-date` and `authorization`). `payloadHash` is the hex SHA-256 of the body, or `UNSIGNED-PAYLOAD`.
 */
export function signRequest({
  method,
  url,
  headers = {},
  payloadHash = emptyPayloadHash,
  credentials,
  scope,
  date,
}: {
  method: string;
  url: URL;
  headers?: Record<string, string>;
  payloadHash?: string;
  credentials: Credentials;
  scope: SigningScope;
  date: Date;
}): Record<string, string> {
  const all: Record<string, string> = { ...headers, host: url.host, 'x-amz-date': amzDate(date) };
  const signed = signature({
    method,
    url,
    headers: all,
    payloadHash,
    secretAccessKey: credentials.secretAccessKey,
    scope,
    date,
  });
  return {
    ...all,
    authorization:
      `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${signed.credentialScope}, ` +
      `SignedHeaders=${signed.signedHeaders}, Signature=${signed.signature}`,
  };
}

/** A presigned URL (query-string authentication) for `method` on `url`, valid `expiresSeconds` from `date`. */
export function presignUrl({
  method,
  url,
  credentials,
  scope,
  date,
  expiresSeconds,
}: {
  method: string;
  url: URL;
  credentials: Credentials;
  scope: SigningScope;
  date: Date;
  expiresSeconds: number;
}): URL {
  const presigned = new URL(url);
  const day = amzDate(date).slice(0, 8);
  presigned.searchParams.set('X-Amz-Algorithm', 'AWS4-HMAC-SHA256');
  presigned.searchParams.set(
    'X-Amz-Credential',
    `${credentials.accessKeyId}/${day}/${scope.region}/${scope.service}/aws4_request`,
  );
  presigned.searchParams.set('X-Amz-Date', amzDate(date));
  presigned.searchParams.set('X-Amz-Expires', String(expiresSeconds));
  presigned.searchParams.set('X-Amz-SignedHeaders', 'host');
  const { signature: value } = signature({
    method,
    url: presigned,
    headers: { host: url.host },
    payloadHash: unsignedPayload,
    secretAccessKey: credentials.secretAccessKey,
    scope,
    date,
  });
  presigned.searchParams.set('X-Amz-Signature', value);
  return presigned;
}

/**
 * Checks a request signed with the Authorization header, as a server would (used by the in-test S3 server):
 * recomputes the signature from the method, URL and the headers it names.
 */
export function verifySignedRequest({
  method,
  url,
  headers,
  credentials,
  scope,
}: {
  method: string;
  url: URL;
  headers: Record<string, string | undefined>;
  credentials: Credentials;
  scope: SigningScope;
}): boolean {
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/[^,]+, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
      headers.authorization ?? '',
    );
  const stamp = headers['x-amz-date'] ?? '';
  if (!match || match[1] !== credentials.accessKeyId || !/^\d{8}T\d{6}Z$/.test(stamp)) return false;
  const date = new Date(
    `${stamp.slice(0, 4)}-${stamp.slice(4, 6)}-${stamp.slice(6, 8)}T${stamp.slice(9, 11)}:${stamp.slice(11, 13)}:${stamp.slice(13, 15)}Z`,
  );
  const named = (match[3] ?? '').split(';');
  const signedHeaders = Object.fromEntries(named.map((name) => [name, headers[name] ?? '']));
  const expected = signature({
    method,
    url,
    headers: signedHeaders,
    payloadHash: headers['x-amz-content-sha256'] ?? emptyPayloadHash,
    secretAccessKey: credentials.secretAccessKey,
    scope,
    date,
  });
  return expected.signature === match[4];
}

/** Checks a presigned URL (as a server would), including its expiry against `now`. */
export function verifyPresignedUrl({
  method,
  url,
  host,
  credentials,
  scope,
  now,
}: {
  method: string;
  url: URL;
  host: string;
  credentials: Credentials;
  scope: SigningScope;
  now: Date;
}): boolean {
  const stamp = url.searchParams.get('X-Amz-Date') ?? '';
  const given = url.searchParams.get('X-Amz-Signature');
  const expires = Number(url.searchParams.get('X-Amz-Expires'));
  if (!given || !/^\d{8}T\d{6}Z$/.test(stamp)) return false;
  const date = new Date(
    `${stamp.slice(0, 4)}-${stamp.slice(4, 6)}-${stamp.slice(6, 8)}T${stamp.slice(9, 11)}:${stamp.slice(11, 13)}:${stamp.slice(13, 15)}Z`,
  );
  if (now.getTime() > date.getTime() + expires * 1000) return false;
  const unsigned = new URL(url);
  unsigned.searchParams.delete('X-Amz-Signature');
  const expected = signature({
    method,
    url: unsigned,
    headers: { host },
    payloadHash: unsignedPayload,
    secretAccessKey: credentials.secretAccessKey,
    scope,
    date,
  });
  return expected.signature === given;
}
