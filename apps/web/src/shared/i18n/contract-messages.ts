import { type MessageParams, messageKeyOf } from '@worktrail/contract';
import { i18n } from './i18n.ts';

// i18next's key types are too deep for a union of every key: keys from the server are checked at run time instead.
type Translate = (key: string, options?: MessageParams) => string;

/** A server text by its key in the current language, values filled in; undefined when no dictionary has the key. */
export function translateMessageKey(key: string, params: MessageParams = {}): string | undefined {
  if (!i18n.exists(key)) return undefined;
  return (i18n.t as unknown as Translate)(key, params);
}

/** A contract text (client-side validation, a field error) in the current language when it is one, else as given. */
export function translateKnownMessage(message: string): string {
  const key = messageKeyOf(message);
  return (key && translateMessageKey(key)) || message;
}

/** Whether the dictionaries translate this contract text. */
export const isKnownMessage = (message: string): boolean => messageKeyOf(message) !== undefined;
