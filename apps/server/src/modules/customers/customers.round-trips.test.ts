import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { watchStatements } from '../../db/statements.fixture.ts';
import { inTenant } from '../../db/transactions.ts';
import { seedTask, seedTaskBoard } from '../time/task-time.fixture.ts';
import { type Caller, type CustomersWorld, startCustomersWorld } from './customers.fixture.ts';

let w: CustomersWorld;
let statements: ReturnType<typeof watchStatements>;
beforeAll(async () => {
  w = await startCustomersWorld();
  const initech = await w.create({ name: 'Initech' });
  await w.create({ name: 'Umbrella', status: 'inactive' });
  const eli = await w.memberIdOf('employee');
  const projectId = await w.addProject({ customerId: initech.id, name: 'Apollo', memberIds: [eli] });
  await w.track({ projectId, memberId: eli, startedAt: '2025-03-01T07:00:00Z', endedAt: '2025-03-01T08:00:00Z' });
  const tenantId = w.acme.tenantId;
  await inTenant({ db: w.t.db, tenantId }, async (tx) => {
    const board = await seedTaskBoard({ tx, tenantId });
    await seedTask({ tx, tenantId, board, projectId, assigneeId: eli });
  });
  statements = watchStatements(w.t.database);
});
afterAll(() => w.close());

const list = (as: Caller) => w.call({ method: 'GET', url: '/v1/Customer/GetCustomerPagedList?Status=all', as });

describe('the cost of the customers list (issue 19)', () => {
  it.each(['owner', 'manager'] as const)(
    'reads a page with its counts, projects, open tasks and tracked time in at most 3 statements, as the %s',
    async (as) => {
      const { response, statements: sent } = await statements.lastTransactionOf(() => list(as));
      expect(response.statusCode).toBe(200);
      expect(response.json().result.items).toContainEqual(
        expect.objectContaining({ name: 'Initech', projectCount: 1, taskCount: 1, totalTrackedSeconds: 3600 }),
      );
      expect(sent.length).toBeGreaterThan(0);
      expect(sent.length).toBeLessThanOrEqual(3);
    },
  );
});
