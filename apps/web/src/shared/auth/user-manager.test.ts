import { accountEndpoints } from '@worktrail/contract';
import type { UserManagerSettings } from 'oidc-client-ts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { failureResponse, okResponse, stubApi } from '../../test/api.ts';
import { makeAccessToken } from '../../test/tokens.ts';
import { readStoredSession } from './stored-session.ts';

const created: UserManagerSettings[] = [];

vi.mock('oidc-client-ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('oidc-client-ts')>()),
  UserManager: class {
    readonly settings: UserManagerSettings;
    constructor(settings: UserManagerSettings) {
      this.settings = settings;
      created.push(settings);
    }
  },
}));

const embedded = {
  inviteBanner: null,
  googleSignIn: false,
  localAccounts: true,
  identityProvider: null,
  legal: { termsUrl: '/legal/terms', privacyUrl: '/legal/privacy' },
};
const external = {
  ...embedded,
  localAccounts: false,
  identityProvider: { authority: 'https://id.example.org/realms/acme', clientId: 'acme-web', scope: 'openid email' },
};

// The manager is created once per page; each test gets a fresh module.
async function loadWith(config: unknown) {
  const fetch = stubApi({ [`GET ${accountEndpoints.publicConfig.path}`]: () => okResponse(config) });
  const { loadUserManager } = await import('./user-manager.ts');
  await loadUserManager();
  return { fetch, settings: created.at(-1) };
}

beforeEach(() => {
  vi.resetModules();
  created.length = 0;
});

describe('loadUserManager', () => {
  it('signs in with the embedded provider at this origin when the deployment names no other', async () => {
    const { settings } = await loadWith(embedded);

    expect(settings).toMatchObject({
      authority: window.location.origin,
      client_id: 'worktrail-web',
      scope: 'openid profile phone address email roles offline_access',
      redirect_uri: `${window.location.origin}/signin-callback`,
    });
  });

  it("signs in with the deployment's external identity provider: its authority, client id and scope", async () => {
    const { settings } = await loadWith(external);

    expect(settings).toMatchObject({
      authority: 'https://id.example.org/realms/acme',
      client_id: 'acme-web',
      scope: 'openid email',
      redirect_uri: `${window.location.origin}/signin-callback`,
      post_logout_redirect_uri: `${window.location.origin}/`,
    });
  });

  it("keeps the external provider's signed-in user where the app reads its session", async () => {
    const { settings } = await loadWith(external);
    const accessToken = makeAccessToken({ sub: 'external-1' });

    await settings?.userStore?.set(
      'user:https://id.example.org/realms/acme:acme-web',
      JSON.stringify({ access_token: accessToken }),
    );

    expect(readStoredSession()?.accessToken).toBe(accessToken);
    await settings?.userStore?.remove('user:https://id.example.org/realms/acme:acme-web');
    expect(readStoredSession()).toBeNull();
  });

  it('creates no manager while the config cannot be read, and asks again the next time', async () => {
    const fetch = stubApi({
      [`GET ${accountEndpoints.publicConfig.path}`]: () => failureResponse(503, 'INTERNAL', 'down'),
    });
    const { loadUserManager } = await import('./user-manager.ts');

    await expect(loadUserManager()).rejects.toThrow('down');
    expect(created).toHaveLength(0);
    fetch.mockResolvedValueOnce(okResponse(external));
    await loadUserManager();

    expect(created[0]?.authority).toBe('https://id.example.org/realms/acme');
  });
});
