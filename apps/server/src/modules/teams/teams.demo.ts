import type { DemoStep } from '../demo/demo-steps.ts';
import { addTeamMembers, insertTeam } from './teams.repository.ts';

/** One team of the demo organisation, led by nobody so that it widens no one's data scope. */
export const seedDemoTeams: DemoStep = async ({ tx, tenantId, memberIds, now }) => {
  const teamId = await insertTeam({ tx, tenantId, name: 'Customer support', now });
  const supportIds = ['employee@demo.example', 'employee2@demo.example'].flatMap((email) => memberIds[email] ?? []);
  await addTeamMembers({ tx, tenantId, teamId, memberIds: supportIds });
};
