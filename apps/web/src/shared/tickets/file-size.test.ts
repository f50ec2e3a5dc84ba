import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size.ts';

const number = (value: number, options?: Intl.NumberFormatOptions) =>
  new Intl.NumberFormat('en', options).format(value);

describe('formatFileSize', () => {
  it('says bytes, kB or MB, with at most one decimal', () => {
    expect(formatFileSize(300, number)).toBe('300 byte');
    expect(formatFileSize(2048, number)).toBe('2 kB');
    expect(formatFileSize(1.5 * 1024 * 1024, number)).toBe('1.5 MB');
  });
});
