import { identityEndpoints, type LoginRequest } from '@worktrail/contract';
import { publicApi } from '../../../shared/api/api.ts';

/** Completes the provider's login interaction; the result says where the browser goes next. */
export function submitLogin({ uid, credentials }: { uid: string; credentials: LoginRequest }) {
  return publicApi(identityEndpoints.login, { params: { uid }, body: credentials });
}
