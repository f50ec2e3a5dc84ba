import { activityMessages, timerMessages, trackingMessages } from '@worktrail/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTimerWorld, type TimerWorld } from './timer.fixture.ts';

let w: TimerWorld;
beforeAll(async () => {
  w = await startTimerWorld();
});
afterAll(() => w.close());

const minutes = (n: number) => n * 60 * 1000;
const iso = (date: Date) => date.toISOString();

describe('the running timer', () => {
  it('shows nothing running, no weekly limit and the server clock to a member who has not started', async () => {
    const response = await w.timer.current('mona@acme.test');
    expect(response.statusCode).toBe(200);
    expect(response.json().result).toEqual({
      running: null,
      stopped: null,
      stoppedByLimit: false,
      reason: null,
      weeklyAllowance: expect.objectContaining({ limitSeconds: null, remainingSeconds: null }),
      serverNow: iso(w.clock.now()),
    });
  });

  it('starts a web entry now on a project of the member, still running on the next call, then stops it', async () => {
    const project = await w.project('Timer start', ['eli@acme.test']);
    const startedAt = w.clock.now();
    const started = await w.timer.start('eli@acme.test', { projectId: project.id, note: '  Planning  ' });
    expect(started.statusCode).toBe(200);
    const running = started.json().result.running;
    expect(running).toMatchObject({
      projectId: project.id,
      projectName: project.name,
      colorCode: '#98A2B3',
      taskId: null,
      taskName: null,
      note: 'Planning',
      startedAt: iso(startedAt),
      endedAt: null,
      source: 'web',
    });

    w.clock.advance(minutes(25));
    const current = (await w.timer.current('eli@acme.test')).json().result;
    expect(current.running).toEqual(running);
    expect(current.serverNow).toBe(iso(w.clock.now()));
    expect(current.weeklyAllowance.usedSeconds).toBeGreaterThanOrEqual(25 * 60);

    const stopped = await w.timer.stop('eli@acme.test');
    expect(stopped.statusCode).toBe(200);
    expect(stopped.json().result).toMatchObject({
      running: null,
      stopped: { id: running.id, endedAt: iso(w.clock.now()) },
      stoppedByLimit: false,
      reason: null,
    });
    expect((await w.timer.current('eli@acme.test')).json().result.running).toBeNull();
  });

  it('rewrites the member-day on stop, in the same change: worked time equals the entry', async () => {
    const project = await w.project('Timer day', ['emma@acme.test']);
    const day = iso(w.clock.now()).slice(0, 10);
    const before = await w.workedOn('emma@acme.test', day);
    await w.timer.start('emma@acme.test', { projectId: project.id });
    w.clock.advance(minutes(42));
    expect(await w.workedOn('emma@acme.test', day)).toBe(before);
    await w.timer.stop('emma@acme.test');
    expect(await w.workedOn('emma@acme.test', day)).toBe(before + 42 * 60);
  });

  it('keeps one running entry: a second start is refused with a clear message and the first runs on', async () => {
    const first = await w.project('Timer first', ['eli@acme.test']);
    const second = await w.project('Timer second', ['eli@acme.test']);
    const started = (await w.timer.start('eli@acme.test', { projectId: first.id })).json().result.running;
    w.clock.advance(minutes(1));
    const refused = await w.timer.start('eli@acme.test', { projectId: second.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'ALREADY_EXISTS', message: timerMessages.alreadyRunning });
    expect((await w.timer.current('eli@acme.test')).json().result.running.id).toBe(started.id);
    expect((await w.entries('eli@acme.test')).filter((entry) => entry.endedAt === null)).toHaveLength(1);
    await w.timer.stop('eli@acme.test');
  });

  it('stops a timer started in another tab (the same member), and refuses a stop when nothing runs', async () => {
    const project = await w.project('Timer tabs', ['eli@acme.test']);
    await w.timer.start('eli@acme.test', { projectId: project.id });
    w.clock.advance(minutes(3));
    expect((await w.timer.stop('eli@acme.test')).statusCode).toBe(200);
    const again = await w.timer.stop('eli@acme.test');
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ code: 'UNPROCESSABLE', message: timerMessages.notRunning });
  });

  it('removes an entry stopped at the very moment it started, so no empty activity is kept', async () => {
    const project = await w.project('Timer empty', ['eli@acme.test']);
    const started = (await w.timer.start('eli@acme.test', { projectId: project.id })).json().result.running;
    const stopped = await w.timer.stop('eli@acme.test');
    expect(stopped.json().result.stopped).toMatchObject({ id: started.id, endedAt: started.startedAt });
    expect((await w.entries('eli@acme.test')).map((entry) => entry.id)).not.toContain(started.id);
    w.clock.advance(minutes(1));
  });
});

describe('refusals of a start', () => {
  it('refuses a project that is not active, and records nothing', async () => {
    const project = await w.project('Timer archived', ['eli@acme.test']);
    const archived = await w.call({
      method: 'PUT',
      url: `/api/v1/Project/ArchiveProject?id=${project.id}`,
      as: 'owner@acme.test',
      payload: { concurrencyStamp: project.concurrencyStamp },
    });
    expect(archived.statusCode).toBe(200);
    const count = (await w.entries('eli@acme.test')).length;
    const refused = await w.timer.start('eli@acme.test', { projectId: project.id });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'UNPROCESSABLE', message: trackingMessages.projectNotActive });
    expect(await w.entries('eli@acme.test')).toHaveLength(count);
  });

  it('refuses a project the member does not work on', async () => {
    const project = await w.project('Timer others', ['emma@acme.test']);
    const refused = await w.timer.start('eli@acme.test', { projectId: project.id });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(trackingMessages.notProjectMember);
  });

  it('lets a member work on a project through an active team', async () => {
    const project = await w.project('Timer team', []);
    await w.team({ name: `Timer team ${project.id}`, emails: ['mona@acme.test'], projectIds: [project.id] });
    const started = await w.timer.start('mona@acme.test', { projectId: project.id });
    expect(started.statusCode).toBe(200);
    w.clock.advance(minutes(2));
    expect((await w.timer.stop('mona@acme.test')).statusCode).toBe(200);
  });

  it('answers 404 for a project of another organisation or none, without telling them apart', async () => {
    const globexProject = await w.call({
      method: 'POST',
      url: '/api/v1/Project/CreateProject',
      as: 'owner@globex.test',
      payload: { CustomerId: w.customerIds.Hooli, ProjectName: 'Globex secret' },
    });
    const foreign = await w.timer.start('eli@acme.test', { projectId: globexProject.json().result.id });
    const unknown = await w.timer.start('eli@acme.test', { projectId: '0190c0de-0000-7000-8000-000000000000' });
    for (const response of [foreign, unknown]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: trackingMessages.projectNotFound });
    }
  });

  it('requires a project, refuses unknown fields, a note over 500 characters and an unknown task', async () => {
    const project = await w.project('Timer body', ['eli@acme.test']);
    const missing = await w.timer.start('eli@acme.test', {});
    expect(missing.statusCode).toBe(400);
    expect(JSON.stringify(missing.json())).toContain(activityMessages.projectRequired);
    expect((await w.timer.start('eli@acme.test', { projectId: project.id, extra: 1 })).statusCode).toBe(400);
    const long = await w.timer.start('eli@acme.test', { projectId: project.id, note: 'x'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(JSON.stringify(long.json())).toContain(timerMessages.noteTooLong);
    const task = await w.timer.start('eli@acme.test', {
      projectId: project.id,
      taskId: '0190c0de-0000-7000-8000-000000000001',
    });
    expect(task.statusCode).toBe(404);
    expect(task.json().message).toBe(timerMessages.taskNotFound);
    expect((await w.timer.current('eli@acme.test')).json().result.running).toBeNull();
  });

  it('answers 401 without a token', async () => {
    expect((await w.t.app.inject({ method: 'GET', url: '/api/v1/Timer/Current' })).statusCode).toBe(401);
    expect((await w.t.app.inject({ method: 'POST', url: '/api/v1/Timer/Stop' })).statusCode).toBe(401);
  });
});

describe('Maximum_Hours_Per_Week', () => {
  it('ends a running timer at the moment the limit was reached, seen on the next Current call', async () => {
    const project = await w.project('Timer limit', ['emma@acme.test']);
    const used = (await w.timer.current('emma@acme.test')).json().result.weeklyAllowance.usedSeconds as number;
    await w.weeklyLimit('emma@acme.test', used / 3600 + 1);
    try {
      const startedAt = w.clock.now();
      const started = (await w.timer.start('emma@acme.test', { projectId: project.id })).json().result;
      expect(started.weeklyAllowance).toMatchObject({ limitSeconds: used + 3600, remainingSeconds: 3600 });

      w.clock.advance(minutes(30));
      expect((await w.timer.current('emma@acme.test')).json().result.running.id).toBe(started.running.id);

      w.clock.advance(minutes(60));
      const cut = (await w.timer.current('emma@acme.test')).json().result;
      const limitMoment = iso(new Date(startedAt.getTime() + minutes(60)));
      expect(cut).toMatchObject({
        running: null,
        stopped: { id: started.running.id, endedAt: limitMoment },
        stoppedByLimit: true,
        reason: timerMessages.stoppedByLimit,
        weeklyAllowance: { remainingSeconds: 0 },
      });
      const [stored] = (await w.entries('emma@acme.test')).filter((entry) => entry.id === started.running.id);
      expect(stored?.endedAt?.toISOString()).toBe(limitMoment);
      expect(await w.workedOn('emma@acme.test', iso(startedAt).slice(0, 10))).toBeGreaterThanOrEqual(3600);

      const refused = await w.timer.start('emma@acme.test', { projectId: project.id });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().message).toBe(trackingMessages.weeklyLimitReached);
    } finally {
      await w.weeklyLimit('emma@acme.test', null);
    }
  });

  it('cuts a timer stopped after the limit at the limit, and says so', async () => {
    const project = await w.project('Timer limit stop', ['mona@acme.test']);
    const used = (await w.timer.current('mona@acme.test')).json().result.weeklyAllowance.usedSeconds as number;
    await w.weeklyLimit('mona@acme.test', (used + 1800) / 3600);
    try {
      const startedAt = w.clock.now();
      await w.timer.start('mona@acme.test', { projectId: project.id });
      w.clock.advance(minutes(45));
      const stopped = (await w.timer.stop('mona@acme.test')).json().result;
      expect(stopped).toMatchObject({
        stoppedByLimit: true,
        reason: timerMessages.stoppedByLimit,
        stopped: { endedAt: iso(new Date(startedAt.getTime() + minutes(30))) },
      });
    } finally {
      await w.weeklyLimit('mona@acme.test', null);
    }
  });

  it('starts a fresh allowance when a timer runs on past the end of the local week', async () => {
    const project = await w.project('Timer week', ['owner@acme.test']);
    const week = (await w.timer.current('owner@acme.test')).json().result.weeklyAllowance;
    // Start 30 minutes before the week ends, with a limit of the week's use plus 2 hours.
    w.clock.advance(new Date(week.weekEndsAt).getTime() - w.clock.now().getTime() - minutes(30));
    const used = (await w.timer.current('owner@acme.test')).json().result.weeklyAllowance.usedSeconds as number;
    await w.weeklyLimit('owner@acme.test', Math.max(2, (used + 7200) / 3600));
    try {
      await w.timer.start('owner@acme.test', { projectId: project.id });
      w.clock.advance(minutes(90));
      const current = (await w.timer.current('owner@acme.test')).json().result;
      expect(current.running).not.toBeNull();
      expect(current.weeklyAllowance.usedSeconds).toBe(3600);
      await w.timer.stop('owner@acme.test');
    } finally {
      await w.weeklyLimit('owner@acme.test', null);
    }
  });
});

describe('organisations apart', () => {
  it('never shows or stops another organisation’s running timer', async () => {
    const project = await w.project('Timer private', ['eli@acme.test']);
    const running = (await w.timer.start('eli@acme.test', { projectId: project.id })).json().result.running;
    w.clock.advance(minutes(5));
    const globex = await w.timer.current('owner@globex.test');
    expect(globex.json().result.running).toBeNull();
    expect(globex.body).not.toContain(project.name);
    expect((await w.timer.stop('owner@globex.test')).statusCode).toBe(422);
    expect((await w.timer.current('eli@acme.test')).json().result.running.id).toBe(running.id);
    await w.timer.stop('eli@acme.test');
  });
});
