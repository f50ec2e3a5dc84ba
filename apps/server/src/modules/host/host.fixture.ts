import type { TicketStatus } from '@worktrail/contract';
import { eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { bearer, signIn } from '../../../test/sign-in.ts';
import { createTestApp, manualClock, seedOrganisations, testPassword } from '../../../test/test-app.ts';
import { uuidv7 } from '../../db/ids.ts';
import { inTenant } from '../../db/transactions.ts';
import { findMemberByUserId } from '../members/members.repository.ts';
import { tickets } from '../support/support.table.ts';
import { hashPassword } from '../users/passwords.ts';
import { users } from '../users/users.table.ts';
import { hostAdmins } from './host.table.ts';

export const technicalProblem = '0193a000-0000-7000-8000-000000000001';
export const windows = '0193a000-0000-7000-8000-000000000101';

/**
 * A server at a hand-moved clock with two organisations (Acme: owner, Ali who reads Arabic mail, Eve; Globex: its
 * owner), a support person with the host role (made as the owner connection, as `npm run host:admin` does), and
 * helpers to open tickets and call the API as anyone.
 */
export async function startHostWorld() {
  const clock = manualClock(new Date('2025-05-05T08:00:00Z'));
  const t = await createTestApp({ clock });
  const seeded = await seedOrganisations({
    db: t.db,
    organisations: [
      {
        name: 'Acme',
        members: [
          { email: 'owner@acme.test', role: 'owner' },
          { email: 'ali@acme.test', role: 'employee' },
          { email: 'eve@acme.test', role: 'employee' },
        ],
      },
      { name: 'Globex', members: [{ email: 'owner@globex.test', role: 'owner' }] },
    ],
  });
  const tenantOf: Record<string, string> = {};
  const userIds: Record<string, string> = {};
  for (const organisation of Object.values(seeded))
    for (const [email, userId] of Object.entries(organisation.users)) {
      tenantOf[email] = organisation.tenantId;
      userIds[email] = userId;
    }
  await t.db.update(users).set({ locale: 'ar' }).where(eq(users.email, 'ali@acme.test'));

  const hostEmail = 'sam@support.test';
  const hostId = uuidv7();
  await t.db.insert(users).values({
    id: hostId,
    email: hostEmail,
    givenName: 'Sam',
    familyName: 'Support',
    passwordHash: await hashPassword(testPassword),
    emailVerifiedAt: new Date(),
  });
  await t.db.insert(hostAdmins).values({ userId: hostId, grantedBy: 'command' });

  const tokens = new Map<string, string>();
  const tokenOf = async (email: string) => {
    const known = tokens.get(email);
    if (known) return known;
    const token = (await signIn(t.app, { email })).access_token;
    tokens.set(email, token);
    return token;
  };

  /** Opens a ticket as a member, as the organisation side stores one; `minutes` later than the last one. */
  const openTicket = async (email: string, subject: string, { status = 'OPENED' as TicketStatus } = {}) => {
    clock.advance(60_000);
    const tenantId = tenantOf[email] ?? '';
    const userId = userIds[email] ?? '';
    const id = uuidv7();
    await inTenant({ db: t.db, tenantId }, async (tx) => {
      const member = await findMemberByUserId({ tx, tenantId, userId });
      const [last] = await tx.select({ n: sql<number>`coalesce(max(${tickets.number}), 0)::int` }).from(tickets);
      await tx.insert(tickets).values({
        tenantId,
        id,
        number: (last?.n ?? 0) + 1,
        authorMemberId: member?.id ?? '',
        authorUserId: userId,
        subject,
        message: `Details of ${subject}`,
        ticketTypeId: technicalProblem,
        operatingSystemId: windows,
        status,
        createdAt: clock.now(),
        lastActivityAt: clock.now(),
      });
    });
    return id;
  };

  const call = async (options: InjectOptions & { as: string }) => {
    const { as, ...rest } = options;
    return t.app.inject({ ...rest, headers: { ...bearer(await tokenOf(as)), ...rest.headers } } as InjectOptions);
  };

  return {
    ...t,
    clock,
    hostEmail,
    hostId,
    tenantOf,
    userIds,
    openTicket,
    call,
    host: (options: InjectOptions) => call({ ...options, as: hostEmail }),
  };
}

export type HostWorld = Awaited<ReturnType<typeof startHostWorld>>;

/** A multipart form of `comment` and `attachmentFiles`, as the console's answer form sends it. */
export function answerForm(comment: string, files: Array<{ name: string; type: string; bytes: Buffer }> = []) {
  const boundary = `----host${uuidv7()}`;
  const parts: Buffer[] = [
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="comment"\r\n\r\n${comment}\r\n`),
  ];
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="attachmentFiles"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
