import { describe, expect, it } from 'vitest';
import { uuidv7 } from './ids.ts';

describe('uuidv7', () => {
  it('is a version 7 UUID that starts with its millisecond and sorts by it', () => {
    const at = Date.UTC(2026, 10, 28, 12, 0, 0, 123);
    const id = uuidv7(at);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(Number.parseInt(id.replace('-', '').slice(0, 12), 16)).toBe(at);
    expect(uuidv7(at + 1) > id).toBe(true);
  });

  it('never repeats its random bits, across many refills of the random pool', () => {
    const at = Date.now();
    const ids = Array.from({ length: 5_000 }, () => uuidv7(at));
    expect(new Set(ids).size).toBe(ids.length);
  });
});
