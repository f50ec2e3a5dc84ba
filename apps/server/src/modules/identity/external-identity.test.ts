import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startExternalProvider } from '../../../test/external-provider.ts';
import { linkIn, type MailSink } from '../../../test/mail-sink.ts';
import { bearer } from '../../../test/sign-in.ts';
import { createTestApp, manualClock, seedOrganisations } from '../../../test/test-app.ts';

const audience = 'api://worktrail';
const clock = manualClock();
let external: Awaited<ReturnType<typeof startExternalProvider>>;
let sink: MailSink;
let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  external = await startExternalProvider({ audience });
  t = await createTestApp({
    clock,
    config: {
      externalIdentity: {
        issuer: external.issuer,
        audience,
        clientId: 'external-spa',
        scope: 'openid profile email',
        claims: { email: 'email', givenName: 'given_name', familyName: 'family_name' },
      },
    },
  });
  sink = t.sink;
  await seedOrganisations({
    db: t.db,
    organisations: [{ name: 'Acme', members: [{ email: 'owner@acme.test', role: 'owner' }] }],
  });
});
afterAll(async () => {
  await t.close();
  await external.close();
});

const permissionsWith = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/app/user/permissions', headers: bearer(token) });

describe('an external identity provider (OIDC_ISSUER)', () => {
  it('links a local account with the same verified e-mail, so its owner keeps their organisation', async () => {
    const token = await external.issueAccessToken({
      subject: 'kc-owner',
      claims: { email: 'owner@acme.test', email_verified: true },
    });
    const response = await permissionsWith(token);
    expect(response.statusCode).toBe(200);
    expect(response.json().result['Worktrail.OrganizationSettings']).toBe(true);
  });

  it('maps a new person by issuer and subject, and lets them join an organisation by invitation', async () => {
    const ada = await external.issueAccessToken({
      subject: 'kc-ada',
      claims: { email: 'ada@ext.test', email_verified: true, given_name: 'Ada' },
    });
    expect((await permissionsWith(ada)).statusCode).toBe(403);

    const owner = await external.issueAccessToken({
      subject: 'kc-owner',
      claims: { email: 'owner@acme.test', email_verified: true },
    });
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/app/user-invites/send',
      headers: bearer(owner),
      payload: { emails: ['ada@ext.test'] },
    });
    expect(sent.statusCode).toBe(200);
    const arrived = sink.waitFor('ada@ext.test');
    await t.app.mail.flush();
    const link = linkIn(await arrived, '/account/accept-invitation');

    const accepted = await t.app.inject({
      method: 'POST',
      url: '/api/app/user-invites/accept',
      headers: bearer(ada),
      payload: { tenant: link.searchParams.get('tenant'), token: link.searchParams.get('token') },
    });
    expect(accepted.statusCode).toBe(200);
    const after = await permissionsWith(ada);
    expect(after.statusCode).toBe(200);
    // Such tokens carry no tenantid: the web app learns the organisation from the server.
    const me = await t.app.inject({ method: 'GET', url: '/api/app/user/me', headers: bearer(ada) });
    expect(me.json().result.tenantId).toBe(link.searchParams.get('tenant'));
    expect(after.json().result['Worktrail.Members']).toBe(false);
  });

  it('refuses tokens of another audience, expired tokens and tokens the provider did not sign', async () => {
    const wrongAudience = await external.issueAccessToken({
      subject: 'kc-owner',
      audience: 'api://other',
      claims: { email: 'owner@acme.test', email_verified: true },
    });
    expect((await permissionsWith(wrongAudience)).statusCode).toBe(401);

    const token = await external.issueAccessToken({
      subject: 'kc-owner',
      claims: { email: 'owner@acme.test', email_verified: true },
    });
    clock.advance(11 * 60 * 1000);
    const expired = await permissionsWith(token);
    clock.advance(-11 * 60 * 1000);
    expect(expired.statusCode).toBe(401);

    const [header, payload] = token.split('.');
    expect((await permissionsWith(`${header}.${payload}.${'A'.repeat(342)}`)).statusCode).toBe(401);
  });

  it('does not link an address the provider does not vouch for', async () => {
    const token = await external.issueAccessToken({
      subject: 'kc-impostor',
      claims: { email: 'owner@acme.test', email_verified: false },
    });
    const response = await permissionsWith(token);
    expect(response.statusCode).toBe(403);
  });

  it('hides the local account screens and refuses local passwords', async () => {
    const config = (await t.app.inject({ method: 'GET', url: '/api/v1/Deployment/PublicConfig' })).json().result;
    expect(config).toMatchObject({
      localAccounts: false,
      identityProvider: { authority: external.issuer, clientId: 'external-spa' },
    });
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/v1/Auth/SignUp',
      payload: { email: 'new@acme.test', username: 'newbie', password: 'long-enough-1', acceptTerms: true },
    });
    expect(signUp.statusCode).toBe(403);
    const login = await t.app.inject({
      method: 'POST',
      url: '/connect/interaction/x/login',
      payload: { email: 'owner@acme.test', password: 'whatever' },
    });
    expect(login.statusCode).toBe(403);
  });
});
