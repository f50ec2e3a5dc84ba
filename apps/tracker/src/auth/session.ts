import { trackerClient } from '@worktrail/contract';
import * as client from 'openid-client';
import { OfflineError, SignedOutError } from '../errors.ts';
import { agentFetch } from '../user-agent.ts';
import type { CredentialStore } from './credentials.ts';

export { SignedOutError };

/** Discovers the server's provider; the issuer is the server's public URL. Plain http only for local servers. */
export async function discover(server: string) {
  const url = new URL(server);
  const insecure = url.protocol === 'http:';
  const config = await client.discovery(url, trackerClient.clientId, undefined, client.None(), {
    ...(insecure ? { execute: [client.allowInsecureRequests] } : {}),
    timeout: 15,
    [client.customFetch]: agentFetch as client.CustomFetch,
  });
  config[client.customFetch] = agentFetch as client.CustomFetch;
  return config;
}

export type DeviceCode = { userCode: string; verificationUri: string; verificationUriComplete: string | undefined };

/** The device authorization grant: asks for a code, lets the caller show it, polls until approved. */
export async function deviceLogin({
  config,
  store,
  onCode,
  signal,
}: {
  config: client.Configuration;
  store: CredentialStore;
  onCode: (code: DeviceCode) => void;
  signal?: AbortSignal;
}) {
  const device = await client.initiateDeviceAuthorization(config, { scope: trackerClient.scope });
  onCode({
    userCode: device.user_code,
    verificationUri: device.verification_uri,
    verificationUriComplete: device.verification_uri_complete,
  });
  const tokens = await client.pollDeviceAuthorizationGrant(config, device, undefined, { signal });
  if (!tokens.refresh_token) throw new Error('the server gave no refresh token (offline_access)');
  await store.write(tokens.refresh_token);
  const claims = tokens.claims();
  const name = typeof claims?.name === 'string' ? claims.name : '';
  const email = typeof claims?.email === 'string' ? claims.email : '';
  return { member: { name, email }, accessToken: tokens.access_token };
}

const isInvalidGrant = (error: unknown) =>
  error instanceof client.ResponseBodyError && (error.error === 'invalid_grant' || error.error === 'invalid_client');

/**
 * Access tokens for the API, renewed with the refresh token. Rotation: the new refresh token is stored before
 * the new access token is used, so a crash in between never leaves only a spent token behind.
 */
export class TokenSource {
  private accessToken: string | undefined;
  private expiresAt = 0;
  private pending: Promise<string> | undefined;
  private config: client.Configuration | undefined;
  private readonly server: string;
  private readonly store: CredentialStore;
  private readonly now: () => number;

  constructor({ server, store, now }: { server: string; store: CredentialStore; now: () => number }) {
    this.server = server;
    this.store = store;
    this.now = now;
  }

  /** A valid access token; throws SignedOutError when the grant is gone. Concurrent callers share one refresh. */
  token(): Promise<string> {
    if (this.accessToken && this.now() < this.expiresAt - 30_000) return Promise.resolve(this.accessToken);
    this.pending ??= this.refresh().finally(() => {
      this.pending = undefined;
    });
    return this.pending;
  }

  /** Drops the cached access token so that the next call refreshes (after a 401). */
  invalidate() {
    this.accessToken = undefined;
  }

  private async refresh() {
    const refreshToken = await this.store.read();
    if (!refreshToken) throw new SignedOutError('signedOut', 'not signed in');
    try {
      // Discovered lazily, so the agent starts (and records) while the server cannot be reached.
      this.config ??= await discover(this.server);
      const tokens = await client.refreshTokenGrant(this.config, refreshToken);
      if (tokens.refresh_token) await this.store.write(tokens.refresh_token);
      this.accessToken = tokens.access_token;
      this.expiresAt = this.now() + (tokens.expires_in ?? 300) * 1000;
      return tokens.access_token;
    } catch (error) {
      if (isInvalidGrant(error)) throw new SignedOutError('grantRevoked', 'the sign-in was revoked');
      if (error instanceof client.ResponseBodyError) throw error;
      throw new OfflineError((error as Error).message);
    }
  }
}

/** Revokes the refresh token at the server when it can (best effort), then forgets it locally. */
export async function signOut({ server, store }: { server: string | undefined; store: CredentialStore }) {
  const refreshToken = await store.read();
  let revoked = false;
  if (server && refreshToken) {
    try {
      const config = await discover(server);
      if (config.serverMetadata().revocation_endpoint) {
        await client.tokenRevocation(config, refreshToken, { token_type_hint: 'refresh_token' });
        revoked = true;
      }
    } catch {
      // Offline or the server is gone: the local copy is deleted anyway; the person can disconnect it in the portal.
    }
  }
  await store.remove();
  return { revoked };
}
