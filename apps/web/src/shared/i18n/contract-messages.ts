import {
  accountMessages,
  customerMessages,
  importMessages,
  invitationMessages,
  memberMessages,
  profileMessages,
  projectMessages,
  settingsMessages,
  structureMessages,
  teamMessages,
} from '@worktrail/contract';
import { i18n } from './i18n.ts';

type AccountMessageKey = keyof typeof accountMessages;
type InvitationMessageKey = keyof typeof invitationMessages;
type MemberMessageKey = keyof typeof memberMessages;
type CustomerMessageKey = keyof typeof customerMessages;
type ImportMessageKey = keyof typeof importMessages;
type TeamMessageKey = keyof typeof teamMessages;
type ProfileMessageKey = keyof typeof profileMessages;
type ProjectMessageKey = keyof typeof projectMessages;
type StructureMessageKey = keyof typeof structureMessages;
type SettingsMessageKey = keyof typeof settingsMessages;
type MessageKey =
  | `account.messages.${AccountMessageKey}`
  | `invitations.messages.${InvitationMessageKey}`
  | `members.messages.${MemberMessageKey}`
  | `customers.messages.${CustomerMessageKey}`
  | `imports.messages.${ImportMessageKey}`
  | `teams.messages.${TeamMessageKey}`
  | `profile.messages.${ProfileMessageKey}`
  | `projects.messages.${ProjectMessageKey}`
  | `structure.messages.${StructureMessageKey}`
  | `featureSettings.messages.${SettingsMessageKey}`;

const entries = <Key extends string>(group: string, messages: Record<Key, string>) =>
  Object.entries<string>(messages).map(([key, text]) => [text, `${group}.messages.${key}` as MessageKey] as const);

// The contract's English texts (shown by the server word for word) and their keys in the dictionaries.
const keyByText = new Map<string, MessageKey>([
  ...entries('account', accountMessages),
  ...entries('invitations', invitationMessages),
  ...entries('members', memberMessages),
  ...entries('customers', customerMessages),
  ...entries('imports', importMessages),
  ...entries('teams', teamMessages),
  ...entries('profile', profileMessages),
  ...entries('projects', projectMessages),
  ...entries('structure', structureMessages),
  ...entries('featureSettings', settingsMessages),
]);

/** A server or contract message in the current language when the dictionaries know it, else as given (§8). */
export function translateKnownMessage(message: string): string {
  const key = keyByText.get(message);
  return key ? i18n.t(key) : message;
}

/** Whether the dictionaries translate this contract text. */
export const isKnownMessage = (message: string): boolean => keyByText.has(message);
