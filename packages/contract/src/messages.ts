// The texts come from each domain's zod-free constants file, so a screen that shows a server text loads no schema.
import { accountMessages } from './accounts.constants.ts';
import { apiKeyMessages } from './api-keys.constants.ts';
import { billingMessages } from './billing.constants.ts';
import { customerMessages, customerTemplates } from './customers.constants.ts';
import { dashboardMessages } from './dashboard.constants.ts';
import { dataExportMessages } from './data-export.constants.ts';
import { dateMessages } from './dates.constants.ts';
import { fillMessage, type MessageParams } from './fill-message.ts';
import { importMessages } from './imports.constants.ts';
import { inputMessages } from './input.ts';
import { invitationMessages } from './invitations.constants.ts';
import { memberMessages } from './members.constants.ts';
import { profileMessages } from './profile.constants.ts';
import { projectMessages } from './projects.constants.ts';
import { reportMessages } from './reports.constants.ts';
import { screenshotMessages } from './screenshots.constants.ts';
import { settingsMessages } from './settings.constants.ts';
import { structureMessages } from './structure.constants.ts';
import { supportMessages } from './support.constants.ts';
import { taskMessages } from './tasks.constants.ts';
import { teamMessages } from './teams.constants.ts';
import { activityMessages, timelineMessages, trackingMessages } from './timeline.constants.ts';
import { timerMessages } from './timer.constants.ts';
import { trackerMessages } from './tracker.constants.ts';

/** The texts of the failures any call can meet, word for word in both languages; `{{name}}` marks a value. */
export const serverMessages = {
  invalidRequest: 'The request is not valid.',
  invalidJson: 'The request body is not valid JSON.',
  badAddress: 'The request address is not valid.',
  headersTooLarge: 'The request address or headers are too large.',
  requestTimeout: 'The request took too long to arrive.',
  badHttp: 'The request is not valid HTTP.',
  bodyTooLarge: 'The request body is too large.',
  mediaTypeUnsupported: 'The request content type is not supported.',
  signInToContinue: 'Sign in to continue.',
  sessionInvalid: 'Your session has expired or is not valid. Sign in again.',
  sessionExpired: 'Your session has expired. Sign in again.',
  forbidden: 'You do not have permission to view this content. Please contact your administrator.',
  noOrganisation: 'You are not a member of any organization yet.',
  membershipInactive: 'Your membership of this organization is not active.',
  notFound: 'The requested resource was not found.',
  noRoute: 'No route matches {{method}} {{path}}.',
  concurrency: 'This record was changed by someone else. Reload it and try again.',
  invalidCredentials: 'Invalid email or password.',
  interactionExpired: 'This sign-in page has expired. Please start again.',
  rateLimited: 'Too many requests. Try again in {{seconds}} seconds.',
  slowDown: 'Too many requests. Please slow down.',
  unexpected: 'An unexpected error occurred. Please try again.',
  externalAccounts: "Accounts are managed by your organization's identity provider. Sign in there.",
  externalNoEmail: 'The identity provider sent no e-mail address for this account.',
  externalCannotLink: 'An account with this e-mail already exists and cannot be linked to this sign-in.',
  membersNotFound: 'One or more members were not found.',
  invitationNotFound: 'No invitation has this id.',
  emailInvitationNotFound: 'No e-mail invitation has this id.',
  databaseUnreachable: 'The database is not reachable.',
  metricsOff: 'Metrics are off. Set METRICS_TOKEN to serve them.',
  metricsToken: 'Send the metrics token as a bearer token.',
} as const;

/**
 * Every text the server may answer, by group; a group's name is the prefix of its keys in the web dictionaries,
 * so a `messageKey` is the dictionary key itself (`projects.messages.hasActivities`). Earlier groups win where
 * two hold the same text.
 */
export const messageGroups = {
  'errors.server': serverMessages,
  'errors.dates': dateMessages,
  'errors.input': inputMessages,
  'activity.tracking': trackingMessages,
  'activity.screenshotMessages': screenshotMessages,
  'activity.trackerMessages': trackerMessages,
  'activity.messages': { ...activityMessages, ...timelineMessages },
  'account.messages': accountMessages,
  'invitations.messages': invitationMessages,
  'members.messages': memberMessages,
  'customers.messages': { ...customerMessages, ...customerTemplates },
  'imports.messages': importMessages,
  'teams.messages': teamMessages,
  'profile.messages': profileMessages,
  'projects.messages': projectMessages,
  'structure.messages': structureMessages,
  'featureSettings.messages': settingsMessages,
  'timer.messages': timerMessages,
  'reports.messages': reportMessages,
  'dashboard.messages': dashboardMessages,
  'tasks.messages': taskMessages,
  'support.messages': supportMessages,
  'organization.messages': billingMessages,
  'organization.apiKeyMessages': apiKeyMessages,
  'organization.exportMessages': dataExportMessages,
} as const;

type Groups = typeof messageGroups;
/** The key of one server text: `<group>.<name>`, the same key in both web dictionaries. */
export type MessageKey = { [G in keyof Groups]: `${G & string}.${keyof Groups[G] & string}` }[keyof Groups];

const keyByText = new Map<string, MessageKey>();
const textByKey = new Map<string, string>();
for (const [group, texts] of Object.entries(messageGroups)) {
  for (const [name, text] of Object.entries<string>(texts)) {
    const key = `${group}.${name}` as MessageKey;
    if (!keyByText.has(text)) keyByText.set(text, key);
    textByKey.set(key, text);
  }
}

/** The key of a server text given word for word, if it is one. */
export const messageKeyOf = (text: string): MessageKey | undefined => keyByText.get(text);

/** The English text of a key, with its values filled in. */
export function messageText(key: MessageKey, params: MessageParams = {}): string {
  return fillMessage(textByKey.get(key) ?? key, params);
}
