import type { ErrorCode } from '@worktrail/contract';
import { isApiError } from '../api/api-error.ts';
import { errorMessage } from '../api/error-message.ts';
import { translateKnownMessage, translateMessageKey } from '../i18n/contract-messages.ts';

/** A form-level failure: the text to show and, from the server, its code and how long to wait after a 429. */
export type FormFailure = { message: string; code: ErrorCode | null; retryAfterSeconds?: number };

type SplitFailure<Field extends string> = { fieldErrors: Partial<Record<Field, string>>; failure: FormFailure | null };

/**
 * Splits a failed submit into the server's messages beside the form's own fields and one message for the form
 * (§8: the server's message, else the fallback). A validation failure fully explained by field messages has none.
 * Messages the dictionaries know are shown in the current language.
 */
export function splitFormFailure<Field extends string>(
  error: unknown,
  fields: readonly Field[],
  fallback: string,
): SplitFailure<Field> {
  if (!isApiError(error)) return { fieldErrors: {}, failure: { message: fallback, code: null } };
  const fieldErrors: Partial<Record<Field, string>> = {};
  for (const { field, message, messageKey } of error.errors) {
    if (!(fields as readonly string[]).includes(field)) continue;
    fieldErrors[field as Field] ??= (messageKey && translateMessageKey(messageKey)) || translateKnownMessage(message);
  }
  if (error.code === 'VALIDATION' && Object.keys(fieldErrors).length > 0) return { fieldErrors, failure: null };
  const failure = {
    message: errorMessage(error, fallback),
    code: error.code,
    retryAfterSeconds: error.retryAfterSeconds,
  };
  return { fieldErrors, failure };
}
