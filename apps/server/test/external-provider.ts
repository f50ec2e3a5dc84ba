import { createServer } from 'node:http';
import { exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';

/**
 * A second, real OpenID Connect provider on a loopback port, standing in for Keycloak, Entra ID or
 * Auth0: it publishes discovery and its keys over HTTP and mints JWT access tokens for chosen users.
 */
export async function startExternalProvider({ audience }: { audience: string }) {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid: 'external-key-1', alg: 'RS256', use: 'sig' };
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const issuer = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const claimsOf = new Map<string, Record<string, unknown>>();
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: 'external-spa',
        token_endpoint_auth_method: 'none',
        redirect_uris: ['http://localhost:3000/signin-callback'],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    jwks: { keys: [jwk] } as never,
    features: { devInteractions: { enabled: false } },
    extraTokenClaims: (_ctx, token) => claimsOf.get(('accountId' in token && token.accountId) || '') ?? {},
  });
  server.on('request', provider.callback());

  return {
    issuer,
    /** A signed access token of this provider for `subject`, with the given claims. */
    issueAccessToken: async ({
      subject,
      claims,
      audience: tokenAudience = audience,
    }: {
      subject: string;
      claims: Record<string, unknown>;
      audience?: string;
    }) => {
      claimsOf.set(subject, claims);
      const client = await provider.Client.find('external-spa');
      if (!client) throw new Error('the external client is not registered');
      const resourceServer = new provider.ResourceServer(tokenAudience, {
        scope: 'openid',
        audience: tokenAudience,
        accessTokenFormat: 'jwt',
        accessTokenTTL: 600,
        jwt: { sign: { alg: 'RS256' } },
      });
      const token = new provider.AccessToken({
        accountId: subject,
        client,
        scope: 'openid',
        resourceServer,
        gty: 'authorization_code',
        grantId: `grant-${subject}`,
      });
      return token.save();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
