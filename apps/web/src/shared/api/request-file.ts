import type { Endpoint } from '@worktrail/contract';
import { isAccessTokenExpired } from '../auth/access-token.ts';
import { readStoredSession } from '../auth/stored-session.ts';
import { refreshAccessToken } from './api-client.ts';
import { buildRequest, type RequestOptions } from './build-request.ts';
import { readEnvelope } from './read-envelope.ts';

/**
 * Sends a catalogued call whose success is a file rather than the JSON envelope, which the one client cannot
 * unwrap: the same bearer token, renewed first when expired and once more on a 401 (§7). A failure throws the
 * envelope's ApiError; a success (200 file or 202 envelope) is returned as it came.
 */
export async function requestFile(endpoint: Endpoint, query: RequestOptions['query']): Promise<Response> {
  const send = (token: string | null) => {
    const [url, init] = buildRequest(endpoint.path, { method: endpoint.method, query }, token ?? undefined);
    // The file types first; a refusal (or a 202) still comes as the JSON envelope.
    const headers = new Headers(init.headers);
    headers.set('Accept', [...(endpoint.produces ?? []), 'application/json'].join(', '));
    return fetch(url, { ...init, headers });
  };
  let token = readStoredSession()?.accessToken ?? null;
  if (token && isAccessTokenExpired(token, Date.now())) token = await refreshAccessToken(token);
  let response = await send(token);
  if (response.status === 401 && token) {
    const renewed = await refreshAccessToken(token);
    if (renewed) response = await send(renewed);
  }
  if (!response.ok) await readEnvelope(response);
  return response;
}

/** The file name a `Content-Disposition` header gives (the UTF-8 `filename*` first), else the fallback. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const encoded = /filename\*\s*=\s*[\w-]+'[^']*'([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim().replace(/^"|"$/g, ''));
    } catch {
      // A malformed encoding: the plain name below still names the file.
    }
  }
  return /filename\s*=\s*"?([^";]+)"?/i.exec(disposition)?.[1]?.trim() || fallback;
}

/** Hands a downloaded file to the browser under its name. */
export function saveFile(blob: Blob, fileName: string): void {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled; the object URL only holds memory after that.
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
}
