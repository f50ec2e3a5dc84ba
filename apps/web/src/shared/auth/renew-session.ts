import { notifySessionChanged } from './session-events.ts';
import { loadUserManager } from './user-manager.ts';

/** Uses the stored refresh token (refresh_token grant) and returns the new access token. */
export async function renewSession(): Promise<string> {
  const manager = await loadUserManager();
  const user = await manager.signinSilent();
  if (!user) throw new Error('The provider returned no user');
  notifySessionChanged();
  return user.access_token;
}
