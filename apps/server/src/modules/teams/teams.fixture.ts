import { uuidv7 } from '../../db/ids.ts';
import { inTenant } from '../../db/transactions.ts';
import { customers } from '../customers/customers.table.ts';
import { startMembersWorld } from '../members/members.fixture.ts';
import { projects } from '../projects/projects.table.ts';

type ProjectStatus = (typeof projects.$inferInsert)['status'];

/**
 * The members world (Acme with an owner, a manager, employees in every state; Globex) plus projects inserted
 * directly, and calls to the teams API as any seeded person.
 */
export async function startTeamsWorld() {
  const w = await startMembersWorld({
    signInAs: ['owner@acme.test', 'mona@acme.test', 'eli@acme.test', 'owner@globex.test'],
  });
  const id = (email: string) => w.memberIds[email] ?? email;

  /** Inserts projects of one organisation under a fresh customer; returns their ids by name. */
  const addProjects = (tenantId: string, names: string[], status: ProjectStatus = 'active') =>
    inTenant({ db: w.t.db, tenantId }, async (tx) => {
      const customerId = uuidv7();
      await tx
        .insert(customers)
        .values({ tenantId, id: customerId, name: `Customer ${customerId}`, concurrencyStamp: uuidv7() });
      const ids: Record<string, string> = {};
      for (const name of names) {
        ids[name] = uuidv7();
        await tx
          .insert(projects)
          .values({ tenantId, id: ids[name], customerId, name, status, concurrencyStamp: uuidv7() });
      }
      return ids;
    });

  const get = (as: string, url: string) => w.call({ method: 'GET', url, as });
  const send = (as: string, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    w.call({ method, url, as, ...(payload ? { payload } : {}) });

  /** Creates a team as Acme's owner with members given by e-mail; returns the team detail. */
  const createTeam = async ({
    name,
    leaders = [],
    members = [],
    projectIds = [],
    as = 'owner@acme.test',
  }: {
    name: string;
    leaders?: string[];
    members?: string[];
    projectIds?: string[];
    as?: string;
  }) => {
    const response = await send(as, 'POST', '/v1/Team/CreateTeam', {
      name,
      leaderIds: leaders.map(id),
      memberIds: members.map(id),
      projectIds,
    });
    if (response.statusCode !== 200) throw new Error(`create failed: ${response.body}`);
    return response.json().result as { id: string; concurrencyStamp: string };
  };

  const team = async (teamId: string, as = 'owner@acme.test') =>
    (await get(as, `/v1/Team/GetTeamById?teamId=${teamId}`)).json().result as {
      name: string;
      status: string;
      concurrencyStamp: string;
      memberCount: number;
      projectCount: number;
      leaders: Array<{ id: string; name: string }>;
      members: Array<{ id: string; email: string; isLeader: boolean }>;
      projects: Array<{ id: string; name: string }>;
    };

  return { ...w, id, addProjects, get, send, createTeam, team };
}

export type TeamsWorld = Awaited<ReturnType<typeof startTeamsWorld>>;
