import { type MemberListItem, type MemberStatus, type RoleKey, updateMemberRequest } from '@worktrail/contract';
import { validateWith } from '../../../shared/forms/validation.ts';
import { translateKnownMessage } from '../../../shared/i18n/contract-messages.ts';

// The member editor's form: its fields, values from a listed member, the check against the contract, and the
// options of its choices.

export const fields = [
  'name',
  'surname',
  'phone',
  'country',
  'timeZone',
  'positionId',
  'role',
  'departmentId',
  'managerId',
  'hourlyRate',
  'currency',
  'status',
  'concurrencyStamp',
] as const;
export type Field = (typeof fields)[number];

/** What the form holds: texts and choices as the inputs give them. */
export type MemberFormValues = {
  name: string;
  surname: string;
  phone: string;
  country: string | null;
  timeZone: string | null;
  positionId: string | null;
  role: RoleKey | null;
  departmentId: string | null;
  managerId: string | null;
  hourlyRate: number | string;
  currency: string | null;
  status: MemberStatus;
  projectIds: string[];
};

export const formValuesOf = (item: MemberListItem): MemberFormValues => ({
  name: item.name,
  surname: item.surname,
  phone: item.phone ?? '',
  country: item.country,
  timeZone: item.timeZone,
  positionId: item.position?.id ?? null,
  role: item.role,
  departmentId: item.department?.id ?? null,
  managerId: item.managers[0]?.id ?? null,
  hourlyRate: item.hourlyRate ?? '',
  currency: item.currency,
  status: item.status,
  projectIds: item.projects.map((project) => project.id),
});

/** The form's values checked against the contract: the request to send, or a translated message per field. */
export function validateMemberForm(values: MemberFormValues, concurrencyStamp: string) {
  const { projectIds: _projects, hourlyRate, ...rest } = values;
  const payload = {
    ...rest,
    hourlyRate: hourlyRate === '' ? null : typeof hourlyRate === 'number' ? hourlyRate : Number(hourlyRate),
    concurrencyStamp,
  };
  return validateWith(updateMemberRequest, payload, (_field: Field, issue) => translateKnownMessage(issue.message));
}

export const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value) => b.includes(value));

/** The currencies the browser knows, as "EUR — Euro" in the current language. */
export function currencyOptions(language: string) {
  const names = new Intl.DisplayNames([language], { type: 'currency' });
  return Intl.supportedValuesOf('currency').map((code) => ({
    value: code,
    label: `${code} — ${names.of(code) ?? code}`,
  }));
}

type Option = { value: string; label: string };
type Named = { id: string; name: string };

export const named = (list: Named[] | undefined): Option[] =>
  (list ?? []).map((entry) => ({ value: entry.id, label: entry.name }));

/** The options with the current choice first when the list lacks it (an archived project, an inactive manager). */
export const withCurrent = (options: Option[], current: Named | null): Option[] =>
  current && !options.some((option) => option.value === current.id)
    ? [{ value: current.id, label: current.name }, ...options]
    : options;
