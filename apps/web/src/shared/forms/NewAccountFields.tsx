import { Anchor, Checkbox, Group, TextInput } from '@mantine/core';
import { accountMessages } from '@worktrail/contract';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { usePublicConfig } from '../config/public-config.ts';
import { isKnownMessage, translateKnownMessage } from '../i18n/contract-messages.ts';
import { i18n } from '../i18n/i18n.ts';
import type { FormFailure } from './form-failure.ts';
import { PasswordField } from './PasswordField.tsx';
import { type Schema, type Validation, validateWith } from './validation.ts';

export type NewAccountValues = {
  /** Asked only where the person joins a team (an invitation), so colleagues see a name rather than an address. */
  name?: string;
  surname?: string;
  email: string;
  username: string;
  password: string;
  acceptTerms: boolean;
};
export type NewAccountField = keyof NewAccountValues;
export const newAccountFields = ['name', 'surname', 'email', 'username', 'password', 'acceptTerms'] as const;
export const emptyNewAccount: NewAccountValues = { email: '', username: '', password: '', acceptTerms: false };

type NewAccountFieldsProps = {
  values: NewAccountValues;
  onChange: (change: Partial<NewAccountValues>) => void;
  errors: Partial<Record<NewAccountField, string>>;
  /** An invitation by e-mail fixes the address: shown, not editable. */
  emailReadOnly?: boolean;
};

/**
 * The fields of a new account (§2 sign-up): email, username, password and the terms-and-privacy agreement; the
 * person's names first when the values carry them.
 */
export function NewAccountFields({ values, onChange, errors, emailReadOnly = false }: NewAccountFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      {values.name !== undefined && (
        <Group grow align="flex-start">
          <TextInput
            label={t('account.fields.name')}
            autoComplete="given-name"
            required
            withAsterisk={false}
            value={values.name}
            onChange={(event) => onChange({ name: event.currentTarget.value })}
            error={errors.name}
          />
          <TextInput
            label={t('account.fields.surname')}
            autoComplete="family-name"
            required
            withAsterisk={false}
            value={values.surname ?? ''}
            onChange={(event) => onChange({ surname: event.currentTarget.value })}
            error={errors.surname}
          />
        </Group>
      )}
      <TextInput
        label={t('account.fields.email')}
        type="email"
        autoComplete="username"
        required
        withAsterisk={false}
        readOnly={emailReadOnly}
        variant={emailReadOnly ? 'filled' : 'default'}
        value={values.email}
        onChange={(event) => onChange({ email: event.currentTarget.value })}
        error={errors.email}
      />
      <TextInput
        label={t('account.fields.username')}
        description={t('account.fields.usernameHint')}
        autoComplete="nickname"
        required
        withAsterisk={false}
        value={values.username}
        onChange={(event) => onChange({ username: event.currentTarget.value })}
        error={errors.username}
      />
      <PasswordField
        label={t('account.fields.password')}
        description={t('account.fields.passwordHint')}
        autoComplete="new-password"
        value={values.password}
        onChange={(event) => onChange({ password: event.currentTarget.value })}
        error={errors.password}
      />
      <Checkbox
        label={<TermsLabel />}
        checked={values.acceptTerms}
        onChange={(event) => onChange({ acceptTerms: event.currentTarget.checked })}
        error={errors.acceptTerms}
      />
    </>
  );
}

/** "I agree to the Terms of Service and Privacy Policy", each a link to the deployment's page in a new tab. */
function TermsLabel() {
  const { t } = useTranslation();
  const { legal } = usePublicConfig();
  const link = (href: string) => <LegalLink href={href} newTab={t('account.fields.opensInNewTab')} />;
  return (
    <Trans
      i18nKey="account.fields.acceptTerms"
      components={{ terms: link(legal.termsUrl), privacy: link(legal.privacyUrl) }}
    />
  );
}

/**
 * Opens in a new tab, so nothing typed into the form is lost; the tab is announced by the link's title only, which
 * keeps the checkbox's accessible name the sentence people see.
 */
function LegalLink({ href, newTab, children }: { href: string; newTab: string; children?: ReactNode }) {
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" title={newTab} inherit>
      {children}
    </Anchor>
  );
}

const fallbackKey = {
  name: 'profile.messages.nameRequired',
  surname: 'profile.messages.surnameRequired',
  email: 'account.messages.invalidEmail',
  username: 'account.messages.usernameLength',
  password: 'account.messages.passwordTooShort',
  acceptTerms: 'account.messages.acceptTerms',
} as const;

/**
 * Checks a new account (sign-up, or accepting an invitation) against its contract schema: e-mail and username
 * trimmed, `extra` (language, invitation) added, each failing field with its message.
 */
export function validateNewAccount<Payload>(
  schema: Schema<Payload>,
  values: NewAccountValues,
  extra: Record<string, string>,
): Validation<NewAccountField, Payload> {
  const { name, surname, ...account } = values;
  const names = name === undefined ? {} : { name: name.trim(), surname: (surname ?? '').trim() };
  const request = { ...extra, ...account, ...names, email: values.email.trim(), username: values.username.trim() };
  return validateWith(schema, request, (field: NewAccountField, issue) =>
    newAccountMessage(field, issue.message, (request as Record<string, unknown>)[field]),
  );
}

/**
 * The text for a failing new-account field given the schema's message and the field's value: an empty e-mail is
 * "required"; otherwise the contract's message in the current language, or the field's own message when the
 * schema used a generic one.
 */
export function newAccountMessage(field: NewAccountField, message: string, value: unknown): string {
  if (field === 'email' && typeof value === 'string' && !value.trim()) return i18n.t('account.messages.emailRequired');
  return isKnownMessage(message) ? translateKnownMessage(message) : i18n.t(fallbackKey[field]);
}

/** A 409 "This username is already taken." belongs beside the username field, not above the form. */
export function newAccountFieldOfFailure(failure: FormFailure): NewAccountField | null {
  const taken =
    failure.code === 'ALREADY_EXISTS' && failure.message === translateKnownMessage(accountMessages.usernameTaken);
  return taken ? 'username' : null;
}
