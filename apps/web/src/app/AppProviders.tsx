import { DirectionProvider, MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Direction } from '../shared/i18n/language.ts';
import { ErrorBoundary } from '../shared/ui/ErrorBoundary.tsx';
import { cssVariablesResolver, themeIn } from './theme.ts';

type AppProvidersProps = { queryClient: QueryClient; direction: Direction; children: ReactNode };

/** Mantine (with direction), TanStack Query and the crash fallback. */
export function AppProviders({ queryClient, direction, children }: AppProvidersProps) {
  const { t } = useTranslation();
  // Not plain "Close": many dialogs have a Close button of their own, and the two must be told apart.
  const closeLabel = t('dialog.closeDialog');
  const theme = useMemo(() => themeIn({ closeLabel }), [closeLabel]);
  return (
    <DirectionProvider initialDirection={direction}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
        <ErrorBoundary>
          <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
        </ErrorBoundary>
      </MantineProvider>
    </DirectionProvider>
  );
}
