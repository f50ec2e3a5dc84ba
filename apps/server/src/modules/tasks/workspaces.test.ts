import { taskMessages } from '@worktrail/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../db/ids.ts';
import { startTasksWorld, type TasksWorld } from './tasks.fixture.ts';

let w: TasksWorld;
beforeAll(async () => {
  w = await startTasksWorld();
});
afterAll(() => w.close());

const owner = 'owner@acme.test';
const listNames = async (as: string, query = '') =>
  ((await w.ok({ method: 'GET', url: `/api/v1/Workspace/GetWorkspaces?${query}`, as })) as Array<{ name: string }>).map(
    (item) => item.name,
  );
const getWorkspace = (id: string, as: string) =>
  w.call({ method: 'GET', url: `/api/v1/Workspace/GetWorkspace?id=${id}`, as });
const update = (id: string, payload: Record<string, unknown>, as = owner) =>
  w.call({ method: 'PUT', url: `/api/v1/Workspace/UpdateWorkspace?id=${id}`, as, payload });
const setMembers = (id: string, payload: Record<string, unknown>, as = owner) =>
  w.call({ method: 'PUT', url: `/api/v1/Workspace/SetWorkspaceMembers?id=${id}`, as, payload });

describe('who sees a workspace', () => {
  it('hides a private workspace from an employee who is not a member; the owner sees it only with "manage all"', async () => {
    const secret = await w.workspace('Secret plans', {
      visibility: 'private',
      as: 'mona@acme.test',
      members: { 'eli@acme.test': 'view' },
    });
    await w.workspace('Open floor');
    const board = await w.board(secret.id, undefined, 'mona@acme.test');

    expect(await listNames('emma@acme.test')).not.toContain('Secret plans');
    expect(await listNames('emma@acme.test')).toContain('Open floor');
    expect((await getWorkspace(secret.id, 'emma@acme.test')).statusCode).toBe(404);
    const boardAsEmma = await w.call({
      method: 'GET',
      url: `/api/v1/Board/GetBoard?id=${board.id}`,
      as: 'emma@acme.test',
    });
    expect(boardAsEmma.statusCode).toBe(404);
    expect(boardAsEmma.json().message).toBe(taskMessages.boardNotFound);

    expect(await listNames('eli@acme.test')).toContain('Secret plans');
    expect(await listNames(owner)).not.toContain('Secret plans');
    expect(await listNames(owner, 'IncludeAll=true')).toContain('Secret plans');
    // Employees hold no "manage all": asking for it changes nothing.
    expect(await listNames('emma@acme.test', 'IncludeAll=true')).not.toContain('Secret plans');

    const asOwner = (await getWorkspace(secret.id, owner)).json().result;
    expect(asOwner).toMatchObject({ isMember: false, abilities: { permission: 'manage', canManage: true } });
    const asEli = (await getWorkspace(secret.id, 'eli@acme.test')).json().result;
    expect(asEli).toMatchObject({
      isMember: true,
      abilities: { permission: 'view', canEditTasks: false, canMoveTasks: false, canManage: false },
      members: expect.arrayContaining([
        expect.objectContaining({ id: w.memberIds['mona@acme.test'], permission: 'manage' }),
      ]),
    });
    expect(asEli.members).toHaveLength(2);
  });

  it("never answers another organisation's workspace", async () => {
    const ours = await w.workspace('Ours only');
    const response = await getWorkspace(ours.id, 'owner@globex.test');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(taskMessages.workspaceNotFound);
  });
});

describe('creating a workspace', () => {
  it('needs Worktrail.Tasks.Manage, and makes its creator a manager', async () => {
    const refused = await w.call({
      method: 'POST',
      url: '/api/v1/Workspace/CreateWorkspace',
      as: 'eli@acme.test',
      payload: { name: 'Mine', visibility: 'public' },
    });
    expect(refused.statusCode).toBe(403);
    const created = await w.workspace('Made by Mona', { as: 'mona@acme.test', members: { 'mona@acme.test': 'view' } });
    expect(created.members).toEqual([
      expect.objectContaining({ id: w.memberIds['mona@acme.test'], permission: 'manage' }),
    ]);
    expect(created).toMatchObject({ status: 'active', taskCount: 0, memberCount: 1, boards: [], isMember: true });
    expect(created.createdBy.id).toBe(w.memberIds['mona@acme.test']);
  });

  it('refuses members who are not active members of the organisation, and a taken name', async () => {
    for (const memberId of [w.memberIds['gone@acme.test'], w.memberIds['owner@globex.test'], uuidv7()]) {
      const response = await w.call({
        method: 'POST',
        url: '/api/v1/Workspace/CreateWorkspace',
        as: owner,
        payload: { name: `With ${memberId}`, visibility: 'public', members: [{ memberId, permission: 'edit' }] },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(taskMessages.membersNotFound);
    }
    await w.workspace('Taken');
    const again = await w.call({
      method: 'POST',
      url: '/api/v1/Workspace/CreateWorkspace',
      as: owner,
      payload: { name: 'TAKEN', visibility: 'private' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ALREADY_EXISTS', message: taskMessages.workspaceAlreadyExists });
  });

  it('says which field is missing or too long', async () => {
    const attempt = async (payload: Record<string, unknown>) =>
      (await w.call({ method: 'POST', url: '/api/v1/Workspace/CreateWorkspace', as: owner, payload })).json();
    expect((await attempt({ name: '  ', visibility: 'public' })).errors).toContainEqual(
      expect.objectContaining({ message: taskMessages.workspaceNameRequired }),
    );
    expect((await attempt({ name: 'x'.repeat(121), visibility: 'public' })).errors).toContainEqual(
      expect.objectContaining({ message: taskMessages.workspaceNameTooLong }),
    );
  });
});

describe('changing a workspace', () => {
  it('keeps at least one manager and refuses a stale stamp', async () => {
    const created = await w.workspace('Team room', { members: { 'eli@acme.test': 'edit' } });
    const noManager = await setMembers(created.id, {
      members: [{ memberId: w.memberIds['eli@acme.test'], permission: 'edit' }],
      concurrencyStamp: created.concurrencyStamp,
    });
    expect(noManager.statusCode).toBe(422);
    expect(noManager.json().message).toBe(taskMessages.lastManager);

    const changed = await setMembers(created.id, {
      members: [
        { memberId: w.memberIds['eli@acme.test'], permission: 'manage' },
        { memberId: w.memberIds['emma@acme.test'], permission: 'view' },
      ],
      concurrencyStamp: created.concurrencyStamp,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().result.memberCount).toBe(2);
    const stale = await setMembers(created.id, { members: [], concurrencyStamp: created.concurrencyStamp });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'CONCURRENCY_ERROR', message: taskMessages.stale });
    // Only managers change it; the owner manages everything through "manage all".
    const byEmma = await update(
      created.id,
      {
        name: 'Renamed',
        visibility: 'public',
        status: 'active',
        concurrencyStamp: changed.json().result.concurrencyStamp,
      },
      'emma@acme.test',
    );
    expect(byEmma.statusCode).toBe(403);
    expect(byEmma.json().message).toBe(taskMessages.mayNotManage);
  });

  it("counts each board's tasks and the workspace's in the list", async () => {
    const created = await w.workspace('Counted');
    const [first, second] = [await w.board(created.id), await w.board(created.id)];
    for (const board of [first, first, first, second])
      expect((await w.createTask(w.taskFields(board.columns[0].id))).statusCode).toBe(200);
    const listed = (
      (await w.ok({ method: 'GET', url: '/api/v1/Workspace/GetWorkspaces', as: owner })) as Array<{
        id: string;
        taskCount: number;
        boards: Array<{ id: string; taskCount: number }>;
      }>
    ).find((item) => item.id === created.id);
    expect(listed?.taskCount).toBe(4);
    expect(listed?.boards).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: first.id, taskCount: 3 }),
        expect.objectContaining({ id: second.id, taskCount: 1 }),
      ]),
    );
  });

  it('lets nothing but viewing happen in an archived workspace, until it is reactivated', async () => {
    const created = await w.workspace('Archive me');
    const board = await w.board(created.id);
    const archived = await update(created.id, {
      name: 'Archive me',
      visibility: 'public',
      status: 'archived',
      concurrencyStamp: created.concurrencyStamp,
    });
    expect(archived.json().result).toMatchObject({
      status: 'archived',
      abilities: { canEditTasks: false, canManage: false },
    });
    const refused = await w.createTask(w.taskFields(board.columns[0].id));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(taskMessages.workspaceNotActive);
    expect(await listNames(owner)).not.toContain('Archive me');
    expect(await listNames(owner, 'Status=archived')).toContain('Archive me');

    const reactivated = await update(created.id, {
      name: 'Archive me',
      visibility: 'public',
      status: 'active',
      concurrencyStamp: archived.json().result.concurrencyStamp,
    });
    expect(reactivated.statusCode).toBe(200);
    expect((await w.createTask(w.taskFields(board.columns[0].id))).statusCode).toBe(200);
  });
});

describe('deleting a workspace', () => {
  it('makes it and its boards and tasks disappear; time tracked on its tasks stays, without a task; its name is free', async () => {
    const created = await w.workspace('Doomed');
    const board = await w.board(created.id);
    const task = (await w.createTask(w.taskFields(board.columns[0].id))).json().result;
    const entryId = await w.trackOnTask({ taskId: task.id, from: '2025-03-09T09:00:00Z', to: '2025-03-09T10:00:00Z' });
    const deleted = await w.call({
      method: 'DELETE',
      url: `/api/v1/Workspace/DeleteWorkspace?id=${created.id}`,
      as: owner,
    });
    expect(deleted.json().result).toEqual({ id: created.id });
    expect((await getWorkspace(created.id, owner)).statusCode).toBe(404);
    expect((await w.call({ method: 'GET', url: `/api/v1/Board/GetBoard?id=${board.id}`, as: owner })).statusCode).toBe(
      404,
    );
    expect((await w.call({ method: 'GET', url: `/api/v1/Task/GetTask?id=${task.id}`, as: owner })).statusCode).toBe(
      404,
    );
    expect(await listNames(owner, 'Status=all&IncludeAll=true')).not.toContain('Doomed');
    const entry = await w.entry(entryId);
    expect(entry).toMatchObject({ taskId: null, projectId: w.projectIds.Apollo });
    expect(entry?.endedAt?.getTime()).toBe(new Date('2025-03-09T10:00:00Z').getTime());
    expect((await w.workspace('Doomed')).name).toBe('Doomed');
  });
});

describe('assignable members', () => {
  it('are every active member for a public workspace, and only its members for a private one', async () => {
    const open = await w.workspace('Assign open');
    const closed = await w.workspace('Assign closed', { visibility: 'private', members: { 'emma@acme.test': 'edit' } });
    const ids = async (id: string) =>
      (
        (await w.ok({ method: 'GET', url: `/api/v1/Workspace/GetAssignableMembers?id=${id}`, as: owner })) as Array<{
          id: string;
        }>
      )
        .map((person) => person.id)
        .sort();
    const active = ['owner@acme.test', 'mona@acme.test', 'eli@acme.test', 'emma@acme.test', 'finn@acme.test'];
    expect(await ids(open.id)).toEqual(active.map((email) => w.memberIds[email]).sort());
    expect(await ids(closed.id)).toEqual([w.memberIds[owner], w.memberIds['emma@acme.test']].sort());
  });
});
