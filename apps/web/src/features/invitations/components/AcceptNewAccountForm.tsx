import { Button, Stack } from '@mantine/core';
import {
  type AcceptInvitationInfo,
  type AcceptInvitationNewResult,
  acceptInvitationNewRequest,
} from '@worktrail/contract';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  emptyNewAccount,
  NewAccountFields,
  type NewAccountValues,
  newAccountFieldOfFailure,
  newAccountFields,
  validateNewAccount,
} from '../../../shared/forms/NewAccountFields.tsx';
import { useFormSubmit } from '../../../shared/forms/use-form-submit.ts';
import { useFormValues } from '../../../shared/forms/use-form-values.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { FormAlert } from '../../../shared/ui/FormAlert.tsx';
import { useAcceptInvitationNew } from '../api/accept-invitation.ts';

type AcceptNewAccountFormProps = {
  tenant: string;
  token: string;
  info: AcceptInvitationInfo;
  onCreated: (result: AcceptInvitationNewResult) => void;
  /** Shown with a 409: the address already has an account, so the way forward is to sign in. */
  signInAction: ReactNode;
};

/** The signed-out branch: create an account and join in one step (the e-mail is fixed for an e-mail invitation). */
export function AcceptNewAccountForm({ tenant, token, info, onCreated, signInAction }: AcceptNewAccountFormProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { submit, submitting, fieldErrors, failure, clearFieldError } = useFormSubmit({
    fields: newAccountFields,
    fieldOfFailure: newAccountFieldOfFailure,
    mutation: useAcceptInvitationNew(),
    onSuccess: onCreated,
  });
  const { values, update } = useFormValues<NewAccountValues>(
    { ...emptyNewAccount, name: '', surname: '', email: info.email ?? '' },
    clearFieldError,
  );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit(validateNewAccount(acceptInvitationNewRequest, values, { tenant, token, language }));
  };

  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack>
        {failure && (
          <FormAlert message={failure.message}>{failure.code === 'ALREADY_EXISTS' && signInAction}</FormAlert>
        )}
        <NewAccountFields
          values={values}
          onChange={update}
          errors={fieldErrors}
          emailReadOnly={info.kind === 'email'}
        />
        <Button type="submit" fullWidth loading={submitting}>
          {t('invitations.accept.createAndJoin')}
        </Button>
      </Stack>
    </form>
  );
}
