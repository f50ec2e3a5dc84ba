import type { WorkspaceAbilities } from '@worktrail/contract';
import type { Clock } from '../../clock.ts';
import type { Db, Tx } from '../../db/client.ts';
import { inTenant } from '../../db/transactions.ts';
import type { AuthContext } from '../../http/access.ts';
import { effectiveSettings, memberTimeZone } from '../effective-settings/effective-settings.ts';
import { isoInZone } from '../reports/reports.dates.ts';
import { type TaskCaller, workspaceAbilities } from '../workspace-access/workspace-access.ts';
import type { WorkspaceAccess } from './task-access.repository.ts';
import { mayNot, workspaceNotActive } from './tasks.errors.ts';

export type TasksDeps = { db: Db; clock: Clock; publicUrl: string };

/** A tasks call inside its transaction: who calls, and the feature settings that apply to them. */
export type TaskCall = {
  tx: Tx;
  auth: AuthContext;
  caller: TaskCaller;
  settings: { Add_Edit_Tasks: boolean; Add_Edit_Task_Status: boolean };
  now: Date;
};

/** Runs `work` in the caller's tenant transaction with what every tasks rule needs about the caller. */
export function withTaskCall<T>(
  { deps, auth }: { deps: TasksDeps; auth: AuthContext },
  work: (call: TaskCall) => Promise<T>,
): Promise<T> {
  const { tenantId, memberId, permissions } = auth;
  return inTenant({ db: deps.db, tenantId }, async (tx) => {
    const { values } = await effectiveSettings({ tx, tenantId, memberId });
    const settings = { Add_Edit_Tasks: values.Add_Edit_Tasks, Add_Edit_Task_Status: values.Add_Edit_Task_Status };
    return work({ tx, auth, caller: { tenantId, memberId, permissions }, settings, now: deps.clock.now() });
  });
}

/** What the caller may do in a workspace they see (nothing but viewing unless it is active). */
export const abilitiesIn = (
  call: TaskCall,
  access: Pick<WorkspaceAccess, 'membership' | 'workspaceStatus'>,
  active = access.workspaceStatus === 'active',
) => workspaceAbilities({ caller: call.caller, membership: access.membership, active, settings: call.settings });

type Ability = Exclude<keyof WorkspaceAbilities, 'permission'>;

/**
 * Refuses a change the caller may not make in the workspace (403 with the ability's own text), then one in a
 * workspace that is not active (422) — unless `anyStatus`, for managing the workspace itself (how it is reactivated).
 */
export function requireAbility(
  call: TaskCall,
  access: WorkspaceAccess,
  ability: Ability,
  { anyStatus = false }: { anyStatus?: boolean } = {},
) {
  if (!abilitiesIn(call, access, true)[ability]) throw mayNot[ability]();
  if (!anyStatus && access.workspaceStatus !== 'active') throw workspaceNotActive();
}

/** Refuses any change in a workspace that is not active (comments), for callers who may otherwise make it. */
export function requireActive(access: WorkspaceAccess) {
  if (access.workspaceStatus !== 'active') throw workspaceNotActive();
}

/** The caller's local date today (`YYYY-MM-DD`), in their effective zone: what "overdue" is measured against. */
export async function callerToday(call: TaskCall) {
  const zone = await memberTimeZone({ tx: call.tx, tenantId: call.auth.tenantId, memberId: call.auth.memberId });
  return isoInZone(call.now, zone).slice(0, 10);
}
