import { Box, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A green or grey dot with the word beside it, so the status never rests on colour alone. */
export function OnlineStatus({ isOnline, size = 'sm' }: { isOnline: boolean; size?: 'xs' | 'sm' }) {
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="nowrap" component="span">
      <Box
        component="span"
        aria-hidden="true"
        w={8}
        h={8}
        bg={isOnline ? 'teal.6' : 'gray.5'}
        style={{ borderRadius: '50%', flex: 'none' }}
      />
      <Text span size={size} c={isOnline ? 'teal.9' : 'dimmed'}>
        {isOnline ? t('activity.member.online') : t('activity.member.offline')}
      </Text>
    </Group>
  );
}
