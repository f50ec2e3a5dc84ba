import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client.ts';
import { uuidv7 } from '../../apps/server/src/db/ids.ts';
import { inTenant } from '../../apps/server/src/db/transactions.ts';
import { demoOrganisationName } from '../../apps/server/src/modules/demo/demo.seed.ts';
import { insertMember } from '../../apps/server/src/modules/members/members.repository.ts';
import { addProjectMembers } from '../../apps/server/src/modules/projects/projects.repository.ts';
import { insertUser, setActiveTenant } from '../../apps/server/src/modules/users/users.repository.ts';
import { ownerEmail } from './constants.ts';

/** Members without any tracked time, so their agents may upload entries at any past time (demo members have history). */
export const agentEmails = ['agent1@attack.example', 'agent2@attack.example'];

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Adds the agent members to the demo organisation as employees of one active project, with the owner's password. */
export async function seedAgents({ db }: { db: Db }) {
  const [tenant] = rows<{ id: string }>(
    await db.execute(sql`SELECT id FROM tenants WHERE name = ${demoOrganisationName}`),
  );
  const [owner] = rows<{ password_hash: string }>(
    await db.execute(sql`SELECT password_hash FROM users WHERE email = ${ownerEmail}`),
  );
  if (!tenant || !owner) throw new Error('seed the demo organisation first');
  const tenantId = tenant.id;
  await inTenant({ db, tenantId }, async (tx) => {
    const [role] = rows<{ id: string }>(
      await tx.execute(sql`SELECT id FROM roles WHERE tenant_id = ${tenantId} AND key = 'employee'`),
    );
    const [project] = rows<{ id: string }>(
      await tx.execute(
        sql`SELECT id FROM projects WHERE tenant_id = ${tenantId} AND status IN ('active', 'opened') ORDER BY id LIMIT 1`,
      ),
    );
    if (!role || !project) throw new Error('the demo organisation has no employee role or active project');
    const memberIds: string[] = [];
    for (const [index, email] of agentEmails.entries()) {
      const user = await insertUser({
        tx,
        user: {
          id: uuidv7(),
          email,
          givenName: 'Agent',
          familyName: String(index + 1),
          passwordHash: owner.password_hash,
          emailVerifiedAt: new Date(),
        },
      });
      memberIds.push(await insertMember({ tx, tenantId, userId: user.id, roleId: role.id }));
      await setActiveTenant({ tx, userId: user.id, tenantId });
    }
    await addProjectMembers({ tx, tenantId, projectId: project.id, memberIds });
  });
}
