import { useIsFetching } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import classes from './layout.module.css';

/** Whether any query is loading data (a page's code loading shows the bar through its Suspense fallback). */
export function useDataLoading(): boolean {
  return useIsFetching() > 0;
}

/** A thin bar at the top of the page while a page or its data loads (§2 "loading indicator during route changes"). */
export function RouteProgress({ busy }: { busy: boolean }) {
  const { t } = useTranslation();
  if (!busy) return null;
  return (
    <div className={classes.progress} role="progressbar" aria-label={t('app.loading')} aria-busy="true">
      <div className={classes.progressBar} />
    </div>
  );
}
