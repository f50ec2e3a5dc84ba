import type { TeamDetail } from '@worktrail/contract';
import type { ChecklistMember } from '../../../shared/members/components/MemberChecklist.tsx';

/**
 * A team's leaders as a checklist names them, from the team itself: each by name, with the e-mail of those among
 * the members in the caller's scope.
 */
export const teamLeaders = (team: Pick<TeamDetail, 'leaders' | 'members'>): ChecklistMember[] =>
  team.leaders.map((leader) => ({
    id: leader.id,
    name: leader.name,
    email: team.members.find((member) => member.id === leader.id)?.email,
  }));
