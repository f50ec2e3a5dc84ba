import { managerMembersResult, managerQuery, memberIdList } from './access.ts';
import { defineEndpoint } from './endpoint.ts';
import { permissions } from './permissions.ts';

const tags = ['Members'];
const base = '/api/v1/Member';
/** The rules both calls check, all or nothing. */
const managerRules =
  "the manager must be a member of the organisation whose role's data scope reaches beyond themself; every listed " +
  'member must be of the organisation';

/** A change of the members assigned to a manager (`?ManagerId=`, body: member ids), answered with them afterwards. */
const managerChange = ({ path, summary, policy }: { path: string; summary: string; policy: string }) =>
  defineEndpoint({
    method: 'POST',
    path,
    access: permissions.members.manage,
    policy,
    tags,
    summary,
    query: managerQuery,
    body: memberIdList,
    result: managerMembersResult,
    errors: ['NOT_FOUND', 'UNPROCESSABLE'],
  });

/** Spec §7: assigning members to a manager, which puts them in the manager's data scope. */
export const accessEndpoints = {
  addMembersToManager: managerChange({
    path: `${base}/AddMemberListToManager`,
    summary: 'Assign members to a manager',
    policy: `${managerRules}; nobody manages themself, and no chain of managers comes back to where it started`,
  }),
  removeMembersFromManager: managerChange({
    path: `${base}/RemoveMemberListFromManager`,
    summary: 'Remove members from a manager',
    policy: managerRules,
  }),
};
