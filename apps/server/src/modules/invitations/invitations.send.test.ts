import { allPermissions, defaultRoleGrants, type RoleKey } from '@worktrail/contract';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/sign-in.ts';
import { type InvitationsWorld, invitationLinkIn, newAccount, startInvitationsWorld } from './invitations.fixture.ts';

let w: InvitationsWorld;
beforeAll(async () => {
  w = await startInvitationsWorld();
});
afterAll(() => w.close());

const send = (as: string, payload: object) =>
  w.call({ method: 'POST', url: '/api/app/user-invites/send', as, payload });
const acceptNew = (payload: object) => w.call({ method: 'POST', url: '/api/app/user-invites/accept-new', payload });
const roleMap = (role: RoleKey) =>
  Object.fromEntries(allPermissions.map((name) => [name, defaultRoleGrants[role].includes(name)]));

describe('inviting by e-mail', () => {
  it('mails each invitee a link; each sees the organisation and gets a verified account with the invited role', async () => {
    const sent = await send('owner@acme.test', { emails: ['ann@new.test', ' Bob@New.test '], role: 'manager' });
    expect(sent.statusCode).toBe(200);
    const { invited, skipped } = sent.json().result;
    expect(invited.map((i: { email: string }) => i.email)).toEqual(['ann@new.test', 'bob@new.test']);
    expect(skipped).toEqual([]);

    for (const [index, email] of ['ann@new.test', 'bob@new.test'].entries()) {
      const mail = await w.mailTo(email);
      expect(mail.text).toContain('owner@acme.test invited you to join Acme');
      const { tenant, token } = invitationLinkIn(mail);
      expect(tenant).toBe(w.acme);
      const info = await w.acceptInfo({ tenant, token });
      expect(info.json().result).toEqual({ organizationName: 'Acme', kind: 'email', email, role: 'manager' });

      const created = await acceptNew({ tenant, token, ...newAccount(`new_user.${index}`) });
      expect(created.statusCode).toBe(200);
      expect(created.json().result).toEqual({ email, needsVerification: false, signInTicket: expect.any(String) });

      const tokens = await signIn(w.t.app, { email, password: newAccount('x').password });
      expect(decodeJwt(tokens.access_token).tenantid).toBe(w.acme);
      const map = await w.call({ method: 'GET', url: '/api/app/user/permissions', as: tokens.access_token });
      expect(map.json().result).toEqual(roleMap('manager'));

      // An e-mail invitation works once.
      expect((await w.acceptInfo({ tenant, token })).json().code).toBe('TOKEN_INVALID');
      const again = await acceptNew({ tenant, token, ...newAccount(`other.${index}`) });
      expect(again.json().code).toBe('TOKEN_INVALID');
    }
  });

  it('refuses an empty list, a malformed address and a repeated one with the §5 messages, naming each field', async () => {
    const empty = await send('owner@acme.test', { emails: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      code: 'VALIDATION',
      errors: [expect.objectContaining({ field: 'emails', message: 'Please enter at least one email' })],
    });

    const wrong = await send('owner@acme.test', { emails: ['fine@new.test', 'not-an-email', 'FINE@new.test'] });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([
      expect.objectContaining({ field: 'emails.1', message: 'Invalid email format' }),
      expect.objectContaining({ field: 'emails.2', message: 'This email has already been added' }),
    ]);
    await w.t.app.mail.flush();
    expect(w.sink.received.filter((mail) => mail.to.includes('fine@new.test'))).toEqual([]);

    const unknownField = await send('owner@acme.test', { emails: ['x@new.test'], admin: true });
    expect(unknownField.statusCode).toBe(400);
  });

  it('skips addresses of active members and invites the others', async () => {
    const sent = await send('owner@acme.test', { emails: ['Employee@acme.test', 'cara@new.test'] });
    expect(sent.json().result).toMatchObject({
      invited: [{ email: 'cara@new.test' }],
      skipped: [{ email: 'employee@acme.test', reason: 'already-member' }],
    });
    await w.mailTo('cara@new.test');
  });

  it('replaces a pending invitation when the same address is invited again: only the new link works', async () => {
    const first = (await send('owner@acme.test', { emails: ['dan@new.test'] })).json().result.invited[0];
    const oldLink = await w.invitationLinkTo('dan@new.test');
    const second = (await send('owner@acme.test', { emails: ['dan@new.test'] })).json().result.invited[0];
    const newLink = await w.invitationLinkTo('dan@new.test');
    expect(second.id).toBe(first.id);
    expect((await w.acceptInfo(oldLink)).json().code).toBe('TOKEN_INVALID');
    expect((await w.acceptInfo(newLink)).statusCode).toBe(200);
  });

  it('lets a manager invite employees but not managers', async () => {
    const managers = await send('manager@acme.test', { emails: ['eve@new.test'], role: 'manager' });
    expect(managers.statusCode).toBe(403);
    expect(managers.json().code).toBe('FORBIDDEN');
    const employees = await send('manager@acme.test', { emails: ['eve@new.test'], role: 'employee' });
    expect(employees.statusCode).toBe(200);
    const link = await w.invitationLinkTo('eve@new.test');
    expect((await w.acceptInfo(link)).json().result.role).toBe('employee');
  });
});

describe('accepting an e-mail invitation with a new account', () => {
  it('refuses a username already taken in any case, and an address that already has an account', async () => {
    await send('owner@acme.test', { emails: ['fay@new.test', 'carol@globex.test'] });
    const fay = await w.invitationLinkTo('fay@new.test');
    const taken = await acceptNew({ ...fay, ...newAccount('NEW_USER.0') });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'ALREADY_EXISTS', message: 'This username is already taken.' });

    const carol = await w.invitationLinkTo('carol@globex.test');
    const existing = await acceptNew({ ...carol, ...newAccount('carol') });
    expect(existing.statusCode).toBe(409);
    expect(existing.json().message).toBe(
      'An account with this email already exists. Sign in to accept the invitation.',
    );
    // Nothing was used up: the invitation still works.
    expect((await w.acceptInfo(fay)).statusCode).toBe(200);
  });

  it('refuses another address than the invited one, terms not accepted and a short password', async () => {
    await send('owner@acme.test', { emails: ['gil@new.test'] });
    const link = await w.invitationLinkTo('gil@new.test');
    const otherEmail = await acceptNew({ ...link, ...newAccount('gil'), email: 'someone@else.test' });
    expect(otherEmail.statusCode).toBe(403);
    expect(otherEmail.json().message).toBe('This invitation was sent to another email address.');

    const noTerms = await acceptNew({ ...link, ...newAccount('gil'), acceptTerms: false });
    expect(noTerms.json().errors).toEqual([
      expect.objectContaining({
        field: 'body.acceptTerms',
        message: 'You must agree to the Terms of Service and Privacy Policy',
      }),
    ]);
    const short = await acceptNew({ ...link, ...newAccount('gil'), password: 'short' });
    expect(short.json().errors).toEqual([
      expect.objectContaining({ field: 'body.password', message: 'Password must be at least 8 characters' }),
    ]);
    const sameEmail = await acceptNew({ ...link, ...newAccount('gil'), email: 'GIL@new.test' });
    expect(sameEmail.json().result).toEqual({
      email: 'gil@new.test',
      needsVerification: false,
      signInTicket: expect.any(String),
    });
  });
});
