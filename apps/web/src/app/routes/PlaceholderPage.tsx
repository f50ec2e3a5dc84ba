import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Dictionary } from '../../shared/i18n/i18n.ts';
import { PageTitle } from '../../shared/ui/PageTitle.tsx';

type NavItemKey = keyof Dictionary['nav']['items'];

/** A sidebar page whose area is built later: its title and a plain statement, never sample data. */
export function PlaceholderPage({ navKey }: { navKey: string }) {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t(`nav.items.${navKey as NavItemKey}`)}</PageTitle>
      <Text c="dimmed">{t('pages.unavailable')}</Text>
    </>
  );
}
