import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords.ts';

describe('password hashing', () => {
  it('uses argon2id with m=19456 KiB, t=2, p=1 and verifies only the right password', async () => {
    const hashed = await hashPassword('s3cret-enough');
    expect(hashed).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword({ hashed, password: 's3cret-enough' })).toBe(true);
    expect(await verifyPassword({ hashed, password: 'wrong' })).toBe(false);
  });

  it('answers false for an account without a hash', async () => {
    expect(await verifyPassword({ hashed: null, password: 'anything' })).toBe(false);
  });
});
