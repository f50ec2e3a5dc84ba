import { Button, Stack } from '@mantine/core';
import { resetPasswordForm } from '@worktrail/contract';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../shared/forms/PasswordField.tsx';
import { useFormSubmit } from '../../../shared/forms/use-form-submit.ts';
import { useFormValues } from '../../../shared/forms/use-form-values.ts';
import { validateWith } from '../../../shared/forms/validation.ts';
import { translateKnownMessage } from '../../../shared/i18n/contract-messages.ts';
import { FormAlert } from '../../../shared/ui/FormAlert.tsx';
import { useResetPassword } from '../api/reset-password.ts';

const fields = ['password', 'confirmPassword'] as const;
type Field = (typeof fields)[number];

type ResetPasswordFormProps = {
  token: string;
  onReset: () => void;
  /** The link turned out to be unknown, used or expired. */
  onLinkInvalid: (message: string) => void;
};

/** New password and its confirmation (checked here too), sent with the mailed token. */
export function ResetPasswordForm({ token, onReset, onLinkInvalid }: ResetPasswordFormProps) {
  const { t } = useTranslation();
  const { submit, submitting, fieldErrors, failure, clearFieldError } = useFormSubmit({
    fields,
    mutation: useResetPassword(),
    onSuccess: onReset,
    onFailure: ({ code, message }) => {
      if (code === 'TOKEN_INVALID') onLinkInvalid(message);
    },
  });
  const { values, bind } = useFormValues({ password: '', confirmPassword: '' }, clearFieldError);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Every rule of this form has a contract message (too short, too long, confirmation mismatch).
    void submit(
      validateWith(resetPasswordForm, { token, ...values }, (_field: Field, issue) =>
        translateKnownMessage(issue.message),
      ),
    );
  };

  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack>
        {failure && <FormAlert message={failure.message} />}
        <PasswordField
          label={t('account.fields.newPassword')}
          description={t('account.fields.passwordHint')}
          autoComplete="new-password"
          value={values.password}
          onChange={bind('password')}
          error={fieldErrors.password}
        />
        <PasswordField
          label={t('account.fields.confirmPassword')}
          autoComplete="new-password"
          value={values.confirmPassword}
          onChange={bind('confirmPassword')}
          error={fieldErrors.confirmPassword}
        />
        <Button type="submit" fullWidth loading={submitting}>
          {t('account.resetPassword.submit')}
        </Button>
      </Stack>
    </form>
  );
}
