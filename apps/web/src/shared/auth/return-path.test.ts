import { describe, expect, it } from 'vitest';
import { pathAfterSignIn, safeReturnPath } from './return-path.ts';

describe('safeReturnPath', () => {
  it('keeps a same-origin path and refuses other sites', () => {
    expect(safeReturnPath('/reports/charts?x=1')).toBe('/reports/charts?x=1');
    expect(safeReturnPath('//evil.example')).toBe('/dashboard');
    expect(safeReturnPath('https://evil.example')).toBe('/dashboard');
    expect(safeReturnPath('/')).toBe('/dashboard');
  });
});

describe('pathAfterSignIn', () => {
  it('sends a user whose token has no organisation to business sign-up', () => {
    expect(pathAfterSignIn({ tenantId: '', returnPath: '/dashboard' })).toBe('/account/business-sign-up');
    expect(pathAfterSignIn({ tenantId: '', returnPath: '/account/invite-team' })).toBe('/account/business-sign-up');
  });

  it('lets a user without an organisation continue to the invitation they are accepting', () => {
    const invitation = '/account/accept-invitation?tenant=t1&token=abc';

    expect(pathAfterSignIn({ tenantId: '', returnPath: invitation })).toBe(invitation);
  });

  it('lets support staff, who belong to no organisation, continue to the support console', () => {
    expect(pathAfterSignIn({ tenantId: '', returnPath: '/host' })).toBe('/host');
    expect(pathAfterSignIn({ tenantId: '', returnPath: '/host/tickets/t1' })).toBe('/host/tickets/t1');
    expect(pathAfterSignIn({ tenantId: '', returnPath: '/hostile' })).toBe('/account/business-sign-up');
  });

  it('takes a member of an organisation where they were heading', () => {
    expect(pathAfterSignIn({ tenantId: 't1', returnPath: '/reports/charts' })).toBe('/reports/charts');
  });
});
