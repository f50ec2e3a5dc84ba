import { Stack, Text } from '@mantine/core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../shared/ui/LoadFailed.tsx';
import { Pager } from '../../../shared/ui/Pager.tsx';
import { PageTitle } from '../../../shared/ui/PageTitle.tsx';
import { useClampedPage } from '../../../shared/ui/use-paged-list.ts';
import { useHostTickets } from '../api/get-tickets.ts';
import { TicketFilters } from '../components/TicketFilters.tsx';
import { TicketsTable } from '../components/TicketsTable.tsx';
import { useTicketFilters } from '../components/use-ticket-filters.ts';

/** The tickets of every organisation, unread first, filtered by what the address says. */
export function TicketsPage() {
  const { t } = useTranslation();
  const { filters, update } = useTicketFilters();
  const tickets = useHostTickets(filters);
  const data = tickets.data;
  const setPage = useCallback((page: number) => update({ page: page > 1 ? String(page) : null }), [update]);
  // A list that shrank under the page on screen (tickets archived elsewhere) goes back to its last page.
  useClampedPage({ page: filters.page, size: filters.size, total: data?.totalCount, setPage });

  const body = () => {
    if (tickets.isError && !data) {
      return <LoadFailed message={t('host.tickets.loadFailed')} onRetry={() => tickets.refetch()} />;
    }
    if (data && data.items.length === 0) {
      return (
        <Text c="dimmed" py="lg" role="status">
          {t('host.tickets.empty')}
        </Text>
      );
    }
    return (
      <Stack gap="md">
        <TicketsTable items={data?.items ?? null} />
        {data && (
          <Pager
            page={filters.page}
            size={filters.size}
            total={data.totalCount}
            onPage={setPage}
            onSize={(size) => update({ size: String(size) })}
          />
        )}
      </Stack>
    );
  };

  return (
    <Stack gap="md">
      <PageTitle>{t('host.tickets.title')}</PageTitle>
      {/* A new address (a link, back) brings its own search text. */}
      <TicketFilters key={filters.search} filters={filters} update={update} />
      {body()}
    </Stack>
  );
}
