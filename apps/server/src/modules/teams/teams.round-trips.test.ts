import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { watchStatements } from '../../db/statements.fixture.ts';
import { startTeamsWorld, type TeamsWorld } from './teams.fixture.ts';

let w: TeamsWorld;
let statements: ReturnType<typeof watchStatements>;
beforeAll(async () => {
  w = await startTeamsWorld();
  const { Apollo = '', Zephyr = '' } = await w.addProjects(w.acme.tenantId, ['Apollo', 'Zephyr']);
  // Mona leads Crew with Eli: the team half of a manager's scope; Emma's own team stays outside it.
  await w.createTeam({
    name: 'Crew',
    leaders: ['mona@acme.test'],
    members: ['eli@acme.test'],
    projectIds: [Apollo, Zephyr],
  });
  await w.createTeam({ name: 'Outside', leaders: ['emma@acme.test'], projectIds: [Apollo] });
  statements = watchStatements(w.t.database);
});
afterAll(() => w.close());

const list = (as: string) => w.get(as, '/v1/Team/GetPaged');

describe('the cost of the teams list (issue 19)', () => {
  it.each([
    ['owner@acme.test', ['Crew', 'Outside']],
    ['mona@acme.test', ['Crew']],
  ])(
    'reads a page with its count, member and project counts and leaders in at most 3 statements, as %s',
    async (as, names) => {
      const { response, statements: sent } = await statements.lastTransactionOf(() => list(as));
      expect(response.statusCode).toBe(200);
      const { items, totalCount } = response.json().result as { items: Array<{ name: string }>; totalCount: number };
      expect(items.map((item) => item.name)).toEqual(names);
      expect(totalCount).toBe(names.length);
      expect(items[0]).toMatchObject({ memberCount: 2, projectCount: 2, leaders: [{ name: 'Mona Manager' }] });
      expect(sent.length).toBeGreaterThan(0);
      expect(sent.length).toBeLessThanOrEqual(3);
    },
  );
});
