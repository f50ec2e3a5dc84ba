import { trackerLimits } from '@worktrail/contract';
import { and, asc, eq, ilike, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import type { AuthContext } from '../../http/access.ts';
import { scopeCondition } from '../access/data-scope.ts';
import { memberNameKeys } from '../members/member-name-keys.table.ts';
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
 * online at `now`; the caller first, then by name (`member_name_keys`, then member id). `search` matches part of the
 * name or e-mail, ignoring case; a `page` asks for that many from an offset, for big organisations; `memberId` keeps
 * that one member, if in scope. One query whatever the organisation's size: the scope is a condition of it (issue 19,
 * item 2). The page's members are chosen first, off the keys' index, and only they are joined to their accounts.
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
  const listed = and(
    eq(members.tenantId, tenantId),
    scopeCondition({ auth, memberColumn: members.id }),
    ne(members.status, 'deleted'),
    memberId ? eq(members.id, memberId) : undefined,
    pattern ? ilike(sql`${givenName} || ' ' || ${familyName} || ' ' || ${users.email}`, pattern) : undefined,
  );
  // One branch per place in the order: the caller (0), then everyone else by name (1), each with its sort keys.
  // Without a search they come off `member_name_keys`, and no account is joined before the page is known. A search
  // reads every candidate's account anyway (names, e-mail), so it computes the keys as the triggers do instead of
  // looking each up: a search matching everyone would otherwise look up 1,000 keys.
  const branch = (place: 0 | 1) => {
    const inPlace = place === 0 ? eq(members.id, callerId) : ne(members.id, callerId);
    const placed = sql<number>`${sql.raw(String(place))}`.as('place');
    if (pattern)
      return tx
        .select({
          memberId: sql<string>`${members.id}`.as('picked_member_id'),
          place: placed,
          nameKey: sql<string>`lower(${givenName})`.as('name_key'),
          surnameKey: sql<string>`lower(${familyName})`.as('surname_key'),
        })
        .from(members)
        .innerJoin(users, eq(users.id, members.userId))
        .where(and(listed, inPlace))
        .$dynamic();
    return tx
      .select({
        memberId: sql<string>`${memberNameKeys.memberId}`.as('picked_member_id'),
        place: placed,
        nameKey: sql<string>`${memberNameKeys.nameKey}`.as('name_key'),
        surnameKey: sql<string>`${memberNameKeys.surnameKey}`.as('surname_key'),
      })
      .from(memberNameKeys)
      .innerJoin(members, and(eq(members.tenantId, memberNameKeys.tenantId), eq(members.id, memberNameKeys.memberId)))
      .where(and(eq(memberNameKeys.tenantId, tenantId), listed, inPlace))
      .$dynamic();
  };
  const others = branch(1).orderBy(sql`name_key`, sql`surname_key`, sql`picked_member_id`);
  const ordered = branch(0)
    .unionAll(page ? others.limit(page.offset + page.limit) : others)
    .orderBy(sql`place`, sql`name_key`, sql`surname_key`, sql`picked_member_id`)
    .$dynamic();
  const chosen = (page ? ordered.limit(page.limit).offset(page.offset) : ordered).as('chosen');
  return tx
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
    .from(chosen)
    .innerJoin(members, and(eq(members.tenantId, tenantId), eq(members.id, chosen.memberId)))
    .innerJoin(users, eq(users.id, members.userId))
    .leftJoin(
      memberPresence,
      and(eq(memberPresence.tenantId, members.tenantId), eq(memberPresence.memberId, members.id)),
    )
    .orderBy(asc(chosen.place), asc(chosen.nameKey), asc(chosen.surnameKey), asc(chosen.memberId));
}
export type ActivityUserRow = Awaited<ReturnType<typeof listActivityUserRows>>[number];
