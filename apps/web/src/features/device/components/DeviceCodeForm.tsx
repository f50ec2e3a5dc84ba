import { Button, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { normaliseUserCode } from '../api/user-code.ts';

type DeviceCodeFormProps = { initialCode: string; onCode: (userCode: string) => void };

/** The code step: the person types the code the tracker shows; a code of the wrong shape is caught here. */
export function DeviceCodeForm({ initialCode, onCode }: DeviceCodeFormProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState(initialCode);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!typed.trim()) return setError(t('device.codeRequired'));
    const code = normaliseUserCode(typed);
    if (!code) return setError(t('device.codeInvalid'));
    onCode(code);
  };

  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack>
        <Text>{t('device.intro')}</Text>
        <TextInput
          label={t('device.codeLabel')}
          placeholder="XXXX-XXXX"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          dir="ltr"
          autoFocus
          size="lg"
          styles={{ input: { letterSpacing: '0.15em', textAlign: 'center', textTransform: 'uppercase' } }}
          value={typed}
          onChange={(event) => {
            setTyped(event.currentTarget.value);
            setError(null);
          }}
          error={error}
        />
        <Button type="submit">{t('device.continue')}</Button>
      </Stack>
    </form>
  );
}
