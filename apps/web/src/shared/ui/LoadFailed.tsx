import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** An inline "could not load" line with a Try again button, where a list or picker would be. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Group>
      <Text size="sm" c="red">
        {message}
      </Text>
      <Button size="xs" variant="light" onClick={onRetry}>
        {t('errors.retry')}
      </Button>
    </Group>
  );
}
