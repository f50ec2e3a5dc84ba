import { createRemoteJWKSet, type JWTPayload, jwtVerify } from 'jose';
import { z } from 'zod';
import type { Clock } from '../../clock.ts';
import type { GoogleConfig } from '../../config.ts';
import { matches, type PendingLogin, pkceChallenge } from './federation-state.ts';

/** An upstream sign-in that did not work out (cancelled, refused, forged): the browser returns to the login screen. */
export class FederationFailure extends Error {}

/** What the upstream provider vouches for about the person, once its ID token is verified. */
export type FederatedProfile = {
  issuer: string;
  subject: string;
  email: string;
  /** Whether the provider vouches for the address; only then may a local account with it be linked. */
  emailVerified: boolean;
  givenName: string;
  familyName: string;
};

const discoveryDocument = z.object({
  issuer: z.string(),
  authorization_endpoint: z.url(),
  token_endpoint: z.url(),
  jwks_uri: z.url(),
});
const tokenResponse = z.object({ id_token: z.string() });

type Upstream = z.infer<typeof discoveryDocument> & { keys: ReturnType<typeof createRemoteJWKSet> };

// An upstream that hangs must not hold the browser (or a server connection) forever.
const timeout = () => AbortSignal.timeout(10_000);
const text = (payload: JWTPayload, claim: string) =>
  typeof payload[claim] === 'string' ? (payload[claim] as string) : undefined;

async function discover(issuer: string): Promise<Upstream> {
  const response = await fetch(`${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`, {
    signal: timeout(),
  });
  if (!response.ok) throw new Error(`discovery of ${issuer} answered ${response.status}`);
  const document = discoveryDocument.parse(await response.json());
  // OpenID Connect Discovery §4.3: a document for another issuer is not to be trusted.
  if (document.issuer !== issuer) throw new Error(`discovery of ${issuer} names issuer ${document.issuer}`);
  return { ...document, keys: createRemoteJWKSet(new URL(document.jwks_uri)) };
}

/**
 * Google (or any OpenID Connect provider) as an upstream of the login interaction: discovery (cached),
 * the authorization request (code + PKCE S256, state, nonce), the code exchange and ID token verification.
 */
export function createUpstream({
  upstream,
  redirectUri,
  clock,
}: {
  upstream: GoogleConfig;
  redirectUri: string;
  clock: Clock;
}) {
  let discovered: Promise<Upstream> | undefined;
  const metadata = () => {
    discovered ??= discover(upstream.issuer).catch((error: unknown) => {
      // Not cached, so the next sign-in tries again once the upstream is back.
      discovered = undefined;
      throw error;
    });
    return discovered;
  };

  async function exchangeCode({ code, verifier }: { code: string; verifier: string }): Promise<string> {
    const response = await fetch((await metadata()).token_endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        client_id: upstream.clientId,
        client_secret: upstream.clientSecret,
        code_verifier: verifier,
      }),
      signal: timeout(),
    });
    if (!response.ok) throw new FederationFailure(`the upstream token endpoint answered ${response.status}`);
    const parsed = tokenResponse.safeParse(await response.json());
    if (!parsed.success) throw new FederationFailure('the upstream token response has no ID token');
    return parsed.data.id_token;
  }

  async function verifyIdToken({ idToken, nonce }: { idToken: string; nonce: string }): Promise<JWTPayload> {
    const { issuer, keys } = await metadata();
    // Google documents both forms of `iss` in its ID tokens.
    const issuers = issuer === 'https://accounts.google.com' ? [issuer, 'accounts.google.com'] : [issuer];
    const { payload } = await jwtVerify(idToken, keys, {
      issuer: issuers,
      audience: upstream.clientId,
      currentDate: clock.now(),
      requiredClaims: ['sub', 'exp', 'iat'],
    }).catch((error: unknown) => {
      throw new FederationFailure(`the upstream ID token was refused: ${(error as Error).message}`);
    });
    if (!matches(text(payload, 'nonce'), nonce)) throw new FederationFailure('the ID token nonce does not match');
    if (Array.isArray(payload.aud) && payload.aud.length > 1 && payload.azp !== upstream.clientId) {
      throw new FederationFailure('the ID token was issued to another party');
    }
    return payload;
  }

  return {
    issuer: upstream.issuer,

    /** Where to send the browser to sign in upstream for this pending login. */
    async authorizationUrl(pending: PendingLogin): Promise<string> {
      const url = new URL((await metadata()).authorization_endpoint);
      for (const [name, value] of Object.entries({
        response_type: 'code',
        client_id: upstream.clientId,
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        state: pending.state,
        nonce: pending.nonce,
        code_challenge: pkceChallenge(pending.verifier),
        code_challenge_method: 'S256',
        prompt: 'select_account',
      }))
        url.searchParams.set(name, value);
      return url.toString();
    },

    /** Exchanges the callback's code and returns the person, if the upstream vouches for their e-mail address. */
    async verifiedProfile({ code, pending }: { code: string; pending: PendingLogin }): Promise<FederatedProfile> {
      const idToken = await exchangeCode({ code, verifier: pending.verifier });
      const payload = await verifyIdToken({ idToken, nonce: pending.nonce });
      const email = text(payload, 'email');
      if (!payload.sub) throw new FederationFailure('the ID token names no subject');
      // Linking or creating an account by e-mail is safe only for an address the upstream has verified.
      if (!email || payload.email_verified !== true) throw new FederationFailure('the upstream e-mail is not verified');
      return {
        issuer: upstream.issuer,
        subject: payload.sub,
        email,
        emailVerified: true,
        givenName: text(payload, 'given_name') ?? '',
        familyName: text(payload, 'family_name') ?? '',
      };
    },
  };
}
