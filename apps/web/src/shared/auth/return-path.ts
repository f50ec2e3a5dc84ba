import { accountPaths } from '@worktrail/contract';

const defaultReturnPath = '/dashboard';

/** A same-origin path to come back to after sign-in; anything else (absolute or protocol-relative URLs) is refused. */
export function safeReturnPath(path: unknown): string {
  if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) {
    return defaultReturnPath;
  }
  return path === '/' ? defaultReturnPath : path;
}

// Pages a user without an organisation may still be heading for: they are how one gets an organisation, or the
// support console, which Worktrail staff use outside every organisation.
const pathsWithoutOrganisation = [accountPaths.acceptInvitation, accountPaths.businessSignUp, '/host'];

const isUnder = (path: string, base: string) =>
  path === base || path.startsWith(`${base}?`) || path.startsWith(`${base}/`);

/**
 * Where a user goes after signing in: where they were heading, except that a user whose token has no organisation
 * (no `tenantid`) goes to business sign-up first — unless they are on their way to accept an invitation, or to the
 * support console.
 */
export function pathAfterSignIn({ tenantId, returnPath }: { tenantId: string; returnPath: string }): string {
  if (tenantId || pathsWithoutOrganisation.some((base) => isUnder(returnPath, base))) return returnPath;
  return accountPaths.businessSignUp;
}
