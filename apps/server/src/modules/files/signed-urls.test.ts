import { describe, expect, it } from 'vitest';
import { manualClock } from '../../../test/test-app.ts';
import { createUrlSigner, deriveSecret } from './signed-urls.ts';

const key =
  'tenants/0190c0de-0000-7000-8000-000000000001/screenshots/2025/03/0190c0de-0000-7000-8000-000000000002.webp';
const linkOf = (query: string) => {
  const params = new URLSearchParams(query);
  return {
    key: params.get('key') ?? '',
    exp: Number(params.get('exp')),
    v: params.get('v') ?? '',
    sig: params.get('sig') ?? '',
  };
};

describe('signed links', () => {
  it('are bound to key, expiry and viewer, and end when they expire', () => {
    const clock = manualClock(new Date('2025-03-01T10:00:00Z'));
    const signer = createUrlSigner({ secrets: [deriveSecret('cookie-key', 'screenshot-links')], clock });
    const link = linkOf(signer.sign({ key, viewer: 'viewer-a', seconds: 300 }).query);
    expect(signer.verify(link)).toBe(true);
    expect(signer.verify({ ...link, v: 'viewer-b' })).toBe(false);
    expect(signer.verify({ ...link, key: key.replace('02.webp', '03.webp') })).toBe(false);
    expect(signer.verify({ ...link, exp: link.exp + 1 })).toBe(false);
    clock.advance(300_000);
    expect(signer.verify(link)).toBe(false);
  });

  it('keep working after a new secret is added, and are useless with a secret of another purpose', () => {
    const clock = manualClock();
    const old = deriveSecret('old-cookie-key', 'screenshot-links');
    const link = linkOf(createUrlSigner({ secrets: [old], clock }).sign({ key, viewer: 'v', seconds: 60 }).query);
    const rotated = createUrlSigner({ secrets: [deriveSecret('new-cookie-key', 'screenshot-links'), old], clock });
    expect(rotated.verify(link)).toBe(true);
    const otherPurpose = createUrlSigner({ secrets: [deriveSecret('old-cookie-key', 'other')], clock });
    expect(otherPurpose.verify(link)).toBe(false);
  });
});
