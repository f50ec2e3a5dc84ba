import {
  type BillingPackage,
  billingLimits,
  defaultTrialDays,
  type hostPackage,
  type packageRequest,
} from '@worktrail/contract';
import type { z } from 'zod';
import type { Clock } from '../../clock.ts';
import type { Db, Tx } from '../../db/client.ts';
import { uuidv7 } from '../../db/ids.ts';
import { asHost, inTenant } from '../../db/transactions.ts';
import type { AuthContext, HostContext } from '../../http/access.ts';
import { type HostAction, recordHostAction } from '../host/host-audit.ts';
import { billingErrors } from '../subscriptions/billing.errors.ts';
import { listOfferedPackages } from '../subscriptions/subscriptions.repository.ts';
import { presentHostPackage, presentPackage } from './billing.presenter.ts';
import {
  findClash,
  insertPackage,
  lockPackages,
  type PackageValues,
  packageCount,
  selectHostPackages,
  updatePackageRow,
} from './packages.repository.ts';

type HostPackage = z.infer<typeof hostPackage>;
type PackageRequest = z.output<typeof packageRequest>;
type HostCall = { deps: { db: Db; clock: Clock }; host: HostContext };

/** `GetPackages` (§7): the packages an organisation may choose, in order. */
export function listPackages({
  deps: { db },
  auth,
}: {
  deps: { db: Db };
  auth: AuthContext;
}): Promise<BillingPackage[]> {
  return inTenant({ db, tenantId: auth.tenantId }, async (tx) =>
    (await listOfferedPackages({ tx })).map(presentPackage),
  );
}

/** Every package for the console, offered or not, with how many organisations are on each. */
export function listHostPackages({ deps: { db }, host }: HostCall): Promise<HostPackage[]> {
  return asHost({ db, hostUserId: host.userId }, async (tx) => (await selectHostPackages(tx)).map(presentHostPackage));
}

/** The stored form of a request: a trial lasts its days (the default when unsaid), a paid package has none. */
const valuesOf = (request: PackageRequest): PackageValues => ({
  ...request,
  features: [...new Set(request.features)],
  trialDays: request.isTrial ? (request.trialDays ?? defaultTrialDays) : null,
});

/** One English name per package and one trial, checked by the one writer the lock lets through. */
async function refuseClash(tx: Tx, values: PackageValues, exceptId?: string) {
  const clash = await findClash(tx, { nameEn: values.nameEn, trial: values.isTrial ?? false, exceptId });
  if (clash.nameTaken) throw billingErrors.packageNameExists();
  if (clash.trialTaken) throw billingErrors.trialPackageExists();
}

async function savedPackage(tx: Tx, id: string, host: HostContext, action: HostAction, at: Date) {
  const [saved] = await selectHostPackages(tx, id);
  if (!saved) throw billingErrors.packageNotFound();
  const detail = `${saved.nameEn}${saved.active ? '' : ' (inactive)'}`;
  await recordHostAction(tx, { hostUserId: host.userId, action, at, targetId: id, detail });
  return presentHostPackage(saved);
}

/** Defines a package at the end of the order (at most `billingLimits.packagesMax`), audited. */
export function createPackage({ deps: { db, clock }, host, request }: HostCall & { request: PackageRequest }) {
  return asHost({ db, hostUserId: host.userId }, async (tx): Promise<HostPackage> => {
    await lockPackages(tx);
    const { rows, last } = await packageCount(tx);
    if (rows >= billingLimits.packagesMax) throw billingErrors.packagesFull();
    const values = valuesOf(request);
    await refuseClash(tx, values);
    const id = uuidv7();
    const now = clock.now();
    await insertPackage(tx, { ...values, id, sortOrder: last + 1, createdAt: now, updatedAt: now });
    return savedPackage(tx, id, host, 'package.create', now);
  });
}

/** Changes a package; organisations on it see the change from their next period. Audited. */
export function updatePackage({
  deps: { db, clock },
  host,
  id,
  request,
}: HostCall & { id: string; request: PackageRequest }) {
  return asHost({ db, hostUserId: host.userId }, async (tx): Promise<HostPackage> => {
    await lockPackages(tx);
    if ((await selectHostPackages(tx, id)).length === 0) throw billingErrors.packageNotFound();
    const values = valuesOf(request);
    await refuseClash(tx, values, id);
    const now = clock.now();
    await updatePackageRow(tx, id, { ...values, updatedAt: now });
    return savedPackage(tx, id, host, 'package.update', now);
  });
}
