import { describe, expect, it } from 'vitest';
import { ensureFirstVisitCookie, readCookie } from './cookies.ts';

describe('first-visit cookie', () => {
  it('is set on the first load and left alone afterwards', () => {
    ensureFirstVisitCookie(new Date('2026-01-01T00:00:00Z'));
    ensureFirstVisitCookie(new Date('2026-02-01T00:00:00Z'));

    expect(readCookie('first_visit')).toBe('2026-01-01T00:00:00.000Z');
  });
});
