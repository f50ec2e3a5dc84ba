import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../../test/test-app.ts';
import { type InvitationsWorld, newAccount, startInvitationsWorld } from './invitations.fixture.ts';

const day = 24 * 60 * 60 * 1000;
// The clock starts in the past, so moving it 8 days on expires invitations while access tokens,
// issued at the real time, stay valid.
const clock = manualClock(new Date(Date.now() - 30 * day));

let w: InvitationsWorld;
beforeAll(async () => {
  w = await startInvitationsWorld({ clock });
});
afterAll(() => w.close());

const invite = async (email: string, as = 'owner@acme.test') => {
  const response = await w.call({
    method: 'POST',
    url: '/api/app/user-invites/send',
    as,
    payload: { emails: [email] },
  });
  const id: string = response.json().result.invited[0].id;
  return { id, link: await w.invitationLinkTo(email) };
};
const list = (as = 'owner@acme.test', query = '') =>
  w.call({ method: 'GET', url: `/api/app/user-invites${query}`, as });
const resend = (id: string, as = 'owner@acme.test') =>
  w.call({ method: 'POST', url: `/api/app/user-invites/resend?id=${id}`, as });
const revoke = (id: string, as = 'owner@acme.test') =>
  w.call({ method: 'DELETE', url: `/api/app/user-invites/revoke?id=${id}`, as });
const statusOf = async (id: string) =>
  (await list('owner@acme.test', '?PageSize=100')).json().result.items.find((item: { id: string }) => item.id === id);

describe('managing invitations', () => {
  it('expires an invitation after 7 days and lists every invitation newest first with its status', async () => {
    const old = await invite('old@new.test');
    clock.advance(8 * day);
    const expired = await w.acceptInfo(old.link);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().code).toBe('TOKEN_INVALID');

    const fresh = await invite('fresh@new.test');
    clock.advance(1000);
    const used = await invite('used@new.test');
    await w.call({
      method: 'POST',
      url: '/api/app/user-invites/accept-new',
      payload: { ...used.link, ...newAccount('used') },
    });
    clock.advance(1000);
    const withdrawn = await invite('withdrawn@new.test');
    await revoke(withdrawn.id);
    clock.advance(1000);
    const link = (
      await w.call({ method: 'GET', url: '/app/user-invites/generate-invitaion-link', as: 'owner@acme.test' })
    ).json().result;

    const page = (await list('owner@acme.test', '?PageNo=1&PageSize=10')).json().result;
    expect(page.totalCount).toBe(5);
    expect(page.items.map((item: { id: string; status: string }) => [item.id, item.status])).toEqual([
      [link.id, 'pending'],
      [withdrawn.id, 'revoked'],
      [used.id, 'accepted'],
      [fresh.id, 'pending'],
      [old.id, 'expired'],
    ]);
    expect(page.items[4]).toMatchObject({ kind: 'email', email: 'old@new.test', role: 'employee', sendCount: 1 });
    expect(page.items[0]).toMatchObject({ kind: 'link', email: null, sentAt: null, sendCount: 0 });

    const second = (await list('owner@acme.test', '?PageNo=2&PageSize=2')).json().result;
    expect(second.items.map((item: { id: string }) => item.id)).toEqual([used.id, fresh.id]);
    expect(second.totalCount).toBe(5);
  });

  it('resends with a new working link and 7 more days; the old link stops working', async () => {
    const { id, link: oldLink } = await invite('again@new.test');
    clock.advance(8 * day);
    expect((await statusOf(id)).status).toBe('expired');

    const resent = await resend(id);
    expect(resent.statusCode).toBe(200);
    expect(resent.json().result).toMatchObject({ id, status: 'pending', sendCount: 2 });
    const newLink = await w.invitationLinkTo('again@new.test');
    expect(newLink.token).not.toBe(oldLink.token);
    expect((await w.acceptInfo(oldLink)).json().code).toBe('TOKEN_INVALID');
    expect((await w.acceptInfo(newLink)).json().result.email).toBe('again@new.test');
  });

  it('revokes so the link stops working, idempotently; a revoked or accepted invitation cannot be resent', async () => {
    const { id, link } = await invite('gone@new.test');
    expect((await revoke(id)).json()).toEqual({ success: true, message: null, result: null });
    expect((await w.acceptInfo(link)).json().code).toBe('TOKEN_INVALID');
    expect((await revoke(id)).statusCode).toBe(200);
    expect((await resend(id)).statusCode).toBe(409);

    const accepted = await invite('taken@new.test');
    await w.call({
      method: 'POST',
      url: '/api/app/user-invites/accept-new',
      payload: { ...accepted.link, ...newAccount('taken') },
    });
    expect((await resend(accepted.id)).statusCode).toBe(409);
    expect((await revoke(accepted.id)).statusCode).toBe(409);
    expect((await statusOf(accepted.id)).status).toBe('accepted');
  });
});

describe('who may manage invitations', () => {
  it('refuses an employee without the Invite permission on every invitation route', async () => {
    const { id } = await invite('someone@new.test');
    const as = 'employee@acme.test';
    const responses = [
      await w.call({ method: 'POST', url: '/api/app/user-invites/send', as, payload: { emails: ['x@new.test'] } }),
      await w.call({ method: 'GET', url: '/app/user-invites/generate-invitaion-link', as }),
      await list(as),
      await resend(id, as),
      await revoke(id, as),
    ];
    expect(responses.map((response) => response.statusCode)).toEqual([403, 403, 403, 403, 403]);
    expect((await statusOf(id)).status).toBe('pending');
  });

  it('asks for a token on every invitation route that is not public', async () => {
    const responses = [
      await w.call({ method: 'POST', url: '/api/app/user-invites/send', payload: { emails: ['x@new.test'] } }),
      await w.call({ method: 'GET', url: '/app/user-invites/generate-invitaion-link' }),
      await w.call({ method: 'GET', url: '/api/app/user-invites' }),
    ];
    expect(responses.map((response) => response.statusCode)).toEqual([401, 401, 401]);
  });

  it("keeps another organisation's owner from listing, resending or revoking this one's invitations", async () => {
    const { id, link } = await invite('private@new.test');
    const before = await statusOf(id);
    const theirList = (await list('owner@globex.test', '?PageSize=100')).json().result;
    expect(theirList.items.map((item: { id: string }) => item.id)).not.toContain(id);
    expect((await resend(id, 'owner@globex.test')).statusCode).toBe(404);
    expect((await revoke(id, 'owner@globex.test')).statusCode).toBe(404);
    expect(await statusOf(id)).toEqual(before);
    expect((await w.acceptInfo(link)).statusCode).toBe(200);
  });
});
