import { RouteProgress } from '../layout/RouteProgress.tsx';

/** Shown while a page's code loads: the top progress bar over an empty, busy area. */
export function RouteFallback() {
  return (
    <div aria-busy="true">
      <RouteProgress busy />
    </div>
  );
}
