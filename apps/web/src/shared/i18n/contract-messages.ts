import { accountMessages, invitationMessages } from '@worktrail/contract';
import { i18n } from './i18n.ts';

type AccountMessageKey = keyof typeof accountMessages;
type InvitationMessageKey = keyof typeof invitationMessages;

// The contract's English texts (shown by the server word for word) and their keys in the dictionaries.
const keyByText = new Map<
  string,
  `account.messages.${AccountMessageKey}` | `invitations.messages.${InvitationMessageKey}`
>([
  ...Object.entries(accountMessages).map(
    ([key, text]) => [text, `account.messages.${key as AccountMessageKey}`] as const,
  ),
  ...Object.entries(invitationMessages).map(
    ([key, text]) => [text, `invitations.messages.${key as InvitationMessageKey}`] as const,
  ),
]);

/** A server or contract message in the current language when the dictionaries know it, else as given (§8). */
export function translateKnownMessage(message: string): string {
  const key = keyByText.get(message);
  return key ? i18n.t(key) : message;
}

/** Whether the dictionaries translate this contract text. */
export const isKnownMessage = (message: string): boolean => keyByText.has(message);
