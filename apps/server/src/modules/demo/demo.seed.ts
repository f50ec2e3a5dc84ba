import { randomBytes } from 'node:crypto';
import type { RoleKey } from '@worktrail/contract';
import { sql } from 'drizzle-orm';
import { type Clock, systemClock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { uuidv7 } from '../../db/ids.ts';
import { rowsOf } from '../../db/rows.ts';
import { asRequestRole, inTenant } from '../../db/transactions.ts';
import { seedDemoCustomers } from '../customers/customers.demo.ts';
import type { BlobStore } from '../files/blob-store.ts';
import { seedDemoPeople } from '../members/members.demo.ts';
import { findMemberByUserId, insertMember } from '../members/members.repository.ts';
import { seedDemoProjects } from '../projects/projects.demo.ts';
import { seedDemoScreenshots } from '../screenshots/screenshots.demo.ts';
import { seedDemoTasks } from '../tasks/tasks.demo.ts';
import { seedDemoTeams } from '../teams/teams.demo.ts';
import { insertOrganisation } from '../tenants/tenants.service.ts';
import { seedDemoTrackedTime } from '../tracker/tracker.demo.ts';
import { hashPassword } from '../users/passwords.ts';
import { findUserByEmail, insertUser, setActiveTenant } from '../users/users.repository.ts';
import type { DemoStep } from './demo-steps.ts';

export const demoOrganisationName = 'Demo Co';

/** The demo accounts the README documents; others rely on these addresses. */
export const demoAccounts: ReadonlyArray<{ email: string; role: RoleKey; givenName: string; familyName: string }> = [
  { email: 'owner@demo.example', role: 'owner', givenName: 'Olivia', familyName: 'Owner' },
  { email: 'manager@demo.example', role: 'manager', givenName: 'Malik', familyName: 'Manager' },
  { email: 'employee@demo.example', role: 'employee', givenName: 'Emma', familyName: 'Employee' },
  { email: 'employee2@demo.example', role: 'employee', givenName: 'Ethan', familyName: 'Employee' },
];

/**
 * The domains' demo steps, in order (structure before teams, customers before projects before imports). Each
 * domain keeps its step in its own `*.demo.ts` file and adds it here.
 */
const demoSteps: DemoStep[] = [
  seedDemoPeople,
  seedDemoCustomers,
  seedDemoTeams,
  seedDemoProjects,
  seedDemoTasks,
  seedDemoTrackedTime,
  seedDemoScreenshots,
];

export type DemoSeedResult = { created: false } | { created: true; password: string; generated: boolean };

/**
 * An existing demo on a later start: its tracked time brought up to now (the time since each member's last slot,
 * Emma working again), in one transaction. Nothing when the owner no longer belongs to an organisation of that name.
 */
async function refreshDemo({ db, ownerUserId, now }: { db: Db; ownerUserId: string; now: Date }) {
  const [tenant] = await asRequestRole({ db, userId: ownerUserId }, async (tx) =>
    rowsOf<{ id: string }>(
      await tx.execute(sql`
        SELECT t.id FROM members m JOIN tenants t ON t.id = m.tenant_id
         WHERE m.user_id = ${ownerUserId} AND t.name = ${demoOrganisationName}
         ORDER BY t.id LIMIT 1`),
    ),
  );
  if (!tenant) return;
  const tenantId = tenant.id;
  await inTenant({ db, tenantId }, async (tx) => {
    const members = rowsOf<{ email: string; id: string }>(
      await tx.execute(sql`
        SELECT u.email, m.id FROM members m JOIN users u ON u.id = m.user_id WHERE m.tenant_id = ${tenantId}`),
    );
    const memberIds = Object.fromEntries(members.map((member) => [member.email, member.id]));
    await seedDemoTrackedTime({ tx, tenantId, memberIds, now });
  });
}

/**
 * Creates "Demo Co" with the four demo accounts, all or nothing, unless it already exists; then its tracked time
 * reaches "now" of the clock (on a later start, the time since the last one is added). The password is
 * DEMO_PASSWORD, or a generated one returned so it can be printed once. With a blob store, files (screenshots) are
 * seeded too.
 */
export async function seedDemo({
  db,
  password,
  blobs,
  clock = systemClock,
}: {
  db: Db;
  password: string | undefined;
  blobs?: BlobStore | undefined;
  clock?: Clock;
}): Promise<DemoSeedResult> {
  const [owner] = demoAccounts;
  if (!owner) throw new Error('demo accounts are not defined');
  const existing = await asRequestRole({ db }, (tx) => findUserByEmail({ tx, email: owner.email }));
  if (existing) {
    await refreshDemo({ db, ownerUserId: existing.id, now: clock.now() });
    return { created: false };
  }

  const chosen = password ?? randomBytes(9).toString('base64url');
  const hashes = await Promise.all(demoAccounts.map(() => hashPassword(chosen)));
  const tenantId = uuidv7();
  await inTenant({ db, tenantId }, async (tx) => {
    const users = [];
    for (const [index, account] of demoAccounts.entries()) {
      const { role: _role, ...profile } = account;
      users.push(
        await insertUser({
          tx,
          user: { id: uuidv7(), ...profile, passwordHash: hashes[index], emailVerifiedAt: clock.now() },
        }),
      );
    }
    const [ownerUser, ...others] = users;
    if (!ownerUser) throw new Error('demo owner was not created');
    const roleIds = await insertOrganisation({ tx, tenantId, name: demoOrganisationName, ownerUserId: ownerUser.id });
    const memberIds: Record<string, string> = {};
    for (const [index, user] of others.entries()) {
      const role = demoAccounts[index + 1]?.role ?? 'employee';
      memberIds[user.email] = await insertMember({ tx, tenantId, userId: user.id, roleId: roleIds[role] });
      await setActiveTenant({ tx, userId: user.id, tenantId });
    }
    const ownerMember = await findMemberByUserId({ tx, tenantId, userId: ownerUser.id });
    if (!ownerMember) throw new Error('demo owner has no membership');
    memberIds[ownerUser.email] = ownerMember.id;
    const now = clock.now();
    for (const step of demoSteps) await step({ tx, tenantId, memberIds, now, blobs });
  });
  return { created: true, password: chosen, generated: password === undefined };
}
