import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inNameOrder, itListsProjectOptions, pickerProjectNames } from '../members/project-options.fixture.ts';
import { startTeamsWorld, type TeamsWorld } from './teams.fixture.ts';

let w: TeamsWorld;
/** Acme's active projects as the options list them: the pickers' names and Hermes. */
const byName = inNameOrder([...pickerProjectNames, 'Hermes']);
const ids: Record<string, string> = {};

beforeAll(async () => {
  w = await startTeamsWorld();
  // Made out of order, so that the order of the answer is the server's.
  for (const name of [...byName].reverse()) ids[name] = await w.insertProject(w.acme.tenantId, name);
  // Not active: a member may be added to the first two, a team given none of them.
  await w.insertProject(w.acme.tenantId, 'Apollo pending', 'pending');
  await w.insertProject(w.acme.tenantId, 'Apollo in progress', 'opened');
  await w.insertProject(w.acme.tenantId, 'Apollo archived', 'archived');
  await w.insertProject(w.acme.tenantId, 'Apollo done', 'done');
  await w.insertProject(w.globex.tenantId, 'Apollo of Globex');
});
afterAll(() => w.close());

const options = (query = '', as = 'owner@acme.test') => w.get(as, `/v1/Team/GetProjectOptions${query}`);

describe('the team dialogs’ project options', () => {
  itListsProjectOptions({ ask: options, byName, apollo: () => ids.Apollo });

  it('lists the active projects of the organisation only', async () => {
    for (const search of ['apollo', 'progress', 'pending', 'globex']) {
      const result = (await options(`?search=${search}`)).json().result as Array<{ name: string }>;
      expect(
        result.map((project) => project.name),
        search,
      ).toEqual(search === 'apollo' ? ['Apollo', 'apollo two'] : []);
    }
  });

  it('is refused to those who do not manage teams', async () => {
    expect((await options('?search=apollo', 'eli@acme.test')).statusCode).toBe(403);
  });
});
