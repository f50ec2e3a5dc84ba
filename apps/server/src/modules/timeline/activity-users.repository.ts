import { and, asc, eq, ilike, inArray, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import type { DataScope } from '../access/data-scope.ts';
import { members } from '../members/members.table.ts';
import { users } from '../users/users.table.ts';

const givenName = sql<string>`coalesce(${members.name}, ${users.givenName})`;
const familyName = sql<string>`coalesce(${members.surname}, ${users.familyName})`;

/**
 * The members of the scope that are not deleted, with what the member picker shows; `callerId` first, then by
 * name. `search` matches part of the name or e-mail, ignoring case. One query for any number of members.
 */
export function listActivityUserRows({
  tx,
  tenantId,
  scope,
  callerId,
  search,
}: {
  tx: Tx;
  tenantId: string;
  scope: DataScope;
  callerId: string;
  search?: string | undefined;
}) {
  const pattern = search ? `%${search.replace(/[\\%_]/g, '\\$&')}%` : undefined;
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
    })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(
      and(
        eq(members.tenantId, tenantId),
        scope.kind === 'members' ? inArray(members.id, scope.memberIds) : undefined,
        ne(members.status, 'deleted'),
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
}
export type ActivityUserRow = Awaited<ReturnType<typeof listActivityUserRows>>[number];
