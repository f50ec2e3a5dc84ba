import { isApiError } from './api-error.ts';

/** The text to show for a failure: the given text, else the server's message, else the fallback (§8). */
export function errorMessage(messageOrError: unknown, fallback: string): string {
  if (typeof messageOrError === 'string' && messageOrError) return messageOrError;
  if (isApiError(messageOrError) && messageOrError.message) return messageOrError.message;
  return fallback;
}
