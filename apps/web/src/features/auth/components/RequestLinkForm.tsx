import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { resendVerificationRequest } from '@worktrail/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { newAccountMessage } from '../../../shared/forms/NewAccountFields.tsx';
import { useFormSubmit } from '../../../shared/forms/use-form-submit.ts';
import { validateWith } from '../../../shared/forms/validation.ts';
import { FormAlert } from '../../../shared/ui/FormAlert.tsx';
import { CheckEmail } from './CheckEmail.tsx';

type RequestLinkFormProps = {
  /** Sends the mail with the link (verification or password reset). */
  send: (body: { email: string }) => Promise<unknown>;
  intro: string;
  submitLabel: string;
  initialEmail?: string;
};

const fields = ['email'] as const;

/** Asks for an e-mail address and mails a link to it, then shows the "check your email" step with a resend. */
export function RequestLinkForm({ send, intro, submitLabel, initialEmail = '' }: RequestLinkFormProps) {
  const { t } = useTranslation();
  const [email, setEmail] = useState(initialEmail);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { submit, submitting, fieldErrors, failure, clearFieldError } = useFormSubmit({
    fields,
    mutation: { mutateAsync: send },
    onSuccess: (_result, body: { email: string }) => setSentTo(body.email),
  });

  if (sentTo) return <CheckEmail email={sentTo} resend={() => send({ email: sentTo })} ifAccountExists />;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = { email: email.trim() };
    const validation = validateWith(resendVerificationRequest, values, (_field: 'email', issue) =>
      newAccountMessage('email', issue.message, values.email),
    );
    void submit(validation);
  };

  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack>
        <Text>{intro}</Text>
        {failure && <FormAlert message={failure.message} />}
        <TextInput
          label={t('account.fields.email')}
          type="email"
          autoComplete="email"
          required
          withAsterisk={false}
          value={email}
          onChange={(event) => {
            setEmail(event.currentTarget.value);
            clearFieldError('email');
          }}
          error={fieldErrors.email}
        />
        <Button type="submit" loading={submitting} fullWidth>
          {submitLabel}
        </Button>
        <Anchor component={Link} to="/">
          {t('account.backToSignIn')}
        </Anchor>
      </Stack>
    </form>
  );
}
