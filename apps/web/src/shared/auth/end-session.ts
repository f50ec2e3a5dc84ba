import { leavePageTo } from '../browser/leave-page.ts';
import { clearPersistedPermissions } from '../permissions/persisted-permissions.ts';
import { removeStoredSession } from './stored-session.ts';

let ending = false;

/** Claims the one way out of this page's session; false when a logout or session end is already under way. */
export function claimSessionEnd(): boolean {
  if (ending) return false;
  ending = true;
  return true;
}

/** The session cannot be renewed or used (§8): forget it and restart at `/`, which signs in again. */
export function endSession(reason = 'the access token was refused and could not be refreshed'): void {
  if (!claimSessionEnd()) return;
  console.warn(`Session ended: ${reason}`);
  removeStoredSession();
  clearPersistedPermissions();
  leavePageTo('/');
}
