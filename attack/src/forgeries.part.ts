import { createPublicKey, type JsonWebKey } from 'node:crypto';
import {
  decodeJwt,
  decodeProtectedHeader,
  exportJWK,
  generateKeyPair,
  importJWK,
  type JWK,
  type JWTPayload,
  SignJWT,
} from 'jose';
import { Browser } from './browser.ts';
import { ownerEmail } from './constants.ts';
import { type Answer, jsonOf, send } from './http.ts';
import { Findings, type PartResult } from './report.ts';
import { bearer, refresh, signIn, signOut } from './sign-in.ts';
import type { Target } from './target.ts';

/** Routes every forgery is tried on: one that needs only a user, one that loads the membership. */
const probes = ['/api/app/user/me', '/api/v1/Member/GetMemberInTenant'];

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** The public key as the PEM text an attacker downloads and feeds to HMAC. */
const publicPem = (jwk: JWK) =>
  String(createPublicKey({ key: jwk as JsonWebKey, format: 'jwk' }).export({ type: 'spki', format: 'pem' }));

type Forgery = { kind: string; token: () => Promise<string> };

/** Tokens that must not work: each differs from a real one in one way an attacker can choose. */
function forgeriesOf({ real, signingKey }: { real: string; signingKey: JWK }): Forgery[] {
  const header = decodeProtectedHeader(real);
  const claims = decodeJwt(real);
  const now = Math.floor(Date.now() / 1000);
  const publicJwk: JWK = { kty: signingKey.kty, n: signingKey.n, e: signingKey.e };
  const withServerKey = async (payload: JWTPayload, protectedHeader: Record<string, unknown> = header) =>
    new SignJWT(payload)
      .setProtectedHeader({ ...protectedHeader, alg: 'RS256' })
      .sign(await importJWK(signingKey, 'RS256'));
  const foreign = generateKeyPair('RS256', { extractable: true });
  const withSecret = async (secret: Uint8Array) =>
    new SignJWT(claims).setProtectedHeader({ ...header, alg: 'HS256' }).sign(secret);
  const [head, body, signature] = real.split('.');
  return [
    { kind: 'alg none', token: async () => `${b64({ ...header, alg: 'none' })}.${b64(claims)}.` },
    { kind: 'alg none, signature kept', token: async () => `${b64({ ...header, alg: 'none' })}.${body}.${signature}` },
    {
      kind: 'HS256 keyed with the public JWK (key confusion)',
      token: () => withSecret(Buffer.from(JSON.stringify(publicJwk))),
    },
    {
      kind: 'HS256 keyed with the public PEM (key confusion)',
      token: () => withSecret(Buffer.from(publicPem(publicJwk))),
    },
    {
      kind: 'foreign RSA key, same kid',
      token: async () =>
        new SignJWT(claims).setProtectedHeader(header as { alg: string }).sign((await foreign).privateKey),
    },
    {
      kind: 'foreign RSA key embedded as jwk header',
      token: async () => {
        const key = await foreign;
        return new SignJWT(claims)
          .setProtectedHeader({ ...header, alg: 'RS256', jwk: await exportJWK(key.publicKey) } as { alg: string })
          .sign(key.privateKey);
      },
    },
    { kind: 'unknown kid', token: () => withServerKey(claims, { ...header, kid: 'attacker-kid' }) },
    { kind: 'wrong audience', token: () => withServerKey({ ...claims, aud: 'urn:attacker:api' }) },
    { kind: 'wrong issuer', token: () => withServerKey({ ...claims, iss: 'https://attacker.example' }) },
    { kind: 'expired', token: () => withServerKey({ ...claims, iat: now - 7200, exp: now - 3600 }) },
    { kind: 'not yet valid', token: () => withServerKey({ ...claims, nbf: now + 3600, exp: now + 7200 }) },
    { kind: 'typ JWT instead of at+jwt', token: () => withServerKey(claims, { ...header, typ: 'JWT' }) },
    { kind: 'typ missing', token: () => withServerKey(claims, { alg: 'RS256', kid: header.kid }) },
    {
      kind: 'payload tampered (tenant)',
      token: async () => `${head}.${b64({ ...claims, tenantid: '00000000-0000-7000-8000-000000000000' })}.${signature}`,
    },
    {
      kind: 'payload tampered (subject)',
      token: async () => `${head}.${b64({ ...claims, sub: 'attacker' })}.${signature}`,
    },
    { kind: 'signature cut', token: async () => `${head}.${body}.${signature?.slice(0, 20)}` },
    { kind: 'garbage', token: async () => 'not-a-token' },
  ];
}

const isUnauthenticated = (answer: Answer) =>
  answer.status === 401 && (jsonOf(answer) as { code?: string } | undefined)?.code === 'UNAUTHENTICATED';

/**
 * Part 3: forged and revoked access tokens against authenticated routes; each must get 401. Forgeries that
 * need the server's own key (wrong audience, issuer, expiry, typ) are signed with it, so only that one thing
 * is wrong. Revocation (F5): the token of a browser that signed out, and tokens of a grant whose refresh
 * token was reused.
 */
export async function forgeriesPart({ target }: { target: Target }): Promise<PartResult> {
  const failures = new Findings();
  const notes: string[] = [];
  let checks = 0;
  const expect401 = async (kind: string, token: string, headerValue = `Bearer ${token}`) => {
    for (const path of probes) {
      const answer = await send({
        method: 'GET',
        url: `${target.url}${path}`,
        headers: { authorization: headerValue },
      });
      checks += 1;
      if (!isUnauthenticated(answer))
        failures.add({ where: `GET ${path}`, kind, outcome: `${answer.status || answer.error}` });
    }
  };

  const browser = new Browser(target.url);
  const real = await signIn(browser, { email: ownerEmail });
  for (const path of probes) {
    const answer = await send({ method: 'GET', url: `${target.url}${path}`, headers: bearer(real.access_token) });
    if (answer.status !== 200) {
      return {
        name: 'forgeries',
        passed: false,
        figures: `the real token got ${answer.status} on ${path}`,
        failures: [],
      };
    }
  }
  const forgeries = forgeriesOf({ real: real.access_token, signingKey: target.server.signingKey });
  for (const forgery of forgeries) await expect401(forgery.kind, await forgery.token());
  await expect401('Basic scheme with the real token', real.access_token, `Basic ${real.access_token}`);
  await expect401('bearer with two tokens', real.access_token, `Bearer ${real.access_token} ${real.access_token}`);

  // F5: revoked sign-ins. A browser signs out; its access token must stop working at once.
  const leaving = new Browser(target.url);
  const left = await signIn(leaving, { email: ownerEmail });
  await signOut(leaving, { idToken: left.id_token });
  await expect401('access token after sign-out', left.access_token);

  // A refresh token used twice: the provider revokes the grant, and with it every access token of that grant.
  const stolen = await signIn(new Browser(target.url), { email: ownerEmail });
  const rotated = await refresh(target.url, stolen.refresh_token ?? '');
  const next = jsonOf(rotated) as { access_token?: string; refresh_token?: string } | undefined;
  if (rotated.status !== 200 || !next?.access_token) notes.push(`the first refresh answered ${rotated.status}`);
  const reuse = await refresh(target.url, stolen.refresh_token ?? '');
  if (reuse.status === 200)
    failures.add({
      where: 'POST /connect/token',
      kind: 'refresh token reused',
      outcome: '200: a second set of tokens',
    });
  await expect401('access token from before a refresh-token reuse', stolen.access_token);
  if (next?.access_token) await expect401('access token from the refresh, after the reuse', next.access_token);
  if (next?.refresh_token) {
    const after = await refresh(target.url, next.refresh_token);
    if (after.status === 200)
      failures.add({ where: 'POST /connect/token', kind: 'rotated refresh token after a reuse', outcome: '200' });
  }

  // The untouched first sign-in still works: the server did not simply refuse everyone.
  const still = await send({ method: 'GET', url: `${target.url}${probes[0]}`, headers: bearer(real.access_token) });
  if (still.status !== 200)
    failures.add({ where: `GET ${probes[0]}`, kind: 'the real, untouched token', outcome: `${still.status}` });

  return {
    name: 'forgeries',
    passed: failures.count === 0,
    figures: `${forgeries.length + 5} forged or revoked tokens × ${probes.length} routes = ${checks} requests, ${failures.count} not refused with 401`,
    failures: failures.examples(),
    allFailures: failures.lines(),
    notes,
  };
}
