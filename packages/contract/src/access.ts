import { z } from 'zod';

/** `?ManagerId=` of AddMemberListToManager / RemoveMemberListFromManager (spec §7). */
export const managerQuery = z.object({ ManagerId: z.uuid() });

/** The member list body: member ids, 1 to 200, no repeats. */
export const memberIdList = z
  .array(z.uuid())
  .min(1, 'Select at least one member')
  .max(200)
  .refine((ids) => new Set(ids).size === ids.length, 'A member is listed twice');

/** A manager and the members assigned to them after the change. */
export const managerMembersResult = z.object({ managerId: z.uuid(), memberIds: z.array(z.uuid()) });
export type ManagerMembersResult = z.infer<typeof managerMembersResult>;
