import { taskMessages } from '@worktrail/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkIn } from '../../../test/mail-sink.ts';
import { asRequestRole } from '../../db/transactions.ts';
import { users } from '../users/users.table.ts';
import { startTasksWorld, type TasksWorld } from './tasks.fixture.ts';

let w: TasksWorld;
let task: { id: string; boardId: string };
let privateTask: { id: string };
beforeAll(async () => {
  w = await startTasksWorld();
  const space = await w.workspace('Talk', { members: { 'eli@acme.test': 'view', 'mona@acme.test': 'manage' } });
  const board = await w.board(space.id);
  task = (await w.createTask(w.taskFields(board.columns[0].id, { name: 'Ship <b>it</b>' }))).json().result;
  const hidden = await w.workspace('Hush', { visibility: 'private', members: { 'eli@acme.test': 'view' } });
  const hiddenBoard = await w.board(hidden.id);
  privateTask = (await w.createTask(w.taskFields(hiddenBoard.columns[0].id))).json().result;
  // Eli reads his mail in Arabic.
  await asRequestRole({ db: w.t.db }, (tx) =>
    tx.update(users).set({ locale: 'ar' }).where(eq(users.email, 'eli@acme.test')),
  );
});
afterAll(() => w.close());

const owner = 'owner@acme.test';
const comment = (taskId: string, payload: Record<string, unknown>, as = owner) =>
  w.call({ method: 'POST', url: `/api/v1/Task/AddComment?taskId=${taskId}`, as, payload });
const comments = async (taskId: string, as = owner) =>
  (await w.ok({ method: 'GET', url: `/api/v1/Task/GetTask?id=${taskId}`, as })).comments as Array<{
    id: string;
    comment: string;
  }>;

describe('comments', () => {
  it('mails each mentioned member once, in their language, with a link to the task; never the author', async () => {
    const response = await comment(task.id, {
      comment: 'Please review, @Eli and @Emma',
      mentionedMemberIds: [
        w.memberIds['eli@acme.test'],
        w.memberIds['emma@acme.test'],
        w.memberIds['eli@acme.test'],
        w.memberIds[owner],
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().result).toMatchObject({ comment: 'Please review, @Eli and @Emma', mine: true });
    expect(response.json().result.mentions).toHaveLength(3);
    await w.t.app.mail.flush();
    const toEli = await w.t.sink.waitFor('eli@acme.test');
    const toEmma = await w.t.sink.waitFor('emma@acme.test');
    const link = linkIn(toEmma, '/projects/boards/');
    expect(link.pathname).toBe(`/projects/boards/${task.boardId}`);
    expect(link.searchParams.get('task')).toBe(task.id);
    expect(toEmma.text).toContain('Please review, @Eli and @Emma');
    expect(toEmma.text).toContain('Acme');
    expect(toEmma.text).toContain('Ship <b>it</b>');
    expect(toEmma.raw).not.toContain('<b>it</b></p>');
    // The sink undoes quoted-printable byte by byte; the bytes are UTF-8.
    expect(Buffer.from(toEli.text, 'latin1').toString('utf8')).toContain('فتح المهمة');
    expect(w.t.sink.received.filter((mail) => mail.to.includes('eli@acme.test'))).toEqual([]);
    expect(w.t.sink.received.filter((mail) => mail.to.includes(owner))).toEqual([]);
  });

  it('refuses a mention of someone who cannot see the workspace, and stores nothing', async () => {
    const before = (await comments(privateTask.id)).length;
    const response = await comment(privateTask.id, {
      comment: 'Look @Finn',
      mentionedMemberIds: [w.memberIds['finn@acme.test']],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(taskMessages.mentionNotAllowed);
    const inactive = await comment(task.id, { comment: 'Hello', mentionedMemberIds: [w.memberIds['gone@acme.test']] });
    expect(inactive.statusCode).toBe(422);
    expect((await comments(privateTask.id)).length).toBe(before);
  });

  it('lets anyone who sees the task comment, and nobody else', async () => {
    expect((await comment(task.id, { comment: 'Viewer here' }, 'eli@acme.test')).statusCode).toBe(200);
    const hidden = await comment(privateTask.id, { comment: 'Can I?' }, 'emma@acme.test');
    expect(hidden.statusCode).toBe(404);
    const foreign = await comment(task.id, { comment: 'Hi' }, 'owner@globex.test');
    expect(foreign.statusCode).toBe(404);
    const blank = await comment(task.id, { comment: '   ' });
    expect(blank.json().errors).toEqual([expect.objectContaining({ message: taskMessages.commentRequired })]);
    const long = await comment(task.id, { comment: 'x'.repeat(5001) });
    expect(long.json().errors).toEqual([expect.objectContaining({ message: taskMessages.commentTooLong })]);
  });

  it('is deleted by its author or a manager of the workspace, not by another member', async () => {
    const byEli = (await comment(task.id, { comment: 'Mine to delete' }, 'eli@acme.test')).json().result;
    const byEmma = (await comment(task.id, { comment: 'Emma says' }, 'emma@acme.test')).json().result;
    const remove = (id: string, as: string) =>
      w.call({ method: 'DELETE', url: `/api/v1/Task/DeleteComment?id=${id}`, as });
    const refused = await remove(byEmma.id, 'eli@acme.test');
    expect(refused.statusCode).toBe(403);
    expect((await remove(byEli.id, 'eli@acme.test')).statusCode).toBe(200);
    expect((await remove(byEmma.id, 'mona@acme.test')).statusCode).toBe(200);
    const left = (await comments(task.id)).map((item) => item.id);
    expect(left).not.toContain(byEli.id);
    expect(left).not.toContain(byEmma.id);
  });
});
