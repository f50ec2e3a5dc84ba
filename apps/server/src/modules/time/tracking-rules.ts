import { activityMessages, trackableProjectStatuses, trackingMessages } from '@worktrail/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { members } from '../members/members.table.ts';
import { projects } from '../projects/projects.table.ts';
import { findOverlappingEntry } from './time-entries.repository.ts';

export { trackableProjectStatuses };

/** The longest one activity may be. */
export const maxEntrySeconds = 24 * 3600;

export type TrackingRefusal = keyof typeof trackingMessages;

/** A refusal of recorded time, with its stable code and §-style message. */
export const trackingRefused = (reason: TrackingRefusal) =>
  new AppError({
    code: reason === 'projectNotFound' ? 'NOT_FOUND' : reason === 'overlap' ? 'ALREADY_EXISTS' : 'UNPROCESSABLE',
    message: trackingMessages[reason],
  });

/**
 * Why this member may not record time on this project, or undefined when they may: the member must be active,
 * the project trackable, and the member in it directly or through an active team. Tracker, web timer and offline
 * time all ask this one question.
 */
export async function trackingRefusal({
  tx,
  tenantId,
  memberId,
  projectId,
}: {
  tx: Tx;
  tenantId: string;
  memberId: string;
  projectId: string;
}): Promise<TrackingRefusal | undefined> {
  const [member] = await tx
    .select({ status: members.status })
    .from(members)
    .where(and(eq(members.tenantId, tenantId), eq(members.id, memberId)));
  if (member?.status !== 'active') return 'memberNotActive';
  const [project] = await tx
    .select({ status: projects.status })
    .from(projects)
    .where(and(eq(projects.tenantId, tenantId), eq(projects.id, projectId)));
  if (!project) return 'projectNotFound';
  if (!(trackableProjectStatuses as readonly string[]).includes(project.status)) return 'projectNotActive';
  const result = await tx.execute(sql`
    SELECT EXISTS (SELECT 1 FROM project_members
                    WHERE tenant_id = ${tenantId} AND project_id = ${projectId} AND member_id = ${memberId})
        OR EXISTS (SELECT 1 FROM team_projects tp
                     JOIN teams t ON t.tenant_id = tp.tenant_id AND t.id = tp.team_id AND t.status = 'active'
                     JOIN team_members tm ON tm.tenant_id = tp.tenant_id AND tm.team_id = tp.team_id
                    WHERE tp.tenant_id = ${tenantId} AND tp.project_id = ${projectId} AND tm.member_id = ${memberId})
        AS member`);
  const [row] = (result as unknown as { rows: Array<{ member: boolean }> }).rows;
  return row?.member ? undefined : 'notProjectMember';
}

/**
 * A new or changed interval of recorded time: the end after the start, nothing later than the server's clock (plus
 * `skewMs`, for agents whose clocks run a little ahead), and at most 24 hours long. A running entry (`to` null)
 * only has its start checked.
 */
export function requireValidInterval({
  from,
  to,
  now,
  skewMs = 0,
}: {
  from: Date;
  to: Date | null;
  now: Date;
  skewMs?: number;
}) {
  const latest = now.getTime() + skewMs;
  if (to === null) {
    if (from.getTime() > latest) throw trackingRefused('future');
    return;
  }
  if (to.getTime() <= from.getTime())
    throw new AppError({ code: 'UNPROCESSABLE', message: activityMessages.endAfterStart });
  if (to.getTime() > latest) throw trackingRefused('future');
  if (to.getTime() - from.getTime() > maxEntrySeconds * 1000) throw trackingRefused('tooLong');
}

type MemberTime = { tx: Tx; tenantId: string; memberId: string };

/** Refuses time on a project the member may not record time on (see `trackingRefusal`). */
export async function requireTrackable(input: MemberTime & { projectId: string }) {
  const refusal = await trackingRefusal(input);
  if (refusal) throw trackingRefused(refusal);
}

/** Refuses an interval that overlaps another entry of the member (ARCHITECTURE §5, invariant 3). */
export async function requireNoOverlap(
  input: MemberTime & { from: Date; to: Date | null; exceptIds?: readonly string[] },
) {
  if (await findOverlappingEntry(input)) throw trackingRefused('overlap');
}
