import type { OkEnvelope } from '@worktrail/contract';

/** Wraps a result in the success envelope of spec §7. */
export function ok<T>(result: T, message: string | null = null): OkEnvelope<T> {
  return { success: true, message, result };
}
