import { randomBytes } from 'node:crypto';
import type { RoleKey } from '@worktrail/contract';
import type { Db } from '../../db/client.ts';
import { uuidv7 } from '../../db/ids.ts';
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
 * Creates "Demo Co" with the four demo accounts, all or nothing, unless it already exists. The
 * password is DEMO_PASSWORD, or a generated one returned so it can be printed once. With a blob store, files
 * (screenshots) are seeded too.
 */
export async function seedDemo({
  db,
  password,
  blobs,
}: {
  db: Db;
  password: string | undefined;
  blobs?: BlobStore | undefined;
}): Promise<DemoSeedResult> {
  const [owner] = demoAccounts;
  if (!owner) throw new Error('demo accounts are not defined');
  const existing = await asRequestRole({ db }, (tx) => findUserByEmail({ tx, email: owner.email }));
  if (existing) return { created: false };

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
          user: { id: uuidv7(), ...profile, passwordHash: hashes[index], emailVerifiedAt: new Date() },
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
    const now = new Date();
    for (const step of demoSteps) await step({ tx, tenantId, memberIds, now, blobs });
  });
  return { created: true, password: chosen, generated: password === undefined };
}
