import type { MemberInTenant, TeamProjectOption } from '@worktrail/contract';

/** Picker entries: members by name (else e-mail), projects by name. */
export const memberChoices = (members: readonly MemberInTenant[]) =>
  members.map((member) => ({ value: member.id, label: member.name || member.email }));

export const projectChoices = (projects: readonly TeamProjectOption[]) =>
  projects.map((project) => ({ value: project.id, label: project.name }));
