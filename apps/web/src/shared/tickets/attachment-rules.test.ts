import { describe, expect, it } from 'vitest';
import { acceptAttribute, attachmentProblem } from './attachment-rules.ts';

// The size is set rather than filled, so the test needs no 50 MB of memory.
const file = (name: string, bytes: number) =>
  Object.defineProperty(new File([], name, { type: 'text/plain' }), 'size', { value: bytes });

describe('attachmentProblem', () => {
  it('lets up to five files of at most 10 MB go', () => {
    expect(attachmentProblem(Array.from({ length: 5 }, (_, n) => file(`f${n}.txt`, 10 * 1024 * 1024)))).toBeNull();
  });

  it("refuses a sixth file, a file over 10 MB and an empty file with the server's texts", () => {
    expect(attachmentProblem(Array.from({ length: 6 }, (_, n) => file(`f${n}.txt`, 1)))).toBe(
      'At most 5 files can be attached at once.',
    );
    expect(attachmentProblem([file('dump.txt', 10 * 1024 * 1024 + 1)])).toBe('Each file must be at most 10 MB.');
    expect(attachmentProblem([file('empty.txt', 0)])).toMatch(/empty\.txt/);
  });
});

describe('acceptAttribute', () => {
  it('offers the kinds the server takes, logs by their name', () => {
    expect(acceptAttribute.split(',')).toEqual(expect.arrayContaining(['image/png', 'application/pdf', '.log']));
  });
});
