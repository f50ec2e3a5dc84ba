import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../db/ids.ts';
import { watchStatements } from '../../db/statements.fixture.ts';
import { inTenant } from '../../db/transactions.ts';
import { insertCustomers } from '../customers/customers.repository.ts';
import { insertProjects } from '../projects/projects.repository.ts';
import { teamMembers, teams } from '../teams/teams.table.ts';
import { setProjectsOf } from './member-projects.repository.ts';
import { type MembersWorld, startMembersWorld } from './members.fixture.ts';

let w: MembersWorld;
let statements: ReturnType<typeof watchStatements>;
beforeAll(async () => {
  w = await startMembersWorld({ signInAs: ['owner@acme.test', 'mona@acme.test'] });
  await w.assign('mona@acme.test', ['eli@acme.test', 'aria@acme.test']);
  const tenantId = w.acme.tenantId;
  const id = (email: string) => w.memberIds[email] ?? '';
  await inTenant({ db: w.t.db, tenantId }, async (tx) => {
    const [customerId = ''] = await insertCustomers({ tx, tenantId, customers: [{ name: 'Initech' }] });
    const [apollo, zephyr] = await insertProjects({
      tx,
      tenantId,
      projects: [
        { customerId, name: 'Apollo' },
        { customerId, name: 'Zephyr' },
      ],
    });
    const projectIds = [apollo?.id ?? '', zephyr?.id ?? ''];
    for (const email of ['eli@acme.test', 'mona@acme.test', 'emma@acme.test'])
      await setProjectsOf({ tx, tenantId, memberId: id(email), projectIds });
    // Mona leads a team with Emma: the team half of a manager's scope.
    const teamId = uuidv7();
    await tx.insert(teams).values({ tenantId, id: teamId, name: 'Crew', status: 'active', concurrencyStamp: uuidv7() });
    await tx.insert(teamMembers).values([
      { tenantId, teamId, memberId: id('mona@acme.test'), isLeader: true },
      { tenantId, teamId, memberId: id('emma@acme.test'), isLeader: false },
    ]);
  });
  statements = watchStatements(w.t.database);
});
afterAll(() => w.close());

const list = (as: string) => w.call({ method: 'GET', url: '/api/v1/Member/GetMemberPagedList?Status=all', as });

describe('the cost of the members list (issue 19)', () => {
  it.each(['owner@acme.test', 'mona@acme.test'])(
    'reads a page with its counts, managers, managed members and projects in at most 3 statements, as %s',
    async (as) => {
      const { response, statements: sent } = await statements.lastTransactionOf(() => list(as));
      expect(response.statusCode).toBe(200);
      const items = response.json().result.items as Array<{ managers: unknown[]; projects: unknown[] }>;
      expect(items.some((item) => item.managers.length > 0 && item.projects.length > 0)).toBe(true);
      expect(sent.length).toBeGreaterThan(0);
      expect(sent.length).toBeLessThanOrEqual(3);
    },
  );
});

const picker = (as: string, query: string) =>
  w.call({ method: 'GET', url: `/api/v1/Member/GetMemberInTenant${query}`, as });

describe('the cost of the member picker', () => {
  it.each([
    ['owner@acme.test', ''],
    ['owner@acme.test', '?search=a&PageNo=1&PageSize=1'],
    ['owner@acme.test', '?PageNo=9&PageSize=1&Managers=true'],
    ['mona@acme.test', '?search=acme&PageNo=1&PageSize=1'],
    ['mona@acme.test', `?MemberIds=${'0198c1f0-0000-7000-8000-000000000001'}&PageNo=2&PageSize=1`],
  ])('reads a page and the count of its matches in at most 3 statements, as %s with %s', async (as, query) => {
    const { response, statements: sent } = await statements.lastTransactionOf(() => picker(as, query));
    expect(response.statusCode).toBe(200);
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.length).toBeLessThanOrEqual(3);
  });
});
