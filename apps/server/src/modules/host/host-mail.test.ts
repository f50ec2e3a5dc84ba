import { describe, expect, it } from 'vitest';
import { mailExcerpt } from './host-mail.ts';

describe('the excerpt of an answer in the author mail', () => {
  it('keeps a short answer whole, on one line', () => {
    expect(mailExcerpt('Try this:\n\n  restart the tracker.')).toBe('Try this: restart the tracker.');
  });

  it('cuts a long answer to at most 300 characters, marked as cut', () => {
    const excerpt = mailExcerpt('word '.repeat(200));
    expect(excerpt.length).toBeLessThanOrEqual(300);
    expect(excerpt.endsWith('…')).toBe(true);
  });
});
