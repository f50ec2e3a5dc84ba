import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MembersWorld, startMembersWorld } from './members.fixture.ts';
import { inNameOrder, itListsProjectOptions, pickerProjectNames } from './project-options.fixture.ts';

let w: MembersWorld;
/** Acme's open projects (active, pending, in progress) as the options list them: the pickers' names and three more. */
const byName = inNameOrder([...pickerProjectNames, '100 percent', 'Hermes', 'Zeus']);
const ids: Record<string, string> = {};

beforeAll(async () => {
  w = await startMembersWorld({ signInAs: ['owner@acme.test', 'eli@acme.test'] });
  const statuses: Record<string, 'opened' | 'pending'> = { Hermes: 'opened', Zeus: 'pending' };
  // Made out of order, so that the order of the answer is the server's.
  for (const name of [...byName].reverse()) ids[name] = await w.insertProject(w.acme.tenantId, name, statuses[name]);
  await w.insertProject(w.acme.tenantId, 'Apollo archived', 'archived');
  await w.insertProject(w.acme.tenantId, 'Apollo done', 'done');
  await w.insertProject(w.acme.tenantId, 'Apollo canceled', 'canceled');
  await w.insertProject(w.globex.tenantId, 'Apollo of Globex');
});
afterAll(() => w.close());

const options = (query = '', as = 'owner@acme.test') =>
  w.call({ method: 'GET', url: `/api/v1/Member/GetMemberProjectOptions${query}`, as });

describe('the member editor’s project options', () => {
  itListsProjectOptions({ ask: options, byName, apollo: () => ids.Apollo });

  it('is refused to those who do not manage members', async () => {
    expect((await options('?search=apollo', 'eli@acme.test')).statusCode).toBe(403);
  });
});
