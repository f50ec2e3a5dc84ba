import { billingMessages, fillMessage } from '@worktrail/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTenant } from '../../db/transactions.ts';
import { invitationLinkIn, newAccount } from '../invitations/invitations.fixture.ts';
import { insertInvitation } from '../invitations/invitations.repository.ts';
import { findRoleIdByKey } from '../roles/roles.repository.ts';
import { reserveSeats } from '../subscriptions/seats.ts';
import { type BillingOrganisation, type BillingWorld, startBillingWorld } from './billing.fixture.ts';

let w: BillingWorld;
let five: { id: string };
beforeAll(async () => {
  w = await startBillingWorld();
  five = await w.definePackage({ nameEn: 'Five seats', seats: 5, pricePerSeatMinor: 100 });
});
afterAll(() => w.close());

/** A new organisation of an owner and `employees` employees, moved to the five-seat package. */
async function onFiveSeats(employees: number) {
  const org = await w.organisation(employees);
  const moved = await org.setPackage(five.id);
  if (moved.statusCode !== 200) throw new Error(`SetPackage answered ${moved.statusCode}: ${moved.body}`);
  return org;
}

const seatsOf = async (org: BillingOrganisation) => (await org.details()).result.seats;
const invitationsOf = async (org: BillingOrganisation) =>
  (await org.asOwner({ method: 'GET', url: '/api/app/user-invites?PageNo=1&PageSize=50' })).json().result;
const expectSeatLimit = (
  response: { statusCode: number; json: () => Record<string, unknown> },
  params: { limit: number; used: number; requested: number },
) => {
  expect(response.statusCode).toBe(409);
  expect(response.json()).toMatchObject({
    code: 'SEAT_LIMIT',
    message: fillMessage(billingMessages.seatLimitReached, params),
    messageKey: 'organization.messages.seatLimitReached',
    params,
  });
};

describe('seats on invitations', () => {
  it('refuses a list that does not fit whole: no invitation is stored and no mail is sent', async () => {
    const org = await onFiveSeats(2);
    const list = ['a', 'b', 'c'].map((name) => `${name}@${org.domain}`);
    expectSeatLimit(await org.invite(list), { limit: 5, used: 3, requested: 3 });
    expect((await invitationsOf(org)).totalCount).toBe(0);
    await w.app.mail.flush();
    expect(w.sink.received.filter((mail) => list.some((address) => mail.to.includes(address)))).toEqual([]);

    const fits = await org.invite(list.slice(0, 2));
    expect(fits.json().result.invited).toHaveLength(2);
    expect(await seatsOf(org)).toEqual({ used: 3, pendingInvitations: 2, limit: 5 });
    // A pending invitation holds its seat already: sending it again needs none, a new address does.
    expect((await org.invite([list[0] ?? ''])).statusCode).toBe(200);
    expectSeatLimit(await org.invite([`d@${org.domain}`]), { limit: 5, used: 5, requested: 1 });
  });

  it('lets an e-mail invitation be accepted with the seat it held, and refuses joining by link when full', async () => {
    const org = await onFiveSeats(2);
    const [first = '', second = ''] = [`first@${org.domain}`, `second@${org.domain}`];
    const sent = (await org.invite([first, second])).json().result.invited;
    await w.app.mail.flush();
    const invitation = invitationLinkIn(await w.sink.waitFor(first));
    const accepted = await w.app.inject({
      method: 'POST',
      url: '/api/app/user-invites/accept-new',
      payload: { ...invitation, ...newAccount(`first-${org.tenantId.slice(-8)}`) },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await seatsOf(org)).toEqual({ used: 4, pendingInvitations: 1, limit: 5 });

    const { link } = (await org.asOwner({ method: 'GET', url: '/app/user-invites/generate-invitaion-link' })).json()
      .result;
    const url = new URL(link);
    const joinByLink = (username: string) =>
      w.app.inject({
        method: 'POST',
        url: '/api/app/user-invites/accept-new',
        payload: {
          tenant: url.searchParams.get('tenant'),
          token: url.searchParams.get('token'),
          email: `${username}@${org.domain}`,
          ...newAccount(`${username}-${org.tenantId.slice(-8)}`),
        },
      });
    expectSeatLimit(await joinByLink('walkin'), { limit: 5, used: 5, requested: 1 });

    const withdrawn = sent.find((item: { email: string }) => item.email === second);
    await org.asOwner({ method: 'DELETE', url: `/api/app/user-invites/revoke?id=${withdrawn.id}` });
    expect((await joinByLink('walkin')).statusCode).toBe(200);
    expect(await seatsOf(org)).toEqual({ used: 5, pendingInvitations: 0, limit: 5 });
  });
});

describe('seats on reactivation', () => {
  it('refuses to bring back an archived member beyond the seats, and leaves them archived', async () => {
    const org = await onFiveSeats(3);
    const [returning = ''] = org.employees;
    expect((await org.changeStatus(returning, 'archived')).statusCode).toBe(200);
    const sent = (await org.invite([`x@${org.domain}`, `y@${org.domain}`])).json().result.invited;
    expect(await seatsOf(org)).toEqual({ used: 3, pendingInvitations: 2, limit: 5 });

    expectSeatLimit(await org.changeStatus(returning, 'active'), { limit: 5, used: 5, requested: 1 });
    expect(await seatsOf(org)).toEqual({ used: 3, pendingInvitations: 2, limit: 5 });

    await org.asOwner({ method: 'DELETE', url: `/api/app/user-invites/revoke?id=${sent[0].id}` });
    const back = await org.changeStatus(returning, 'active');
    expect(back.statusCode, back.body).toBe(200);
    expect(await seatsOf(org)).toEqual({ used: 4, pendingInvitations: 1, limit: 5 });
  });
});

describe('the last seat', () => {
  it('goes to one of two invitations sent at the same time', async () => {
    const org = await onFiveSeats(3);
    const answers = await Promise.all([org.invite([`p@${org.domain}`]), org.invite([`q@${org.domain}`])]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await seatsOf(org)).toEqual({ used: 4, pendingInvitations: 1, limit: 5 });
  });

  // PGlite has one connection: a second transaction cannot even start while the first is open.
  it.runIf(process.env.DATABASE_URL)(
    'makes a second invitation wait while the first holds the seat row, then count the seat it took',
    async () => {
      const org = await onFiveSeats(3);
      const { tenantId } = org;
      const { promise: released, resolve: release } = Promise.withResolvers<void>();
      const { promise: held, resolve: holding } = Promise.withResolvers<void>();
      const first = inTenant({ db: w.db, tenantId }, async (tx) => {
        const now = w.clock.now();
        await reserveSeats({ tx, tenantId, now, requested: 1 });
        await insertInvitation({
          tx,
          tenantId,
          invitation: {
            kind: 'email',
            email: `held@${org.domain}`,
            roleId: await findRoleIdByKey({ tx, tenantId, key: 'employee' }),
            invitedByMemberId: org.memberIds[org.owner] ?? '',
            tokenHash: 'f'.repeat(64),
            expiresAt: new Date(now.getTime() + 86_400_000),
            createdAt: now,
          },
        });
        holding();
        await released;
      });
      await held;
      let settled = false;
      const second = org.invite([`late@${org.domain}`]).finally(() => {
        settled = true;
      });
      // Until the second request waits for the row lock (or, were there no lock, has already answered).
      const waiting = sql`SELECT count(*)::int AS n FROM pg_stat_activity
        WHERE datname = current_database() AND wait_event_type = 'Lock'`;
      const isWaiting = async () =>
        ((await w.db.execute(waiting)) as unknown as { rows: Array<{ n: number }> }).rows[0]?.n;
      while (!settled && !(await isWaiting())) await new Promise((resolve) => setImmediate(resolve));
      release();
      await first;
      expectSeatLimit(await second, { limit: 5, used: 5, requested: 1 });
    },
  );
});
