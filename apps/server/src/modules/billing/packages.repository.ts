import { and, asc, count, eq, max, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { packages, subscriptions } from './billing.table.ts';

export type PackageValues = Omit<typeof packages.$inferInsert, 'id' | 'sortOrder' | 'createdAt' | 'updatedAt'>;

/** Packages with how many organisations are on each, in order; through the console's role, which reads them all. */
export function selectHostPackages(tx: Tx, id?: string) {
  const organizationCount = sql<number>`(SELECT count(*)::int FROM ${subscriptions} s WHERE s.package_id = ${packages.id})`;
  return tx
    .select({
      id: packages.id,
      nameEn: packages.nameEn,
      nameAr: packages.nameAr,
      pricePerSeatMinor: packages.pricePerSeatMinor,
      currency: packages.currency,
      seats: packages.seats,
      screenshotRetentionDays: packages.screenshotRetentionDays,
      features: packages.features,
      isTrial: packages.isTrial,
      trialDays: packages.trialDays,
      active: packages.active,
      sortOrder: packages.sortOrder,
      createdAt: packages.createdAt,
      updatedAt: packages.updatedAt,
      organizationCount,
    })
    .from(packages)
    .where(id ? eq(packages.id, id) : undefined)
    .orderBy(asc(packages.sortOrder), asc(packages.id));
}

/** Makes the caller the one writer of packages until it commits: names, the trial flag and the count stay true. */
export async function lockPackages(tx: Tx) {
  await tx.execute(sql`LOCK TABLE ${packages} IN SHARE ROW EXCLUSIVE MODE`);
}

/** How many packages exist and the last place in the order. */
export async function packageCount(tx: Tx) {
  const [row] = await tx.select({ rows: count(), last: max(packages.sortOrder) }).from(packages);
  return { rows: row?.rows ?? 0, last: row?.last ?? 0 };
}

/** Whether another package has this English name (ignoring case) or, when `trial`, is the trial. */
export async function findClash(
  tx: Tx,
  { nameEn, trial, exceptId }: { nameEn: string; trial: boolean; exceptId?: string },
) {
  const other = exceptId ? ne(packages.id, exceptId) : undefined;
  const [named] = await tx
    .select({ id: packages.id })
    .from(packages)
    .where(and(sql`lower(${packages.nameEn}) = lower(${nameEn})`, other))
    .limit(1);
  const [trialPackage] = trial
    ? await tx
        .select({ id: packages.id })
        .from(packages)
        .where(and(eq(packages.isTrial, true), other))
        .limit(1)
    : [];
  return { nameTaken: Boolean(named), trialTaken: Boolean(trialPackage) };
}

export async function insertPackage(tx: Tx, row: typeof packages.$inferInsert) {
  await tx.insert(packages).values(row);
}

export async function updatePackageRow(tx: Tx, id: string, values: PackageValues & { updatedAt: Date }) {
  await tx.update(packages).set(values).where(eq(packages.id, id));
}
