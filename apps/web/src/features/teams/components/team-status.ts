import type { TeamStatus } from '@worktrail/contract';

/** The badge colour of each team state. */
export const teamStatusColor: Record<TeamStatus, string> = { active: 'green', inactive: 'gray', deleted: 'red' };
