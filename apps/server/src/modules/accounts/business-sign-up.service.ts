import type { BusinessSignUpRequest, BusinessSignUpResult } from '@worktrail/contract';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { uuidv7 } from '../../db/ids.ts';
import { inTenant } from '../../db/transactions.ts';
import { insertOrganisation } from '../tenants/tenants.service.ts';
import { setOrganisationProfile } from './accounts.repository.ts';

/**
 * Creates the caller's organisation with its default roles and the caller as owner, and makes it
 * their active one, all or nothing; their next token (after a refresh) carries its `tenantid`.
 */
export async function businessSignUp({
  db,
  clock,
  userId,
  request,
}: {
  db: Db;
  clock: Clock;
  userId: string;
  request: BusinessSignUpRequest;
}): Promise<BusinessSignUpResult> {
  const tenantId = uuidv7();
  await inTenant({ db, tenantId }, async (tx) => {
    await insertOrganisation({ tx, tenantId, name: request.organizationName, ownerUserId: userId, clock });
    await setOrganisationProfile({ tx, tenantId, industry: request.industry, teamSize: request.teamSize });
  });
  return { tenantId, organizationName: request.organizationName };
}
