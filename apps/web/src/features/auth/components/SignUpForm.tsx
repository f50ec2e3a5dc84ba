import { Anchor, Button, Stack, Text } from '@mantine/core';
import { accountPaths, signUpRequest } from '@worktrail/contract';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
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
import { useSignUp } from '../api/sign-up.ts';

/** State handed to the "check your email" page. */
export type SentState = { email: string };

/** The §2 sign-up form; on success the "check your email" screen shows the address. */
export function SignUpForm() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const navigate = useNavigate();
  const { submit, submitting, fieldErrors, failure, clearFieldError } = useFormSubmit({
    fields: newAccountFields,
    fieldOfFailure: newAccountFieldOfFailure,
    mutation: useSignUp(),
    onSuccess: ({ email }) => navigate(`${accountPaths.verifyEmail}/sent`, { state: { email } satisfies SentState }),
  });
  const { values, update } = useFormValues<NewAccountValues>(emptyNewAccount, clearFieldError);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit(validateNewAccount(signUpRequest, values, { language }));
  };

  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack>
        {failure && <FormAlert message={failure.message} />}
        <NewAccountFields values={values} onChange={update} errors={fieldErrors} />
        <Button type="submit" fullWidth loading={submitting}>
          {t('account.register.submit')}
        </Button>
        <Text size="sm" ta="center">
          {t('account.register.haveAccount')}{' '}
          <Anchor component={Link} to="/">
            {t('account.signIn')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
