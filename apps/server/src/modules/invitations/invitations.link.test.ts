import { accountPaths, allPermissions, defaultRoleGrants } from '@worktrail/contract';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkIn } from '../../../test/mail-sink.ts';
import { refresh, signIn } from '../../../test/sign-in.ts';
import { testPublicUrl } from '../../../test/test-app.ts';
import { type InvitationsWorld, newAccount, startInvitationsWorld } from './invitations.fixture.ts';

let w: InvitationsWorld;
beforeAll(async () => {
  w = await startInvitationsWorld();
});
afterAll(() => w.close());

const generate = (as = 'owner@acme.test') =>
  w.call({ method: 'GET', url: '/app/user-invites/generate-invitaion-link', as });
const linkParams = (link: string) => {
  const url = new URL(link);
  return { tenant: url.searchParams.get('tenant') ?? '', token: url.searchParams.get('token') ?? '' };
};
const acceptNew = (payload: object) => w.call({ method: 'POST', url: '/api/app/user-invites/accept-new', payload });
const accept = (as: string, payload: object) =>
  w.call({ method: 'POST', url: '/api/app/user-invites/accept', as, payload });

describe('invitation by link', () => {
  it('keeps only the newest link working: generating one revokes the previous', async () => {
    const first = (await generate()).json().result;
    const second = await generate();
    expect(second.statusCode).toBe(200);
    const { link, expiresAt } = second.json().result;
    expect(link.startsWith(`${testPublicUrl}${accountPaths.acceptInvitation}?tenant=${w.acme}&token=`)).toBe(true);
    expect(new Date(expiresAt).getTime() - Date.now()).toBeGreaterThan(6.9 * 24 * 60 * 60 * 1000);

    const old = await w.acceptInfo(linkParams(first.link));
    expect(old.statusCode).toBe(400);
    expect(old.json().code).toBe('TOKEN_INVALID');
    expect((await w.acceptInfo(linkParams(link))).json().result).toEqual({
      organizationName: 'Acme',
      kind: 'link',
      email: null,
      role: 'employee',
    });
  });

  it('creates an unverified account for each person who uses it; the mailed verify-email link lets them sign in', async () => {
    const link = linkParams((await generate()).json().result.link);
    const missingEmail = await acceptNew({ ...link, ...newAccount('hal') });
    expect(missingEmail.json()).toMatchObject({ code: 'VALIDATION', errors: [{ field: 'email' }] });

    for (const email of ['hal@new.test', 'ivy@new.test']) {
      const created = await acceptNew({ ...link, ...newAccount(email.split('@')[0] ?? ''), email });
      expect(created.statusCode).toBe(200);
      expect(created.json().result).toEqual({ email, needsVerification: true, signInTicket: null });

      const verify = linkIn(await w.mailTo(email), accountPaths.verifyEmail);
      expect(`${verify.origin}${verify.pathname}`).toBe(`${testPublicUrl}${accountPaths.verifyEmail}`);
      const token = verify.searchParams.get('token') ?? '';
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const verified = await w.call({ method: 'POST', url: '/api/v1/Auth/VerifyEmail', payload: { token } });
      expect(verified.json().result).toEqual({ email });
      const tokens = await signIn(w.t.app, { email, password: newAccount('x').password });
      expect(decodeJwt(tokens.access_token).tenantid).toBe(w.acme);
    }
  });

  it('lets a user signed into another organisation join it; their next refreshed token is for the new one', async () => {
    const link = linkParams((await generate()).json().result.link);
    const tokens = await signIn(w.t.app, { email: 'carol@globex.test' });
    expect(decodeJwt(tokens.access_token).tenantid).toBe(w.globex);

    const joined = await accept(tokens.access_token, link);
    expect(joined.statusCode).toBe(200);
    expect(joined.json().result).toEqual({ tenantId: w.acme, organizationName: 'Acme' });

    const refreshed = await refresh(w.t.app, tokens.refresh_token ?? '');
    const accessToken = refreshed.json().access_token as string;
    expect(decodeJwt(accessToken).tenantid).toBe(w.acme);
    const map = await w.call({ method: 'GET', url: '/api/app/user/permissions', as: accessToken });
    expect(map.json().result).toEqual(
      Object.fromEntries(allPermissions.map((name) => [name, defaultRoleGrants.employee.includes(name)])),
    );
    // Accepting again as a member is fine.
    expect((await accept(accessToken, link)).json().result.tenantId).toBe(w.acme);
  });

  it('requires a signed-in user to accept as an existing account', async () => {
    const link = linkParams((await generate()).json().result.link);
    const anonymous = await w.call({ method: 'POST', url: '/api/app/user-invites/accept', payload: link });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('accepting an e-mail invitation as an existing user', () => {
  it('accepts only for the invited address', async () => {
    await w.call({
      method: 'POST',
      url: '/api/app/user-invites/send',
      as: 'owner@acme.test',
      payload: { emails: ['dave@globex.test'] },
    });
    const link = await w.invitationLinkTo('dave@globex.test');
    const wrongPerson = await accept('owner@globex.test', link);
    expect(wrongPerson.statusCode).toBe(403);
    expect(wrongPerson.json().message).toBe('This invitation was sent to another email address.');

    const invitee = await accept('dave@globex.test', link);
    expect(invitee.json().result).toEqual({ tenantId: w.acme, organizationName: 'Acme' });
    expect((await w.acceptInfo(link)).json().code).toBe('TOKEN_INVALID');
  });

  it('refuses a malformed organisation id in the link', async () => {
    const response = await w.acceptInfo({ tenant: 'not-a-uuid', token: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION');
  });
});
