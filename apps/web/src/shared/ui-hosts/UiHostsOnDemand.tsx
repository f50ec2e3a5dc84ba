import { Suspense, useSyncExternalStore } from 'react';
import { lazyNamed } from '../ui/lazy-named.ts';
import { subscribeToUiHostsRequest, uiHostsRequested } from './ui-hosts-request.ts';

// Modals and notifications (with their positioning and transitions) load when the first dialog or toast is asked for.
const UiHosts = lazyNamed(() => import('./UiHosts.tsx'), 'UiHosts');

/** Mounts the dialog and toast hosts once something needs them. */
export function UiHostsOnDemand() {
  const requested = useSyncExternalStore(subscribeToUiHostsRequest, uiHostsRequested);
  return requested ? (
    <Suspense fallback={null}>
      <UiHosts />
    </Suspense>
  ) : null;
}
