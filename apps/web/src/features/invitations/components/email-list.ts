import { translateKnownMessage } from '../../../shared/i18n/contract-messages.ts';
import type { inviteEmailErrors } from './invite-rules.ts';

/** Splits typed or pasted text into addresses: commas, semicolons, spaces and new lines separate them. */
export function splitEmails(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((part) => part.trim())
    .filter(Boolean);
}

export type EmailListCheck = {
  /** The message for each address that breaks a §5 rule (invalid format, already added), by position. */
  chipErrors: (string | undefined)[];
  /** "Please enter at least one email" when the list is empty. */
  listError: string | undefined;
};

/** The contract's §5 rules of an invite list, fetched with the form's first use (invite-rules.ts). */
export type InviteRules = { inviteEmailErrors: typeof inviteEmailErrors };

/**
 * Checks an invite list by the contract's §5 rules, with the messages in the current language; nothing is marked
 * while the rules are not there yet (the form was not used, so there is nothing to mark).
 */
export function checkEmailList(emails: readonly string[], rules: InviteRules | undefined): EmailListCheck {
  const chipErrors: (string | undefined)[] = emails.map(() => undefined);
  let listError: string | undefined;
  for (const { field, message } of rules?.inviteEmailErrors(emails) ?? []) {
    const index = Number(field.split('.')[1]);
    if (Number.isInteger(index)) chipErrors[index] ??= translateKnownMessage(message);
    else listError = translateKnownMessage(message);
  }
  return { chipErrors, listError };
}

/** The server's field errors (`emails.N`) as messages by position, for a list the server refused. */
export function chipErrorsFromServer(
  errors: readonly { field: string; message: string }[],
  count: number,
): (string | undefined)[] {
  const chipErrors: (string | undefined)[] = Array.from({ length: count }, () => undefined);
  for (const { field, message } of errors) {
    const match = /^emails\.(\d+)$/.exec(field);
    const index = match ? Number(match[1]) : -1;
    if (index >= 0 && index < count) chipErrors[index] ??= translateKnownMessage(message);
  }
  return chipErrors;
}
