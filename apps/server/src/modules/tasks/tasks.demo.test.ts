import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn } from '../../../test/sign-in.ts';
import { createTestApp, seedOrganisations } from '../../../test/test-app.ts';
import { inTenant } from '../../db/transactions.ts';
import { seedDemoCustomers } from '../customers/customers.demo.ts';
import { findMemberByUserId } from '../members/members.repository.ts';
import { seedDemoProjects } from '../projects/projects.demo.ts';
import { seedDemoTasks } from './tasks.demo.ts';

const people = ['owner@demo.example', 'manager@demo.example', 'employee@demo.example', 'employee2@demo.example'];
let t: Awaited<ReturnType<typeof createTestApp>>;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const seeded = await seedOrganisations({
    db: t.db,
    organisations: [
      {
        name: 'Demo tasks',
        members: people.map((email, index) => ({
          email,
          role: (['owner', 'manager', 'employee', 'employee'] as const)[index] ?? 'employee',
        })),
      },
    ],
  });
  const { tenantId, users } = seeded['Demo tasks'] ?? { tenantId: '', users: {} };
  await inTenant({ db: t.db, tenantId }, async (tx) => {
    const memberIds: Record<string, string> = {};
    for (const email of people)
      memberIds[email] = (await findMemberByUserId({ tx, tenantId, userId: users[email] ?? '' }))?.id ?? '';
    const context = { tx, tenantId, memberIds, now: new Date() };
    for (const step of [seedDemoCustomers, seedDemoProjects, seedDemoTasks]) await step(context);
  });
  for (const email of people) tokens[email] = (await signIn(t.app, { email })).access_token;
});
afterAll(() => t.close());

const get = async (url: string, as: string) =>
  (await t.app.inject({ method: 'GET', url, headers: bearer(tokens[as] ?? '') })).json().result;

describe('the demo tasks', () => {
  it('give a public Product workspace with a sprint board, some tasks overdue, and a private Leadership one', async () => {
    const ownerView = await get('/api/v1/Workspace/GetWorkspaces', 'owner@demo.example');
    expect(ownerView.map((workspace: { name: string }) => workspace.name)).toEqual(['Leadership', 'Product']);
    const employeeView = await get('/api/v1/Workspace/GetWorkspaces', 'employee2@demo.example');
    expect(employeeView.map((workspace: { name: string }) => workspace.name)).toEqual(['Product']);

    const product = ownerView.find((workspace: { name: string }) => workspace.name === 'Product');
    const board = await get(`/api/v1/Board/GetBoard?id=${product.boards[0].id}`, 'employee@demo.example');
    expect(board.columns.map((column: { name: string }) => column.name)).toEqual([
      'To do',
      'In progress',
      'Review',
      'Done',
    ]);
    const cards = board.columns.flatMap(
      (column: { tasks: Array<{ overdue: boolean; commentCount: number }> }) => column.tasks,
    );
    expect(cards).toHaveLength(12);
    expect(cards.some((card: { overdue: boolean }) => card.overdue)).toBe(true);
    expect(cards.reduce((sum: number, card: { commentCount: number }) => sum + card.commentCount, 0)).toBe(2);
    expect(board.abilities).toMatchObject({ canEditTasks: true, canMoveTasks: true });
    const other = await get(`/api/v1/Board/GetBoard?id=${product.boards[0].id}`, 'employee2@demo.example');
    expect(other.abilities).toMatchObject({ canEditTasks: false, canMoveTasks: true });
  });
});
