import { Anchor, Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { accountPaths } from '@worktrail/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { leavePageTo } from '../../../shared/browser/leave-page.ts';
import { PasswordField } from '../../../shared/forms/PasswordField.tsx';
import { FormAlert } from '../../../shared/ui/FormAlert.tsx';
import { resendVerification } from '../api/resend-verification.ts';
import { ResendButton } from './ResendButton.tsx';
import { loadLoginActions, useLoginSubmit } from './use-login-submit.ts';

/**
 * The login screen's form (§2): email, password, remember me, forgot-password and sign-up links. An unconfirmed
 * address gets a button that mails the confirmation link again to the typed e-mail.
 */
export function LoginForm({ uid }: { uid: string }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const { submit, fieldErrors, failure, submitting } = useLoginSubmit(uid);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit({ email, password, rememberMe });
  };

  return (
    <form noValidate onSubmit={onSubmit} onFocus={() => void loadLoginActions()}>
      <Stack>
        {failure && (
          <FormAlert message={failure.message}>
            {failure.code === 'INTERACTION_EXPIRED' && (
              <Button size="xs" variant="light" onClick={() => leavePageTo('/')}>
                {t('auth.login.startAgain')}
              </Button>
            )}
            {failure.code === 'EMAIL_NOT_VERIFIED' && (
              <ResendButton
                send={() => resendVerification({ email: email.trim() })}
                label={t('auth.login.sendLinkAgain')}
              />
            )}
          </FormAlert>
        )}
        <TextInput
          label={t('auth.login.email')}
          type="email"
          autoComplete="username"
          required
          withAsterisk={false}
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={fieldErrors.email}
        />
        <PasswordField
          label={t('auth.login.password')}
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={fieldErrors.password}
        />
        <Group justify="space-between">
          <Checkbox
            label={t('auth.login.rememberMe')}
            checked={rememberMe}
            onChange={(event) => setRememberMe(event.currentTarget.checked)}
          />
          <Anchor component={Link} to={accountPaths.forgotPassword} size="sm">
            {t('auth.login.forgotPassword')}
          </Anchor>
        </Group>
        <Button type="submit" fullWidth loading={submitting}>
          {t('auth.login.submit')}
        </Button>
        <Text size="sm" ta="center">
          {t('auth.login.noAccount')}{' '}
          <Anchor component={Link} to={accountPaths.register}>
            {t('auth.login.signUp')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
