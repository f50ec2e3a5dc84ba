/** Set by a deliberate logout so `/` shows the signed-out page instead of signing straight back in (§4). */
const manualLogoutKey = 'worktrail.manualLogout';

/** Whether the user logged out on purpose and has not signed in since. */
export function hasLoggedOutManually(): boolean {
  return window.localStorage.getItem(manualLogoutKey) !== null;
}

/** Records a deliberate logout. */
export function markManualLogout(): void {
  window.localStorage.setItem(manualLogoutKey, '1');
}

/** Forgets the deliberate logout after a successful sign-in. */
export function clearManualLogout(): void {
  window.localStorage.removeItem(manualLogoutKey);
}
