import { DirectionProvider, MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { theme } from '../app/theme.ts';
import { UiHosts } from '../shared/ui-hosts/UiHosts.tsx';

/** A path, or a location with router state (what a page was handed by the one before). */
type Route = string | { pathname: string; search?: string; state?: unknown };
type RenderOptions = { route?: Route; queryClient?: QueryClient };

/** A query client for tests: no retries, so failures show at once. */
function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/** Renders with the app's providers, dialog and toast hosts, and an in-memory router at `route`. */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', queryClient = createTestQueryClient() }: RenderOptions = {},
) {
  const result = render(
    <DirectionProvider>
      <MantineProvider theme={theme} env="test">
        <QueryClientProvider client={queryClient}>
          <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
          <UiHosts />
        </QueryClientProvider>
      </MantineProvider>
    </DirectionProvider>,
  );
  return { ...result, queryClient };
}
