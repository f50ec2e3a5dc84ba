import { BrowserRouter } from 'react-router';
import { createQueryClient } from '../shared/api/query-client.ts';
import type { Direction } from '../shared/i18n/language.ts';
import { UiHostsOnDemand } from '../shared/ui-hosts/UiHostsOnDemand.tsx';
import { AppProviders } from './AppProviders.tsx';
import { AppRoutes } from './AppRoutes.tsx';

const queryClient = createQueryClient();

/** The whole web app. */
export function App({ direction }: { direction: Direction }) {
  return (
    <AppProviders queryClient={queryClient} direction={direction}>
      {/* Without transitions a route's Suspense fallback (the progress bar) shows while its chunk loads. */}
      <BrowserRouter useTransitions={false}>
        <AppRoutes />
      </BrowserRouter>
      <UiHostsOnDemand />
    </AppProviders>
  );
}
