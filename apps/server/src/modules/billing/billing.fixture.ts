import type { PackageRequest, RoleKey } from '@worktrail/contract';
import type { InjectOptions } from 'fastify';
import { seedOrganisations } from '../../../test/test-app.ts';
import { inTenant } from '../../db/transactions.ts';
import { startHostWorld } from '../host/host.fixture.ts';
import { findMemberByUserId } from '../members/members.repository.ts';

/** The packages migration 0015 seeds: the 14-day trial (20 seats), Starter (5.00/seat, 25), Business (9.00/seat, 500). */
export const seededPackages = {
  trial: '0193a000-0000-7000-8000-000000000301',
  starter: '0193a000-0000-7000-8000-000000000302',
  business: '0193a000-0000-7000-8000-000000000303',
};

/** A valid package for the console's form; `overrides` change what a test is about. */
export const packageForm = (overrides: Partial<PackageRequest> = {}): PackageRequest => ({
  nameEn: 'Team',
  nameAr: 'الفريق',
  pricePerSeatMinor: 700,
  currency: 'USD',
  seats: 10,
  screenshotRetentionDays: 60,
  features: ['reports', 'tasks'],
  ...overrides,
});

let organisations = 0;

/**
 * The support console's world (a hand-moved clock, a person with the host role) plus fresh organisations on
 * demand, each starting its trial on the clock's today, so every test has its own organisation.
 */
export async function startBillingWorld() {
  const w = await startHostWorld();

  /** A new organisation: its owner and `employees` employees, with their member ids. */
  const organisation = async (employees = 2) => {
    organisations += 1;
    const domain = `org${organisations}.billing.test`;
    const people: Array<{ email: string; role: RoleKey }> = [
      { email: `owner@${domain}`, role: 'owner' },
      ...Array.from({ length: employees }, (_, i) => ({ email: `e${i + 1}@${domain}`, role: 'employee' as const })),
    ];
    const seeded = await seedOrganisations({
      db: w.db,
      clock: w.clock,
      organisations: [{ name: `Billing ${organisations}`, members: people }],
    });
    const { tenantId = '', users = {} } = seeded[`Billing ${organisations}`] ?? {};
    const memberIds: Record<string, string> = {};
    await inTenant({ db: w.db, tenantId }, async (tx) => {
      for (const [email, userId] of Object.entries(users))
        memberIds[email] = (await findMemberByUserId({ tx, tenantId, userId }))?.id ?? '';
    });
    const owner = `owner@${domain}`;
    /** Calls the API as the organisation's owner. */
    const asOwner = (options: InjectOptions) => w.call({ ...options, as: owner });
    return {
      tenantId,
      domain,
      owner,
      employees: people.slice(1).map((person) => person.email),
      memberIds,
      asOwner,
      details: async () => (await asOwner({ method: 'GET', url: '/api/app/user-invites/organiation-details' })).json(),
      setPackage: (packageId?: string) =>
        asOwner({
          method: 'POST',
          url: `/api/v1/Subscription/SetPackage${packageId === undefined ? '' : `?packageId=${packageId}`}`,
        }),
      invite: (emails: string[]) => asOwner({ method: 'POST', url: '/api/app/user-invites/send', payload: { emails } }),
      changeStatus: (email: string, status: string) =>
        asOwner({
          method: 'PUT',
          url: `/api/v1/Member/ChangeStatus?MemberId=${memberIds[email]}`,
          payload: { status },
        }),
    };
  };

  /** Defines a package in the console and returns it. */
  const definePackage = async (overrides: Partial<PackageRequest> = {}) => {
    const response = await w.host({ method: 'POST', url: '/api/host/Package/Create', payload: packageForm(overrides) });
    if (response.statusCode !== 200)
      throw new Error(`Package/Create answered ${response.statusCode}: ${response.body}`);
    return response.json().result as { id: string; nameEn: string; seats: number };
  };

  return { ...w, organisation, definePackage };
}

export type BillingWorld = Awaited<ReturnType<typeof startBillingWorld>>;
export type BillingOrganisation = Awaited<ReturnType<BillingWorld['organisation']>>;
