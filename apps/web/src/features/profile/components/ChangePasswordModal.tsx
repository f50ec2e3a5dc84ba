import { Button, Group, Modal, Stack } from '@mantine/core';
import { changePasswordForm } from '@worktrail/contract';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../shared/forms/PasswordField.tsx';
import { useFormSubmit } from '../../../shared/forms/use-form-submit.ts';
import { useFormValues } from '../../../shared/forms/use-form-values.ts';
import { validateWith } from '../../../shared/forms/validation.ts';
import { isKnownMessage, translateKnownMessage } from '../../../shared/i18n/contract-messages.ts';
import { notifySuccess } from '../../../shared/notifications/notify.tsx';
import { FormAlert } from '../../../shared/ui/FormAlert.tsx';
import { useChangePassword } from '../api/change-password.ts';

const fields = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
type Field = (typeof fields)[number];

/**
 * The change-password modal (§2, §5): current, new and confirmation, which must match (checked here and by the
 * server). A wrong current password shows the server's message beside that field; success closes it with a toast.
 * Mounted only while open, so each opening starts empty.
 */
export function ChangePasswordModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { submit, submitting, fieldErrors, failure, clearFieldError } = useFormSubmit({
    fields,
    mutation: useChangePassword(),
    fieldOfFailure: ({ code }) => (code === 'INVALID_CREDENTIALS' ? 'currentPassword' : null),
    onSuccess: () => {
      notifySuccess(t('profile.changePassword.done'));
      onClose();
    },
  });
  const { values, bind } = useFormValues(
    { currentPassword: '', newPassword: '', confirmPassword: '' },
    clearFieldError,
  );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit(
      validateWith(changePasswordForm, values, (field: Field, issue) => {
        if (isKnownMessage(issue.message)) return translateKnownMessage(issue.message);
        return t(
          field === 'currentPassword' ? 'profile.changePassword.currentRequired' : 'account.messages.passwordTooShort',
        );
      }),
    );
  };

  const passwordProps = (field: Field, autoComplete: string) => ({
    autoComplete,
    value: values[field],
    onChange: bind(field),
    error: fieldErrors[field],
  });

  return (
    <Modal opened={opened} onClose={onClose} title={t('profile.changePassword.title')} centered>
      <form noValidate onSubmit={onSubmit}>
        <Stack>
          {failure && <FormAlert message={failure.message} />}
          <PasswordField
            label={t('account.fields.currentPassword')}
            data-autofocus
            {...passwordProps('currentPassword', 'current-password')}
          />
          <PasswordField
            label={t('account.fields.newPassword')}
            description={t('account.fields.passwordHint')}
            {...passwordProps('newPassword', 'new-password')}
          />
          <PasswordField
            label={t('account.fields.confirmPassword')}
            {...passwordProps('confirmPassword', 'new-password')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('dialog.cancel')}
            </Button>
            <Button type="submit" loading={submitting}>
              {t('profile.changePassword.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
