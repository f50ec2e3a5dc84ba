import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * A labelled password input with a named show/hide toggle. Mantine marks only its text inputs invalid for assistive
 * technology, so this one says it too.
 */
export function PasswordField({ error, ...props }: PasswordInputProps) {
  const { t } = useTranslation();
  return (
    <PasswordInput
      required
      withAsterisk={false}
      visibilityToggleButtonProps={{ 'aria-label': t('account.fields.togglePassword') }}
      error={error}
      aria-invalid={error ? true : undefined}
      {...props}
    />
  );
}
