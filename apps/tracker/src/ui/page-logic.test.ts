import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { AgentStatus } from '../control/contract.ts';
import {
  fillText,
  formatDuration,
  idleMinutes,
  pickLanguage,
  readAnswer,
  statusChanges,
  totalSecondsNow,
} from './page-logic.js';

const baseStatus: AgentStatus = {
  signedIn: true,
  server: 'http://localhost:3000',
  member: { name: 'Salma', email: 'salma@example.test' },
  language: 'en',
  projects: [],
  running: null,
  todaySeconds: 0,
  queue: { entries: 0, slots: 0, screenshots: 0 },
  lastUploadAt: null,
  lastScreenshot: null,
  idle: null,
  notices: [],
};
const running: AgentStatus['running'] = {
  entryId: '0f1d2c3b-4a59-4687-9a1b-2c3d4e5f6a7b',
  projectId: '1e2d3c4b-5a69-4788-8b2c-3d4e5f6a7b8c',
  projectName: 'Website',
  taskId: null,
  taskName: null,
  startedAt: '2026-11-26T08:00:00.000Z',
};

describe('today total', () => {
  test('shows whole hours and minutes, minutes rounded down', () => {
    assert.equal(formatDuration(0), '0:00');
    assert.equal(formatDuration(59), '0:00');
    assert.equal(formatDuration(3900), '1:05');
    assert.equal(formatDuration(36_000 + 59 * 60 + 59), '10:59');
  });

  test('never shows a negative time', () => {
    assert.equal(formatDuration(-30), '0:00');
  });

  test("writes the language's digits as Intl gives them, like the portal", () => {
    const arabicDigit = (digit: string) => new Intl.NumberFormat('ar').format(Number(digit));
    assert.equal(formatDuration(3900, 'ar'), `${arabicDigit('1')}:${arabicDigit('0')}${arabicDigit('5')}`);
  });

  test('ticks from the moment the status was read while a timer runs', () => {
    const fetchedAtMs = Date.parse('2026-11-26T10:00:00Z');
    const input = { todaySeconds: 3540, fetchedAtMs, nowMs: fetchedAtMs + 61_500 };
    assert.equal(totalSecondsNow({ ...input, running: true }), 3601);
    assert.equal(formatDuration(totalSecondsNow({ ...input, running: true })), '1:00');
  });

  test('stands still when nothing runs', () => {
    const fetchedAtMs = Date.parse('2026-11-26T10:00:00Z');
    assert.equal(
      totalSecondsNow({ todaySeconds: 3540, running: false, fetchedAtMs, nowMs: fetchedAtMs + 600_000 }),
      3540,
    );
  });
});

describe('texts with values', () => {
  test('fills every mark it has a value for', () => {
    assert.equal(
      fillText('Idle for {minutes} min on {project}', { minutes: 7, project: 'Web' }),
      'Idle for 7 min on Web',
    );
  });

  test('leaves a mark without a value visible', () => {
    assert.equal(fillText('since {time}'), 'since {time}');
  });

  test('asks about at least one idle minute', () => {
    assert.equal(idleMinutes(10), 1);
    assert.equal(idleMinutes(330), 6);
  });
});

describe('language', () => {
  test("the person's choice wins over the member's preference", () => {
    assert.equal(pickLanguage({ chosen: 'en', fromStatus: 'ar' }), 'en');
    assert.equal(pickLanguage({ chosen: null, fromStatus: 'ar' }), 'ar');
  });

  test('falls back to English for anything unknown', () => {
    assert.equal(pickLanguage({ chosen: 'fr', fromStatus: undefined }), 'en');
  });
});

describe('answers of the agent', () => {
  test('takes the status of a successful call', () => {
    assert.deepEqual(readAnswer({ httpStatus: 200, body: { ok: true, status: baseStatus } }), {
      ok: true,
      status: baseStatus,
    });
  });

  test("shows the agent's own message for a refused action", () => {
    assert.deepEqual(readAnswer({ httpStatus: 409, body: { ok: false, message: 'Pick a project first.' } }), {
      ok: false,
      message: 'Pick a project first.',
    });
  });

  test('says the link was lost when the secret is refused', () => {
    assert.deepEqual(readAnswer({ httpStatus: 401, body: { ok: false, message: 'Unauthorized' } }), {
      ok: false,
      messageKey: 'error.secret',
    });
  });

  test('gives a plain message for an answer that is not the contract', () => {
    assert.deepEqual(readAnswer({ httpStatus: 500, body: null }), { ok: false, messageKey: 'error.generic' });
    assert.deepEqual(readAnswer({ httpStatus: 200, body: { ok: true } }), { ok: false, messageKey: 'error.generic' });
  });
});

describe('what is announced', () => {
  test('nothing on the first status', () => {
    assert.deepEqual(statusChanges(null, { ...baseStatus, running }), []);
  });

  test('a start, a stop and a switch to another entry', () => {
    assert.deepEqual(statusChanges(baseStatus, { ...baseStatus, running }), [
      { key: 'tracking.started', values: { project: 'Website' } },
    ]);
    assert.deepEqual(statusChanges({ ...baseStatus, running }, baseStatus), [{ key: 'tracking.stopped', values: {} }]);
    const other = { ...running, entryId: '2f1d2c3b-4a59-4687-9a1b-2c3d4e5f6a7b', projectName: 'Shop' };
    assert.deepEqual(statusChanges({ ...baseStatus, running }, { ...baseStatus, running: other }), [
      { key: 'tracking.started', values: { project: 'Shop' } },
    ]);
  });

  test('the idle question once, and only new notices', () => {
    const idle = { since: '2026-11-26T09:00:00.000Z', seconds: 600 };
    const offline = { code: 'offline' as const, at: '2026-11-26T09:01:00.000Z' };
    const limit = { code: 'weeklyLimitReached' as const, at: '2026-11-26T09:02:00.000Z' };
    const before = { ...baseStatus, notices: [offline] };
    const after = { ...baseStatus, idle, notices: [offline, limit] };
    assert.deepEqual(statusChanges(before, after), [
      { key: 'idle.question', values: { minutes: 10 } },
      { key: 'notice.weeklyLimitReached', values: {} },
    ]);
    assert.deepEqual(statusChanges(after, after), []);
  });
});
