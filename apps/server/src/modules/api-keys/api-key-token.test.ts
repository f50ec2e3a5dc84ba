import { permissions as p } from '@worktrail/contract';
import { describe, expect, it } from 'vitest';
import { uuidv7 } from '../../db/ids.ts';
import { apiKeyPermissions } from './api-key-scopes.ts';
import { formatApiKey, issueApiKey, parseApiKey, secretMatches } from './api-key-token.ts';

describe('the key format', () => {
  it('carries its organisation and id, and a secret of at least 256 bits whose hash alone is kept', () => {
    const ids = { tenantId: uuidv7(), keyId: uuidv7() };
    const { key, prefix, secretHash } = issueApiKey(ids);
    const parsed = parseApiKey(key);
    expect(parsed).toMatchObject(ids);
    expect(Buffer.from(parsed?.secret ?? '', 'base64url').length * 8).toBeGreaterThanOrEqual(256);
    expect(key.startsWith(prefix)).toBe(true);
    expect(secretMatches(secretHash, parsed?.secret ?? '')).toBe(true);
    expect(secretMatches(secretHash, issueApiKey(ids).key.slice(3, 47))).toBe(false);
    expect(secretMatches(undefined, parsed?.secret ?? '')).toBe(false);
    expect(formatApiKey({ ...ids, secret: parsed?.secret ?? '' })).toBe(key);
  });

  it('shows a different prefix for every key of an organisation', () => {
    const tenantId = uuidv7();
    const prefixes = new Set(Array.from({ length: 50 }, () => issueApiKey({ tenantId, keyId: uuidv7() }).prefix));
    expect(prefixes.size).toBe(50);
  });

  it('tells a mistyped, cut or foreign token from a key without a lookup', () => {
    const { key } = issueApiKey({ tenantId: uuidv7(), keyId: uuidv7() });
    const typo = `${key.slice(0, 10)}${key[10] === 'x' ? 'y' : 'x'}${key.slice(11)}`;
    for (const token of [typo, key.slice(0, -1), `${key}A`, 'wt_', 'wt_!!!', `wt_${'a'.repeat(10_240)}`, 'eyJhbGciOi'])
      expect(parseApiKey(token)).toBeUndefined();
  });
});

describe('what a key may do', () => {
  it('is its scopes’ permissions that its maker holds, plus the maker’s data scope', () => {
    const manager = new Set([p.reports.attendance, p.projects.read, p.dataScope.team, p.timeline.read]);
    expect(apiKeyPermissions({ scopes: ['reports:read'], held: manager })).toEqual(
      new Set([p.reports.attendance, p.projects.read, p.dataScope.team]),
    );
    expect(apiKeyPermissions({ scopes: ['projects:manage', 'unknown'], held: manager })).toEqual(
      new Set([p.projects.read, p.dataScope.team]),
    );
    expect(apiKeyPermissions({ scopes: ['time:read'], held: new Set() })).toEqual(new Set());
  });
});
