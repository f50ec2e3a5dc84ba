import { signInTicketParam } from '@worktrail/contract';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exchangeCode, startAuthorization } from '../../../test/sign-in.ts';
import { manualClock } from '../../../test/test-app.ts';
import { type InvitationsWorld, newAccount, startInvitationsWorld } from './invitations.fixture.ts';

const clock = manualClock();
let w: InvitationsWorld;
beforeAll(async () => {
  w = await startInvitationsWorld({ clock });
});
afterAll(() => w.close());

const acceptNew = (payload: object) => w.call({ method: 'POST', url: '/api/app/user-invites/accept-new', payload });

/** The SPA's sign-in with a ticket: authorize with it, then open the login interaction as the browser would. */
async function openLoginWithTicket(ticket: string) {
  const { jar, uid, verifier } = await startAuthorization(w.t.app, { extra: { [signInTicketParam]: ticket } });
  if (!uid) throw new Error('authorize did not lead to the login interaction');
  const url = `/connect/interaction/${uid}`;
  const page = await w.t.app.inject({ method: 'GET', url, headers: { cookie: jar.header(url) } });
  jar.store(page);
  return { jar, page, verifier };
}

/** Follows the interaction's redirect back to the provider and exchanges the code the client gets. */
async function finishSignIn({ jar, page, verifier }: Awaited<ReturnType<typeof openLoginWithTicket>>) {
  const resume = new URL(String(page.headers.location), 'http://x').pathname;
  const callback = await w.t.app.inject({ method: 'GET', url: resume, headers: { cookie: jar.header(resume) } });
  return exchangeCode(w.t.app, { location: String(callback.headers.location), verifier });
}

async function joinByMail(email: string, username: string) {
  await w.call({
    method: 'POST',
    url: '/api/app/user-invites/send',
    as: 'owner@acme.test',
    payload: { emails: [email] },
  });
  const link = await w.invitationLinkTo(email);
  return acceptNew({ ...link, ...newAccount(username), name: ' Dana ', surname: 'Kim' });
}

describe('joining by an e-mail invitation signs the new account in at once', () => {
  it('keeps the names given and hands back a ticket that signs in without the password, once', async () => {
    const created = await joinByMail('dana@new.test', 'dana');
    expect(created.statusCode).toBe(200);
    const { signInTicket } = created.json().result;
    expect(signInTicket).toMatch(/^[\w-]{43}$/);

    const opened = await openLoginWithTicket(signInTicket);
    expect(opened.page.statusCode).toBe(303);
    const tokens = await finishSignIn(opened);
    const claims = decodeJwt(tokens.access_token);
    expect(claims.tenantid).toBe(w.acme);
    const profile = await w.call({ method: 'GET', url: '/v1/Profile/GetProfile', as: tokens.access_token });
    expect(profile.json().result).toMatchObject({ name: 'Dana', surname: 'Kim', email: 'dana@new.test' });

    // Used up: the same ticket again shows the ordinary login screen (the SPA page), not a session.
    const again = await openLoginWithTicket(signInTicket);
    expect(again.page.statusCode).toBe(200);
    expect(again.page.headers['content-type']).toContain('text/html');
  });

  it('refuses a ticket after two minutes, and one that never was, with the ordinary login screen', async () => {
    const created = await joinByMail('eli@new.test', 'eli');
    const { signInTicket } = created.json().result;
    clock.advance(121_000);
    expect((await openLoginWithTicket(signInTicket)).page.statusCode).toBe(200);
    expect((await openLoginWithTicket('x'.repeat(43))).page.statusCode).toBe(200);
    expect((await openLoginWithTicket('y'.repeat(5000))).page.statusCode).toBe(200);
  });

  it('refuses names that are blank or too long, naming the field', async () => {
    await w.call({
      method: 'POST',
      url: '/api/app/user-invites/send',
      as: 'owner@acme.test',
      payload: { emails: ['fay@new.test'] },
    });
    const link = await w.invitationLinkTo('fay@new.test');
    const blank = await acceptNew({ ...link, ...newAccount('fay'), name: '  ', surname: 'x'.repeat(101) });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toEqual([
      expect.objectContaining({ field: 'body.name', message: 'Name is required.' }),
      expect.objectContaining({ field: 'body.surname', message: 'Use at most 100 characters.' }),
    ]);
  });
});
