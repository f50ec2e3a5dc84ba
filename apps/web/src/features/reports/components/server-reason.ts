import { isApiError } from '../../../shared/api/api-error.ts';
import { isKnownMessage, translateKnownMessage, translateMessageKey } from '../../../shared/i18n/contract-messages.ts';

/**
 * Why the server refused, in the current language: by the message's key, or a contract text it sent word for word;
 * undefined for anything else, so an English text never shows untranslated in Arabic.
 */
export function serverReason(error: unknown): string | undefined {
  if (!isApiError(error)) return undefined;
  const byKey = error.messageKey ? translateMessageKey(error.messageKey, error.params) : undefined;
  return byKey ?? (isKnownMessage(error.message) ? translateKnownMessage(error.message) : undefined);
}
