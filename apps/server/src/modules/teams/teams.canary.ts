import type { CanaryContext } from '../../../test/canary-steps.ts';
import { uuidv7 } from '../../db/ids.ts';
import { teamMembers, teams } from './teams.table.ts';

/** A team of the victim organisation holding the private member and led by nobody, so no manager's scope covers it. */
export async function seedTeamCanaries({ tx, tenantId, memberIds, canary }: CanaryContext) {
  const teamId = uuidv7();
  await tx.insert(teams).values({ tenantId, id: teamId, name: `Team ${canary}`, concurrencyStamp: uuidv7() });
  await tx.insert(teamMembers).values({ tenantId, teamId, memberId: memberIds.private, isLeader: false });
}
