import { translateMessageKey } from '../i18n/contract-messages.ts';
import { isApiError } from './api-error.ts';

/**
 * The text to show for a failure (§8): the given text; else the server's message in the current language, by its
 * key and values; else the message as sent; else the fallback.
 */
export function errorMessage(messageOrError: unknown, fallback: string): string {
  if (typeof messageOrError === 'string' && messageOrError) return messageOrError;
  if (!isApiError(messageOrError)) return fallback;
  const { messageKey, params, message } = messageOrError;
  return (messageKey && translateMessageKey(messageKey, params)) || message || fallback;
}
