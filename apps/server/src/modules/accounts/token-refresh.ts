import { serverMessages, type TokenResult, tokenResult, webClient } from '@worktrail/contract';
import type { FastifyInstance } from 'fastify';
import { unauthenticated } from '../../http/errors.ts';

/**
 * Spec §7's `Auth/RefreshToken`: hands the refresh token to the embedded provider's own token endpoint
 * (so rotation and reuse detection stay the provider's), as the caller and under the caller's address.
 */
export async function refreshAtProvider({
  app,
  refreshToken,
  remoteAddress,
  requestId,
}: {
  app: FastifyInstance;
  refreshToken: string;
  remoteAddress: string;
  requestId: string;
}): Promise<TokenResult> {
  const response = await app.inject({
    method: 'POST',
    url: '/connect/token',
    remoteAddress,
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-request-id': requestId },
    payload: new URLSearchParams({
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: webClient.clientId,
    }).toString(),
  });
  const parsed = response.statusCode === 200 ? tokenResult.safeParse(response.json()) : undefined;
  if (!parsed?.success) throw unauthenticated(serverMessages.sessionExpired);
  return parsed.data;
}
