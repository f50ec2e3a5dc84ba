import { billingLimits, billingMessages } from '@worktrail/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BillingWorld, packageForm, seededPackages, startBillingWorld } from './billing.fixture.ts';

let w: BillingWorld;
beforeAll(async () => {
  w = await startBillingWorld();
});
afterAll(() => w.close());

const base = '/api/host/Package';
const hostPackages = async () => (await w.host({ method: 'GET', url: `${base}/GetList` })).json().result;
const update = (id: string, overrides: Parameters<typeof packageForm>[0]) =>
  w.host({ method: 'PUT', url: `${base}/Update?id=${id}`, payload: packageForm(overrides) });
const latestAudit = async () =>
  (await w.host({ method: 'GET', url: '/api/host/Audit/GetPagedList?PageNo=1&PageSize=1' })).json().result.items[0];

describe('packages in the support console', () => {
  it('defines a package at the end of the order, audited, and offers it to organisations', async () => {
    const before = await hostPackages();
    const created = await w.host({
      method: 'POST',
      url: `${base}/Create`,
      payload: packageForm({ nameEn: 'Team', trialDays: 30, features: ['reports', 'reports', 'tasks'] }),
    });
    expect(created.statusCode, created.body).toBe(200);
    const team = created.json().result;
    expect(team).toMatchObject({
      nameEn: 'Team',
      nameAr: 'الفريق',
      pricePerSeatMinor: 700,
      seats: 10,
      features: ['reports', 'tasks'],
      isTrial: false,
      trialDays: null,
      active: true,
      sortOrder: Math.max(...before.map((row: { sortOrder: number }) => row.sortOrder)) + 1,
      organizationCount: 0,
    });
    expect(await latestAudit()).toMatchObject({
      action: 'package.create',
      targetId: team.id,
      detail: 'Team',
      hostEmail: w.hostEmail,
    });
    const org = await w.organisation(0);
    const offered = (await org.asOwner({ method: 'GET', url: '/api/v1/Package/GetPackages' })).json().result;
    expect(offered.at(-1)).toMatchObject({ id: team.id, nameEn: 'Team' });
  });

  it('changes a package and can stop offering it; the organisations on it keep it', async () => {
    const solo = await w.definePackage({ nameEn: 'Solo', seats: 3 });
    const org = await w.organisation(1);
    expect((await org.setPackage(solo.id)).statusCode).toBe(200);

    const changed = await update(solo.id, { nameEn: 'Solo plus', seats: 4, active: false });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().result).toMatchObject({ nameEn: 'Solo plus', seats: 4, active: false, organizationCount: 1 });
    expect(await latestAudit()).toMatchObject({
      action: 'package.update',
      targetId: solo.id,
      detail: 'Solo plus (inactive)',
    });

    const offered = (await org.asOwner({ method: 'GET', url: '/api/v1/Package/GetPackages' })).json().result;
    expect(offered.map((row: { id: string }) => row.id)).not.toContain(solo.id);
    const { result } = await org.details();
    expect(result.subscription.package).toMatchObject({ id: solo.id, nameEn: 'Solo plus' });
    expect(result.seats.limit).toBe(4);
  });

  it('allows one trial package and one package per English name, whatever its case', async () => {
    const trial = await w.host({
      method: 'POST',
      url: `${base}/Create`,
      payload: packageForm({ nameEn: 'Trial two', isTrial: true }),
    });
    expect(trial.statusCode).toBe(409);
    expect(trial.json()).toMatchObject({ code: 'INVALID_STATE', message: billingMessages.trialPackageExists });

    const taken = await w.host({ method: 'POST', url: `${base}/Create`, payload: packageForm({ nameEn: 'sTARTER' }) });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'ALREADY_EXISTS', message: billingMessages.packageNameExists });
    expect((await update(seededPackages.business, { nameEn: 'Starter' })).statusCode).toBe(409);

    // The trial keeps its flag and gets its days back on a change that leaves them out.
    const trialKept = await update(seededPackages.trial, {
      nameEn: 'Free trial',
      pricePerSeatMinor: 0,
      seats: 20,
      isTrial: true,
    });
    expect(trialKept.json().result).toMatchObject({ isTrial: true, trialDays: 14 });

    const missing = await update('0193a000-0000-7000-8000-00000000beef', {});
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(billingMessages.packageNotFound);
  });

  it('refuses a package with a price, currency or seats that are not whole and in range', async () => {
    for (const [field, value, message] of [
      ['pricePerSeatMinor', 4.5, billingMessages.priceInvalid],
      ['pricePerSeatMinor', -1, billingMessages.priceInvalid],
      ['currency', 'usd', billingMessages.currencyInvalid],
      ['seats', 0, billingMessages.seatsInvalid],
    ] as const) {
      const response = await w.host({
        method: 'POST',
        url: `${base}/Create`,
        payload: { ...packageForm({ nameEn: `Bad ${field}` }), [field]: value },
      });
      expect(response.statusCode, `${field} ${value}`).toBe(400);
      expect(response.json().errors).toEqual([expect.objectContaining({ field: `body.${field}`, message })]);
    }
  });

  it(`keeps at most ${billingLimits.packagesMax} packages`, async () => {
    const existing = (await hostPackages()).length;
    for (let i = existing; i < billingLimits.packagesMax; i += 1) await w.definePackage({ nameEn: `Filler ${i}` });
    const full = await w.host({
      method: 'POST',
      url: `${base}/Create`,
      payload: packageForm({ nameEn: 'One too many' }),
    });
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({ code: 'INVALID_STATE', message: billingMessages.packagesFull });
  });

  it('is the support console’s alone', async () => {
    const org = await w.organisation(0);
    expect((await org.asOwner({ method: 'GET', url: `${base}/GetList` })).statusCode).toBe(403);
  });
});
