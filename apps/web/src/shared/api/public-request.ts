import { buildRequest, type RequestOptions } from './build-request.ts';
import { readEnvelope } from './read-envelope.ts';

/** Calls an endpoint that needs no session (the login interaction) and unwraps its envelope. */
export async function publicRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return readEnvelope<T>(await fetch(...buildRequest(path, options)));
}
