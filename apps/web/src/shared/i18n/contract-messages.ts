import {
  accountMessages,
  activityMessages,
  customerMessages,
  dateMessages,
  importMessages,
  inputMessages,
  invitationMessages,
  memberMessages,
  profileMessages,
  projectMessages,
  screenshotMessages,
  settingsMessages,
  structureMessages,
  teamMessages,
  timelineMessages,
  trackingMessages,
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
type ActivityMessageKey = keyof typeof activityMessages | keyof typeof timelineMessages;
type TrackingMessageKey = keyof typeof trackingMessages;
type ScreenshotMessageKey = keyof typeof screenshotMessages;
type DateMessageKey = keyof typeof dateMessages;
type InputMessageKey = keyof typeof inputMessages;
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
  | `featureSettings.messages.${SettingsMessageKey}`
  | `activity.messages.${ActivityMessageKey}`
  | `activity.tracking.${TrackingMessageKey}`
  | `activity.screenshotMessages.${ScreenshotMessageKey}`
  | `errors.dates.${DateMessageKey}`
  | `errors.input.${InputMessageKey}`;

/** The texts of a contract group and their keys under `<prefix>.` (by default `<group>.messages.`). */
const entries = <Key extends string>(group: string, messages: Record<Key, string>, prefix = `${group}.messages`) =>
  Object.entries<string>(messages).map(([key, text]) => [text, `${prefix}.${key}` as MessageKey] as const);

// The contract's English texts (shown by the server word for word) and their keys in the dictionaries; the activity
// texts go first, so where an older group has the same text its key stays in use.
const keyByText = new Map<string, MessageKey>([
  ...entries('errors', dateMessages, 'errors.dates'),
  ...entries('errors', inputMessages, 'errors.input'),
  ...entries('activity', trackingMessages, 'activity.tracking'),
  ...entries('activity', screenshotMessages, 'activity.screenshotMessages'),
  ...entries('activity', timelineMessages),
  ...entries('activity', activityMessages),
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
