import { type InteractionRedirect, interactionPath, type LoginRequest } from '@worktrail/contract';
import { publicRequest } from '../../../shared/api/public-request.ts';

/** Completes the provider's login interaction; the result says where the browser goes next. */
export function submitLogin({ uid, credentials }: { uid: string; credentials: LoginRequest }) {
  return publicRequest<InteractionRedirect>(`${interactionPath(encodeURIComponent(uid))}/login`, {
    method: 'POST',
    body: credentials,
  });
}
