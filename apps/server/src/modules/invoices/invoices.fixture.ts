import { eq } from 'drizzle-orm';
import { seedOrganisations } from '../../../test/test-app.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { uuidv7 } from '../../db/ids.ts';
import { invoices, subscriptions } from '../billing/billing.table.ts';
import type { SubscriptionRow } from './invoice-issue.ts';

/** The packages migration 0015 seeds: the free trial, Starter (500 cents a seat) and Business (900). */
export const trialPackage = '0193a000-0000-7000-8000-000000000301';
export const starterPackage = '0193a000-0000-7000-8000-000000000302';
export const businessPackage = '0193a000-0000-7000-8000-000000000303';

/** A clock stopped at `instant`. */
export const at = (instant: string): Clock => ({ now: () => new Date(instant) });

let seeded = 0;

/**
 * A new organisation of its own (so each test has its own invoices) with `active` active members and one inactive
 * one, on the subscription given (the rest of the row as a new organisation's trial has it).
 */
export async function organisationOn(
  db: Db,
  subscription: Partial<Pick<SubscriptionRow, 'packageId' | 'status' | 'periodStart' | 'periodEnd'>> &
    Partial<Pick<SubscriptionRow, 'pendingPackageId' | 'trialEndsOn'>>,
  { active = 2 }: { active?: number } = {},
) {
  seeded += 1;
  const stamp = `${seeded}-${uuidv7().slice(-12)}`;
  const name = `Billed ${stamp}`;
  const email = (who: string) => `${who}.${stamp}@billed.test`;
  const members = [
    { email: email('owner'), role: 'owner' as const },
    ...Array.from({ length: active - 1 }, (_, index) => ({ email: email(`m${index}`), role: 'employee' as const })),
    { email: email('gone'), role: 'employee' as const, status: 'inactive' as const },
  ];
  const organisations = await seedOrganisations({ db, organisations: [{ name, members }] });
  const organisation = organisations[name];
  if (!organisation) throw new Error('not seeded');
  await db.update(subscriptions).set(subscription).where(eq(subscriptions.tenantId, organisation.tenantId));
  return { tenantId: organisation.tenantId, name, ownerEmail: email('owner') };
}

export const subscriptionOf = async (db: Db, tenantId: string) =>
  (await db.select().from(subscriptions).where(eq(subscriptions.tenantId, tenantId)))[0];

export const invoicesOf = (db: Db, tenantId: string) =>
  db.select().from(invoices).where(eq(invoices.tenantId, tenantId)).orderBy(invoices.periodStart);
