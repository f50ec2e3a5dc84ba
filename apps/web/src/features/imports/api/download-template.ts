import { type ImportFormat, type ImportKind, importEndpoints } from '@worktrail/contract';
import { refreshAccessToken } from '../../../shared/api/api-client.ts';
import { buildRequest } from '../../../shared/api/build-request.ts';
import { readEnvelope } from '../../../shared/api/read-envelope.ts';
import { isAccessTokenExpired } from '../../../shared/auth/access-token.ts';
import { readStoredSession } from '../../../shared/auth/stored-session.ts';

const { template } = importEndpoints;

/** Downloads an import template (a file, not an envelope) with the bearer token, and saves it. */
export async function downloadTemplate({ kind, format }: { kind: ImportKind; format: ImportFormat }) {
  let token = readStoredSession()?.accessToken ?? null;
  if (token && isAccessTokenExpired(token, Date.now())) token = await refreshAccessToken(token);
  const [url, init] = buildRequest(
    template.path,
    { method: template.method, query: { kind, format } },
    token ?? undefined,
  );
  const response = await fetch(url, init);
  if (!response.ok) await readEnvelope(response);
  const blob = await response.blob();
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = `${kind}-import-template.${format}`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
}
