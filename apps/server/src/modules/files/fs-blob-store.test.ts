import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { createFsBlobStore } from './fs-blob-store.ts';

const store = () => {
  const root = mkdtempSync(join(tmpdir(), 'worktrail-blobs-'));
  return { root, blobs: createFsBlobStore({ root }) };
};
const key = 'users/0190c0de-0000-7000-8000-000000000001/pictures/0190c0de-0000-7000-8000-000000000002.webp';

describe('the filesystem blob store', () => {
  it('stores, streams, replaces and deletes a blob, leaving no temporary file behind', async () => {
    const { root, blobs } = store();
    expect(await blobs.exists(key)).toBe(false);
    expect(await blobs.get(key)).toBeUndefined();
    await blobs.put({ key, data: Buffer.from('first'), contentType: 'image/webp' });
    await blobs.put({ key, data: Buffer.from('second'), contentType: 'image/webp' });
    expect(await blobs.exists(key)).toBe(true);
    const stream = await blobs.get(key);
    expect(stream && (await text(stream))).toBe('second');
    expect(readdirSync(join(root, 'users/0190c0de-0000-7000-8000-000000000001/pictures'))).toHaveLength(1);
    await blobs.delete(key);
    await blobs.delete(key);
    expect(await blobs.exists(key)).toBe(false);
  });

  it.each([
    '../../etc/passwd',
    'users/x/../../secret.txt',
    '/abs/path.webp',
    'other/0190c0de-0000-7000-8000-000000000001/a.webp',
  ])('refuses a key it did not generate: %s', async (badKey) => {
    const { blobs } = store();
    await expect(blobs.put({ key: badKey, data: Buffer.from('x'), contentType: 'text/plain' })).rejects.toThrow(
      /not a blob key/,
    );
    await expect(blobs.exists(badKey)).rejects.toThrow(/not a blob key/);
  });
});
