import { trackerLimits } from '@worktrail/contract';
import { and, asc, eq, ilike, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import type { AuthContext } from '../../http/access.ts';
import { scopeCondition } from '../access/data-scope.ts';
import { members } from '../members/members.table.ts';
import { memberPresence } from '../presence/presence.table.ts';
import { users } from '../users/users.table.ts';

const givenName = sql<string>`coalesce(${members.name}, ${users.givenName})`;
const familyName = sql<string>`coalesce(${members.surname}, ${users.familyName})`;

/**
 * Online as the dashboard says it (presence.service.ts): a heartbeat within the last two minutes, or a web timer
 * running; read here beside each member by key rather than in a second query over a list of ids.
 */
const isOnline = (now: Date) => sql<boolean>`(
  coalesce(${memberPresence.lastSeenAt} >= ${new Date(now.getTime() - trackerLimits.onlineSeconds * 1000).toISOString()}::timestamptz, false)
  OR EXISTS (SELECT 1 FROM time_entries e
              WHERE e.tenant_id = ${members.tenantId} AND e.member_id = ${members.id}
                AND e.ended_at IS NULL AND e.source = 'web'))`;

/**
 * The members of the caller's data scope that are not deleted, with what the member picker shows and whether each is
 * online at `now`; the caller first, then by name. `search` matches part of the name or e-mail, ignoring case; a
 * `page` asks for that many from an offset, for big organisations; `memberId` keeps that one member, if in scope.
 * One query whatever the organisation's size: the scope is a condition of it (issue 19, item 2).
 */
export function listActivityUserRows({
  tx,
  auth,
  search,
  memberId,
  page,
  now,
}: {
  tx: Tx;
  auth: AuthContext;
  search?: string | undefined;
  memberId?: string | undefined;
  page?: { limit: number; offset: number } | undefined;
  now: Date;
}) {
  const { tenantId, memberId: callerId } = auth;
  const pattern = search ? `%${search.replace(/[\\%_]/g, '\\$&')}%` : undefined;
  const query = tx
    .select({
      id: members.id,
      userId: users.id,
      givenName,
      familyName,
      username: users.username,
      email: users.email,
      pictureKey: users.pictureKey,
      timeZone: members.timeZone,
      status: members.status,
      isOnline: isOnline(now),
    })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .leftJoin(
      memberPresence,
      and(eq(memberPresence.tenantId, members.tenantId), eq(memberPresence.memberId, members.id)),
    )
    .where(
      and(
        eq(members.tenantId, tenantId),
        scopeCondition({ auth, memberColumn: members.id }),
        ne(members.status, 'deleted'),
        memberId ? eq(members.id, memberId) : undefined,
        pattern ? ilike(sql`${givenName} || ' ' || ${familyName} || ' ' || ${users.email}`, pattern) : undefined,
      ),
    )
    .orderBy(
      sql`CASE WHEN ${members.id} = ${callerId} THEN 0 ELSE 1 END`,
      asc(sql`lower(${givenName})`),
      asc(sql`lower(${familyName})`),
      asc(users.email),
      asc(members.id),
    );
  return page ? query.limit(page.limit).offset(page.offset) : query;
}
export type ActivityUserRow = Awaited<ReturnType<typeof listActivityUserRows>>[number];
