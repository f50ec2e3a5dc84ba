import { Alert, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { StatusIcon } from './StatusIcon.tsx';

/** A form's failure (the server's message, §8) announced to screen readers, with optional actions below it. */
export function FormAlert({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <Alert color="red" icon={<StatusIcon type="error" />} role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{message}</Text>
        {children}
      </Stack>
    </Alert>
  );
}
