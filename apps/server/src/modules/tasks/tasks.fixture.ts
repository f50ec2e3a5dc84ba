import type { RoleKey } from '@worktrail/contract';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { bearer, signIn } from '../../../test/sign-in.ts';
import { createTestApp, manualClock, seedOrganisations } from '../../../test/test-app.ts';
import { uuidv7 } from '../../db/ids.ts';
import { inTenant } from '../../db/transactions.ts';
import { customers } from '../customers/customers.table.ts';
import { findMemberByUserId } from '../members/members.repository.ts';
import { insertProjects } from '../projects/projects.repository.ts';
import { memberSettings } from '../settings/settings.table.ts';
import { memberDayTask } from '../time/rollups.table.ts';
import { timeEntries } from '../time/time-entries.table.ts';

const acmePeople: Array<{ email: string; role: RoleKey; status?: 'inactive' }> = [
  { email: 'owner@acme.test', role: 'owner' },
  { email: 'mona@acme.test', role: 'manager' },
  { email: 'eli@acme.test', role: 'employee' },
  { email: 'emma@acme.test', role: 'employee' },
  { email: 'finn@acme.test', role: 'employee' },
  { email: 'gone@acme.test', role: 'employee', status: 'inactive' },
];

type Json = Record<string, unknown>;

/**
 * A server on its own database at a hand-moved clock (2025-03-10 09:00 UTC), with Acme (owner, manager Mona,
 * employees Eli, Emma and Finn, an inactive member; an active and an archived project) and Globex (its owner and a
 * project), and helpers to call the tasks API as anyone.
 */
export async function startTasksWorld() {
  const clock = manualClock(new Date('2025-03-10T09:00:00Z'));
  const t = await createTestApp({ clock });
  const seeded = await seedOrganisations({
    db: t.db,
    organisations: [
      { name: 'Acme', members: acmePeople },
      { name: 'Globex', members: [{ email: 'owner@globex.test', role: 'owner' }] },
    ],
  });
  const tenantIds = { acme: seeded.Acme?.tenantId ?? '', globex: seeded.Globex?.tenantId ?? '' };
  const memberIds: Record<string, string> = {};
  const projectIds: Record<string, string> = {};
  for (const [organisation, projects] of [
    ['Acme', [['Apollo', 'active'] as const, ['Old', 'archived'] as const]],
    ['Globex', [['Hooli', 'active'] as const]],
  ] as const) {
    const tenantId = seeded[organisation]?.tenantId ?? '';
    await inTenant({ db: t.db, tenantId }, async (tx) => {
      for (const [email, userId] of Object.entries(seeded[organisation]?.users ?? {}))
        memberIds[email] = (await findMemberByUserId({ tx, tenantId, userId }))?.id ?? '';
      const customerId = uuidv7();
      await tx
        .insert(customers)
        .values({ tenantId, id: customerId, name: `${organisation} customer`, concurrencyStamp: uuidv7() });
      for (const [name, status] of projects) {
        const [project] = await insertProjects({ tx, tenantId, projects: [{ customerId, name, status }] });
        projectIds[name] = project?.id ?? '';
      }
    });
  }
  const tokens: Record<string, string> = {};
  for (const { email, status } of acmePeople)
    if (!status) tokens[email] = (await signIn(t.app, { email })).access_token;
  tokens['owner@globex.test'] = (await signIn(t.app, { email: 'owner@globex.test' })).access_token;

  /** Calls the API as `as` (a signed-in e-mail). */
  const call = ({ as, ...options }: InjectOptions & { as: string }) =>
    t.app.inject({ ...options, headers: { ...options.headers, ...bearer(tokens[as] ?? as) } });

  /** Calls and returns the result, failing loudly on anything but 200. */
  const ok = async (options: InjectOptions & { as: string }) => {
    const response = await call(options);
    if (response.statusCode !== 200)
      throw new Error(`${options.method} ${options.url} answered ${response.statusCode}: ${response.body}`);
    return response.json().result;
  };

  const owner = 'owner@acme.test';

  /** A workspace made by `as` (the owner unless told), with members by e-mail and permission. */
  const workspace = (
    name: string,
    {
      visibility = 'public',
      members = {},
      as = owner,
    }: { visibility?: string; members?: Record<string, string>; as?: string } = {},
  ) =>
    ok({
      method: 'POST',
      url: '/api/v1/Workspace/CreateWorkspace',
      as,
      payload: {
        name,
        visibility,
        members: Object.entries(members).map(([email, permission]) => ({ memberId: memberIds[email], permission })),
      },
    });

  /** A board with statuses (To do, Doing, Done by default) in a workspace; returns the board with its columns. */
  const board = async (
    workspaceId: string,
    groups: Array<{ name: string; isDone?: boolean }> = [
      { name: 'To do' },
      { name: 'Doing' },
      { name: 'Done', isDone: true },
    ],
    as = owner,
  ) => {
    const created = await ok({
      method: 'POST',
      url: '/api/v1/Board/CreateBoard',
      as,
      payload: { workspaceId, name: `Board ${uuidv7().slice(-6)}`, groups },
    });
    return getBoard(created.id, as);
  };

  const getBoard = (boardId: string, as = owner) =>
    ok({ method: 'GET', url: `/api/v1/Board/GetBoard?id=${boardId}`, as });

  /** The fields of a valid task in a status, assigned to the owner on Apollo, due 2025-03-20. */
  const taskFields = (groupId: string, overrides: Json = {}): Json => ({
    name: 'Write the brief',
    description: 'Some *Markdown*',
    assigneeId: memberIds[owner],
    dueDate: '2025-03-20',
    projectId: projectIds.Apollo,
    groupId,
    priority: 'medium',
    ...overrides,
  });

  const createTask = (payload: Json, as = owner) =>
    call({ method: 'POST', url: '/api/v1/Task/CreateTask', as, payload });

  /** Sets one feature setting for one member, straight into the table. */
  const memberSetting = (email: string, key: string, value: unknown) =>
    inTenant({ db: t.db, tenantId: tenantIds.acme }, (tx) =>
      tx
        .insert(memberSettings)
        .values({ tenantId: tenantIds.acme, memberId: memberIds[email] ?? '', key, value })
        .onConflictDoUpdate({
          target: [memberSettings.tenantId, memberSettings.memberId, memberSettings.key],
          set: { value },
        }),
    );

  /**
   * An owner's entry on an Acme task, straight into the table, and the task rollup of its day when `rollup` (the
   * time module writes both; here only what the tasks calls read matters). Returns the entry's id.
   */
  const trackOnTask = ({
    taskId,
    from,
    to,
    rollup = false,
  }: {
    taskId: string;
    from: string;
    to: string;
    rollup?: boolean;
  }) =>
    inTenant({ db: t.db, tenantId: tenantIds.acme }, async (tx) => {
      const tenantId = tenantIds.acme;
      const entry = { memberId: memberIds[owner] ?? '', projectId: projectIds.Apollo ?? '', taskId };
      const id = uuidv7();
      await tx
        .insert(timeEntries)
        .values({ tenantId, id, ...entry, startedAt: new Date(from), endedAt: new Date(to), source: 'web' });
      const workedSeconds = (Date.parse(to) - Date.parse(from)) / 1000;
      if (rollup) await tx.insert(memberDayTask).values({ tenantId, ...entry, day: from.slice(0, 10), workedSeconds });
      return id;
    });

  /** A stored Acme time entry, read past the API. */
  const entry = (entryId: string) =>
    inTenant({ db: t.db, tenantId: tenantIds.acme }, async (tx) => {
      const [row] = await tx
        .select()
        .from(timeEntries)
        .where(and(eq(timeEntries.tenantId, tenantIds.acme), eq(timeEntries.id, entryId)));
      return row;
    });

  return {
    t,
    clock,
    tenantIds,
    memberIds,
    projectIds,
    call,
    ok,
    workspace,
    board,
    getBoard,
    taskFields,
    createTask,
    memberSetting,
    trackOnTask,
    entry,
    close: () => t.close(),
  };
}

export type TasksWorld = Awaited<ReturnType<typeof startTasksWorld>>;
