import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { watchStatements } from '../../db/statements.fixture.ts';
import { inTenant } from '../../db/transactions.ts';
import { seedTask, seedTaskBoard } from '../time/task-time.fixture.ts';
import { type ProjectsWorld, startProjectsWorld } from './projects.fixture.ts';

let w: ProjectsWorld;
let statements: ReturnType<typeof watchStatements>;
beforeAll(async () => {
  w = await startProjectsWorld();
  const id = (email: string) => w.memberIds[email] ?? '';
  const apollo = await w.create({ ProjectName: 'Apollo' });
  await w.create({ ProjectName: 'Zephyr' });
  await w.call({
    method: 'POST',
    url: `/api/v1/Project/AddMemberListToProject?projectId=${apollo.id}`,
    as: 'owner@acme.test',
    payload: [id('mona@acme.test'), id('eli@acme.test'), id('emma@acme.test')],
  });
  // Mona leads a team with Eli: the team half of a manager's scope; Emma stays outside it.
  await w.team({ name: 'Crew', emails: ['mona@acme.test', 'eli@acme.test'], projectIds: [apollo.id] });
  await w.track({
    projectId: apollo.id,
    email: 'eli@acme.test',
    from: '2025-03-10T07:00:00Z',
    to: '2025-03-10T08:00:00Z',
  });
  await w.track({ projectId: apollo.id, email: 'emma@acme.test', from: '2025-03-10T08:30:00Z' });
  const tenantId = w.acme.tenantId;
  await inTenant({ db: w.t.db, tenantId }, async (tx) => {
    const board = await seedTaskBoard({ tx, tenantId });
    await seedTask({ tx, tenantId, board, projectId: apollo.id, assigneeId: id('eli@acme.test') });
  });
  statements = watchStatements(w.t.database);
});
afterAll(() => w.close());

const list = (as: string) => w.call({ method: 'GET', url: '/api/v1/Project/GetProjectPagedList', as });

describe('the cost of the projects list (issue 19)', () => {
  it.each(['owner@acme.test', 'mona@acme.test'])(
    'reads a page with its counts, members, teams, open tasks and tracked time in at most 3 statements, as %s',
    async (as) => {
      const { response, statements: sent } = await statements.lastTransactionOf(() => list(as));
      expect(response.statusCode).toBe(200);
      const items = response.json().result.items as Array<{ name: string; members: unknown[]; teams: unknown[] }>;
      expect(items.find((item) => item.name === 'Apollo')).toMatchObject({
        members: expect.arrayContaining([expect.anything()]),
        teams: [{ name: 'Crew' }],
        taskCount: 1,
        timeConsumedSeconds: expect.any(Number),
      });
      expect(sent.length).toBeGreaterThan(0);
      expect(sent.length).toBeLessThanOrEqual(3);
    },
  );
});
