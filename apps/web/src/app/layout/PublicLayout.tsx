import { Box, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../shared/i18n/LanguageSwitch.tsx';
import { mainContentId } from '../../shared/ui/SkipLink.tsx';
import { RoutedPage } from '../routes/RoutedPage.tsx';
import { RouteProgress, useDataLoading } from './RouteProgress.tsx';

/** The signed-out frame: product name and language switch above the page (login, callback, signed out). */
export function PublicLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const busy = useDataLoading();
  return (
    <Box mih="100vh" bg="var(--mantine-color-gray-0)">
      <RouteProgress busy={busy} />
      <Group component="header" justify="space-between" p="md">
        <Text fw={700} size="lg">
          {t('app.name')}
        </Text>
        <LanguageSwitch />
      </Group>
      <Box component="main" id={mainContentId} aria-busy={busy}>
        {children ?? <RoutedPage />}
      </Box>
    </Box>
  );
}
