import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../shared/ui/PageTitle.tsx';
import { SupportListTable } from '../components/SupportListTable.tsx';

/** The two lists a new ticket picks from: ticket types and operating systems. */
export function ListsPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="xl">
      <div>
        <PageTitle>{t('host.lists.title')}</PageTitle>
        <Text c="dimmed" size="sm" mt="-md">
          {t('host.lists.hint')}
        </Text>
      </div>
      <SupportListTable kind="ticketTypes" />
      <SupportListTable kind="operatingSystems" />
    </Stack>
  );
}
