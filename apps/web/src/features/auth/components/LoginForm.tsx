import { Alert, Anchor, Button, Checkbox, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { leavePageTo } from '../../../shared/browser/leave-page.ts';
import { StatusIcon } from '../../../shared/ui/StatusIcon.tsx';
import { loadLoginActions, useLoginSubmit } from './use-login-submit.ts';

/** The login screen's form (§2): email, password, remember me, forgot-password and sign-up links. */
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
          <Alert color="red" icon={<StatusIcon type="error" />} role="alert">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{failure.message}</Text>
              {failure.expired && (
                <Button size="xs" variant="light" onClick={() => leavePageTo('/')}>
                  {t('auth.login.startAgain')}
                </Button>
              )}
            </Stack>
          </Alert>
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
        <PasswordInput
          label={t('auth.login.password')}
          autoComplete="current-password"
          visibilityToggleButtonProps={{ 'aria-label': t('auth.login.togglePassword') }}
          required
          withAsterisk={false}
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
          <Anchor component={Link} to="/account/forgot-password" size="sm">
            {t('auth.login.forgotPassword')}
          </Anchor>
        </Group>
        <Button type="submit" fullWidth loading={submitting}>
          {t('auth.login.submit')}
        </Button>
        <Text size="sm" ta="center">
          {t('auth.login.noAccount')}{' '}
          <Anchor component={Link} to="/account/register">
            {t('auth.login.signUp')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
