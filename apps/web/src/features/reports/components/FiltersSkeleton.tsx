import { Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Stands in for the filters while the viewer's time zone (and so "today") is on its way. */
export function FiltersSkeleton() {
  const { t } = useTranslation();
  return <Skeleton height={150} radius="md" role="status" aria-busy="true" aria-label={t('reports.loading')} />;
}
