import type { ConnectedTracker } from '@worktrail/contract';
import type { Db } from '../../db/client.ts';
import { asRequestRole } from '../../db/transactions.ts';
import type { AuthContext } from '../../http/access.ts';
import { notFound } from '../../http/errors.ts';
import { presentConnectedTracker } from './tracker-devices.presenter.ts';
import { deleteTrackerGrant, listTrackerGrants } from './tracker-devices.repository.ts';

export type TrackerDevicesDeps = { db: Db };
type Call = { deps: TrackerDevicesDeps; auth: AuthContext };

/** The caller's own tracker sign-ins, newest first; provider grants are global, so the user is the filter. */
export function listConnectedTrackers({ deps: { db }, auth: { userId } }: Call): Promise<ConnectedTracker[]> {
  return asRequestRole({ db }, async (tx) => (await listTrackerGrants({ tx, userId })).map(presentConnectedTracker));
}

/** Signs one of the caller's trackers out; another person's grant, or none, is the same 404. */
export async function disconnectTracker({
  deps: { db },
  auth: { userId },
  grantId,
}: Call & { grantId: string }): Promise<{ disconnected: true }> {
  const deleted = await asRequestRole({ db }, (tx) => deleteTrackerGrant({ tx, userId, grantId }));
  if (!deleted) throw notFound();
  return { disconnected: true };
}
