import { decodeAccessToken, isAccessTokenExpired } from '../auth/access-token.ts';
import { i18n } from '../i18n/i18n.ts';
import { ApiError } from './api-error.ts';
import { buildRequest, type RequestOptions } from './build-request.ts';
import { readEnvelope } from './read-envelope.ts';

export type ApiClientDeps = {
  fetch: (input: string, init: RequestInit) => Promise<Response>;
  now: () => number;
  getAccessToken: () => string | null;
  /** Replaces the given refused or expired token; null when the session cannot be renewed. */
  refreshAccessToken: (failedToken: string) => Promise<string | null>;
  /** Logs out after the session is lost (§7, §8). */
  onUnauthenticated: () => void;
};

export type ApiClient = {
  /** Calls the product API with the bearer token and returns the envelope's `result`, or throws ApiError. */
  request: <T>(path: string, options?: RequestOptions) => Promise<T>;
};

/** The one HTTP client of spec §7: bearer token, refresh before expiry, one refresh-and-retry on 401. */
export function createApiClient(deps: ApiClientDeps): ApiClient {
  const signedOut = (): never => {
    deps.onUnauthenticated();
    throw new ApiError({ status: 401, code: 'UNAUTHENTICATED', message: i18n.t('auth.sessionEnded') });
  };

  const usableToken = async (): Promise<string> => {
    const token = deps.getAccessToken();
    if (!token || !decodeAccessToken(token)) return signedOut();
    if (!isAccessTokenExpired(token, deps.now())) return token;
    return (await deps.refreshAccessToken(token)) ?? signedOut();
  };

  const send = (path: string, options: RequestOptions, token: string) =>
    deps.fetch(...buildRequest(path, options, token));

  return {
    async request<T>(path: string, options: RequestOptions = {}): Promise<T> {
      const token = await usableToken();
      let response = await send(path, options, token);
      if (response.status === 401) {
        const renewed = (await deps.refreshAccessToken(token)) ?? signedOut();
        response = await send(path, options, renewed);
        if (response.status === 401) deps.onUnauthenticated();
      }
      return readEnvelope<T>(response);
    },
  };
}
