import { billingMessages } from '@worktrail/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refresh, signIn } from '../../../test/sign-in.ts';
import { testPassword } from '../../../test/test-app.ts';
import { uuidv7 } from '../../db/ids.ts';
import { asRequestRole } from '../../db/transactions.ts';
import { hashPassword } from '../users/passwords.ts';
import { insertUser } from '../users/users.repository.ts';
import { type BillingWorld, seededPackages, startBillingWorld } from './billing.fixture.ts';

let w: BillingWorld;
beforeAll(async () => {
  w = await startBillingWorld();
});
afterAll(() => w.close());

/** Moves the hand-moved clock to 09:00 UTC of `date`. */
const setToday = (date: string) => w.clock.advance(Date.parse(`${date}T09:00:00Z`) - w.clock.now().getTime());

describe('the trial of a new organisation', () => {
  it('starts on the trial package for its 14 days from the day the organisation is created', async () => {
    setToday('2025-03-10');
    const email = `founder-${uuidv7()}@new.test`;
    const passwordHash = await hashPassword(testPassword);
    await asRequestRole({ db: w.db }, (tx) =>
      insertUser({ tx, user: { id: uuidv7(), email, passwordHash, emailVerifiedAt: new Date() } }),
    );
    const tokens = await signIn(w.app, { email });
    const created = await w.app.inject({
      method: 'POST',
      url: '/api/v1/Organization/BusinessSignUp',
      payload: { industry: 'Software', organizationName: 'Fresh Start', teamSize: '11-50' },
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(created.statusCode, created.body).toBe(200);
    const next = (await refresh(w.app, tokens.refresh_token ?? '')).json();
    const details = await w.app.inject({
      method: 'GET',
      url: '/api/app/user-invites/organiation-details',
      headers: { authorization: `Bearer ${next.access_token}` },
    });
    expect(details.statusCode, details.body).toBe(200);
    expect(details.json().result).toMatchObject({
      id: created.json().result.tenantId,
      name: 'Fresh Start',
      subscription: {
        package: { id: seededPackages.trial, isTrial: true, trialDays: 14, seats: 20 },
        status: 'trial',
        periodStart: '2025-03-10',
        periodEnd: '2025-03-23',
        trialEndsOn: '2025-03-23',
        pendingPackage: null,
      },
      seats: { used: 1, pendingInvitations: 0, limit: 20 },
      paymentMethod: { provider: 'manual', billingEmail: null, billingAddress: null, instructions: null },
      balanceMinor: 0,
      currency: 'USD',
    });
  });

  it('says the trial ended once its last day has passed', async () => {
    setToday('2025-03-01');
    const org = await w.organisation(0);
    setToday('2025-03-14');
    expect((await org.details()).result.subscription).toMatchObject({ status: 'trial', trialEndsOn: '2025-03-14' });
    setToday('2025-03-15');
    expect((await org.details()).result.subscription.status).toBe('trialEnded');

    const moved = await org.setPackage(seededPackages.starter);
    expect(moved.json().result).toMatchObject({ timing: 'now', effectiveFrom: '2025-03-15' });
    expect((await org.details()).result.subscription).toMatchObject({
      status: 'active',
      periodStart: '2025-03-15',
      periodEnd: '2025-04-14',
      trialEndsOn: null,
    });
  });
});

describe('SetPackage', () => {
  it('refuses a change without a package with the §5 text, and a package that is not offered with 404', async () => {
    const org = await w.organisation(0);
    const missing = await org.setPackage();
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      code: 'VALIDATION',
      message: 'Please select a package',
      errors: [{ field: 'querystring.packageId', message: 'Please select a package' }],
    });
    const malformed = await org.setPackage('not-a-package');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toMatchObject([
      { field: 'querystring.packageId', message: 'Please select a package' },
    ]);

    const retired = await w.definePackage({ nameEn: 'Retired plan', active: false });
    for (const id of [uuidv7(), retired.id]) {
      const refused = await org.setPackage(id);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toBe(billingMessages.packageNotFound);
    }
    const same = await org.setPackage(seededPackages.trial);
    expect(same.statusCode).toBe(409);
    expect(same.json()).toMatchObject({ code: 'INVALID_STATE', message: billingMessages.packageUnchanged });
  });

  it('leaves the trial at once: a monthly period starts today and its invoice is issued', async () => {
    setToday('2025-01-31');
    const org = await w.organisation(2);
    const moved = await org.setPackage(seededPackages.starter);
    expect(moved.statusCode, moved.body).toBe(200);
    const change = moved.json().result;
    expect(change).toMatchObject({ timing: 'now', effectiveFrom: '2025-01-31', proratedMinor: 1500 });
    expect(change.invoiceNumber).toMatch(/^WT-\d{6}$/);
    expect(change.message).toBe(
      `Your plan is now Starter. The difference for the rest of this period is on invoice ${change.invoiceNumber}.`,
    );
    const { result } = await org.details();
    // 31 January + 1 month is clamped to 28 February; the period ends the day before.
    expect(result.subscription).toMatchObject({
      package: { id: seededPackages.starter },
      status: 'active',
      periodStart: '2025-01-31',
      periodEnd: '2025-02-27',
    });
    expect(result.balanceMinor).toBe(1500);
  });

  it('upgrades mid-period at once, charging the difference for the remaining days on a proration invoice', async () => {
    setToday('2025-04-01');
    const org = await w.organisation(2);
    await org.setPackage(seededPackages.starter);
    setToday('2025-04-21');
    const upgraded = await org.setPackage(seededPackages.business);
    expect(upgraded.statusCode, upgraded.body).toBe(200);
    // (900 − 500) × 3 seats × 10 remaining days / 30 days = 400.
    const change = upgraded.json().result;
    expect(change).toMatchObject({ timing: 'now', effectiveFrom: '2025-04-21', proratedMinor: 400 });
    expect(change.invoiceNumber).toMatch(/^WT-\d{6}$/);
    const { result } = await org.details();
    expect(result.subscription).toMatchObject({
      package: { id: seededPackages.business },
      periodStart: '2025-04-01',
      periodEnd: '2025-04-30',
      pendingPackage: null,
    });
    expect(result.balanceMinor).toBe(1500 + 400);
  });

  it('keeps a downgrade for the next period, and choosing the current plan again withdraws it', async () => {
    setToday('2025-06-10');
    const org = await w.organisation(1);
    await org.setPackage(seededPackages.business);
    const down = await org.setPackage(seededPackages.starter);
    expect(down.statusCode, down.body).toBe(200);
    expect(down.json().result).toEqual({
      timing: 'nextPeriod',
      effectiveFrom: '2025-07-10',
      proratedMinor: 0,
      invoiceNumber: null,
      message: 'Your plan becomes Starter on 2025-07-10, when the next billing period starts.',
    });
    const waiting = (await org.details()).result;
    expect(waiting.subscription.package.id).toBe(seededPackages.business);
    expect(waiting.subscription.pendingPackage.id).toBe(seededPackages.starter);
    expect(waiting.balanceMinor).toBe(900 * 2);

    const kept = await org.setPackage(seededPackages.business);
    expect(kept.json().result).toMatchObject({ timing: 'now', message: 'Your plan is now Business.' });
    expect((await org.details()).result.subscription.pendingPackage).toBeNull();
    const again = await org.setPackage(seededPackages.business);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('INVALID_STATE');
  });

  it('refuses a package with fewer seats than the members and pending invitations take', async () => {
    const org = await w.organisation(1);
    const duo = await w.definePackage({ nameEn: 'Duo', seats: 2, pricePerSeatMinor: 1000 });
    expect((await org.invite([`guest@${org.domain}`])).statusCode).toBe(200);
    const refused = await org.setPackage(duo.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'SEAT_LIMIT',
      messageKey: 'organization.messages.seatLimitReached',
      params: { limit: 2, used: 3, requested: 1 },
    });
    expect(refused.json().message).toContain('Your plan allows 2 seats and 3 are in use');
  });

  it('is for those who manage the organisation settings only', async () => {
    const org = await w.organisation(1);
    const employee = await w.call({
      method: 'POST',
      url: `/api/v1/Subscription/SetPackage?packageId=${seededPackages.business}`,
      as: org.employees[0] ?? '',
    });
    expect(employee.statusCode).toBe(403);
  });
});

describe('GetPackages', () => {
  it('lists the offered packages in order, with prices in minor units', async () => {
    const org = await w.organisation(0);
    const listed = (await org.asOwner({ method: 'GET', url: '/api/v1/Package/GetPackages' })).json().result;
    expect(listed.slice(0, 3)).toMatchObject([
      { id: seededPackages.trial, nameEn: 'Free trial', nameAr: 'تجربة مجانية', pricePerSeatMinor: 0, isTrial: true },
      { id: seededPackages.starter, nameEn: 'Starter', pricePerSeatMinor: 500, seats: 25, trialDays: null },
      { id: seededPackages.business, nameEn: 'Business', pricePerSeatMinor: 900, seats: 500, currency: 'USD' },
    ]);
    expect(listed.every((item: { nameEn: string }) => item.nameEn !== 'Retired plan')).toBe(true);
  });
});
