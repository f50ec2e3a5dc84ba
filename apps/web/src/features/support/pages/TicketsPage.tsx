import { Button } from '@mantine/core';
import { ticketStatusGroups } from '@worktrail/contract';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useErrorToast } from '../../../shared/notifications/use-error-toast.ts';
import { lazyOnDemand } from '../../../shared/ui/lazy-on-demand.tsx';
import { PagedList } from '../../../shared/ui/PagedList.tsx';
import { PageTitle } from '../../../shared/ui/PageTitle.tsx';
import { usePagedList } from '../../../shared/ui/use-paged-list.ts';
import { type TicketStatusTab, useTickets } from '../api/get-tickets.ts';
import { NoTickets } from '../components/NoTickets.tsx';
import { TicketTable } from '../components/TicketTable.tsx';

// Its dialogs (forms and their validation) load when first opened, not with the screen.
const NewTicketModal = lazyOnDemand(() =>
  import('../components/NewTicketModal.tsx').then((module) => module.NewTicketModal),
);

const tabs: readonly TicketStatusTab[] = ['All', ...ticketStatusGroups];
/** `?new=1` opens the new-ticket form (the FAQ's "Open a ticket" link). */
const newParam = 'new';

/**
 * `/support/tickets` (§2 Tickets): the tickets the caller may see (their own; an owner's organisation's), by status
 * group of §4 and search, page by page, with a marker where support has answered; open a new one, or read the FAQ.
 */
export function TicketsPage() {
  const { t } = useTranslation();
  const list = usePagedList<{ status: TicketStatusTab }>({ status: 'All' });
  const { search, status } = list.params;
  const tickets = useTickets(list.params);
  const [params, setParams] = useSearchParams();
  const creating = params.get(newParam) === '1';
  useErrorToast(tickets.error, t('support.errors.list'));

  const setCreating = (open: boolean) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (open) next.set(newParam, '1');
        else next.delete(newParam);
        return next;
      },
      { replace: true },
    );

  const nothingYet = status === 'All' && !search && tickets.data?.totalCount === 0;

  return (
    <>
      <PageTitle>{t('support.list.title')}</PageTitle>
      {nothingYet ? (
        <NoTickets onCreate={() => setCreating(true)} />
      ) : (
        <PagedList
          list={list}
          query={tickets}
          search={{ label: t('support.list.search'), placeholder: t('support.list.searchPlaceholder') }}
          actions={
            <>
              <Button component={Link} to="/support/faq" variant="default">
                {t('support.actions.faq')}
              </Button>
              <Button onClick={() => setCreating(true)}>{t('support.actions.newTicket')}</Button>
            </>
          }
          tabs={{
            filters: tabs,
            value: status,
            onChange: (next) => list.setFilter('status', next),
            label: t('support.tabs.label'),
            labelOf: (tab) => t(`support.tabs.${tab}`),
            countOf: (tab) => (tab === status ? tickets.data?.totalCount : undefined),
          }}
          failedText={t('support.errors.list')}
          emptyText={search ? t('support.list.noMatch', { search }) : t(`support.list.emptyTab.${status}`)}
        >
          {(items) => <TicketTable items={items} busy={tickets.isPlaceholderData || tickets.isFetching} />}
        </PagedList>
      )}
      {creating && <NewTicketModal onClose={() => setCreating(false)} />}
    </>
  );
}
