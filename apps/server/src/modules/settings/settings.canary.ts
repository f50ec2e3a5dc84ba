import type { CanaryContext } from '../../../test/canary-steps.ts';
import { uuidv7 } from '../../db/ids.ts';
import { teamMembers, teams } from '../teams/teams.table.ts';
import { memberSettings, organisationSettings, teamSettings } from './settings.table.ts';

/**
 * Feature settings of the victim organisation: an organisation value, a team of the private member (named with the
 * canary) with its own value, and the private member's individual value. Values are short by definition, so the
 * canary lives in the team's name, which the settings lists show.
 */
export async function seedSettingsCanaries({ tx, tenantId, memberIds, canary }: CanaryContext) {
  const teamId = uuidv7();
  await tx.insert(teams).values({ tenantId, id: teamId, name: `Settings ${canary}`, concurrencyStamp: uuidv7() });
  await tx.insert(teamMembers).values({ tenantId, teamId, memberId: memberIds.private, isLeader: false });
  await tx.insert(organisationSettings).values({ tenantId, key: 'Blur_Screen', value: true });
  await tx.insert(teamSettings).values({ tenantId, teamId, key: 'Number_Of_Screenshots', value: 12 });
  await tx
    .insert(memberSettings)
    .values({ tenantId, memberId: memberIds.private, key: 'Take_ScreenShot', value: false });
}
