import { billingMessages } from '@worktrail/contract';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn } from '../../../test/sign-in.ts';
import { createTestApp, manualClock, seedOrganisations } from '../../../test/test-app.ts';
import { manualProvider } from './payment-providers.ts';

const bankDetails = 'Worktrail Ltd · IBAN GB00 TEST 0000 0000 0000 00 · reference: your organisation name';
let t: Awaited<ReturnType<typeof createTestApp>>;
let tenants: Record<string, string>;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  const clock = manualClock(new Date('2025-08-04T10:00:00Z'));
  t = await createTestApp({ clock, config: { billingBankDetails: bankDetails } });
  const seeded = await seedOrganisations({
    db: t.db,
    clock,
    organisations: [
      {
        name: 'Paying Co',
        members: [
          { email: 'owner@paying.test', role: 'owner' },
          { email: 'staff@paying.test', role: 'employee' },
        ],
      },
      { name: 'Other Co', members: [{ email: 'owner@other.test', role: 'owner' }] },
    ],
  });
  tenants = { paying: seeded['Paying Co']?.tenantId ?? '', other: seeded['Other Co']?.tenantId ?? '' };
  for (const email of ['owner@paying.test', 'staff@paying.test', 'owner@other.test'])
    tokens[email] = (await signIn(t.app, { email })).access_token;
});
afterAll(() => t.close());

const call = (as: string, options: InjectOptions) =>
  t.app.inject({ ...options, headers: { ...options.headers, ...bearer(tokens[as] ?? '') } });
const updateMethod = (as: string, id: string, payload: object) =>
  call(as, { method: 'POST', url: `/api/app/user-invites/update-payment-method/${id}`, payload });

describe('the payment method', () => {
  it('stores bank transfer with the billing e-mail and address, and tells the deployment’s bank details', async () => {
    const saved = await updateMethod('owner@paying.test', tenants.paying ?? '', {
      provider: 'manual',
      billingEmail: 'accounts@paying.test',
      billingAddress: '  1 Quay Street, Dubai  ',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const method = {
      provider: 'manual',
      billingEmail: 'accounts@paying.test',
      billingAddress: '1 Quay Street, Dubai',
      instructions: bankDetails,
    };
    expect(saved.json().result).toEqual(method);
    const details = await call('owner@paying.test', {
      method: 'GET',
      url: '/api/app/user-invites/organiation-details',
    });
    expect(details.json().result.paymentMethod).toEqual(method);
  });

  it('answers 404 for another organisation’s id or an unknown one, and changes nothing there', async () => {
    for (const id of [tenants.other ?? '', '0193a000-0000-7000-8000-00000000beef']) {
      const refused = await updateMethod('owner@paying.test', id, { provider: 'manual', billingEmail: 'x@evil.test' });
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toBe(billingMessages.organizationNotFound);
    }
    const other = await call('owner@other.test', { method: 'GET', url: '/api/app/user-invites/organiation-details' });
    expect(other.json().result.paymentMethod.billingEmail).toBeNull();
  });

  it('accepts no card data and no provider it does not offer', async () => {
    const card = await updateMethod('owner@paying.test', tenants.paying ?? '', {
      provider: 'manual',
      cardNumber: '4242424242424242',
    });
    expect(card.statusCode).toBe(400);
    const unknown = await updateMethod('owner@paying.test', tenants.paying ?? '', { provider: 'card' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([
      expect.objectContaining({ field: 'body.provider', message: billingMessages.paymentMethodNotFound }),
    ]);
  });

  it('is for those who manage the organisation settings only', async () => {
    const employee = await updateMethod('staff@paying.test', tenants.paying ?? '', { provider: 'manual' });
    expect(employee.statusCode).toBe(403);
  });

  it('has a manual provider that says nothing when the deployment gives no bank details', () => {
    expect(manualProvider.describe({})).toBeNull();
    expect(manualProvider.describe({ billingBankDetails: 'IBAN X' })).toBe('IBAN X');
  });
});
