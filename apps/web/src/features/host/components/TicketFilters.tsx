import { Button, Checkbox, Group, NativeSelect, TextInput } from '@mantine/core';
import { ticketStatusGroups } from '@worktrail/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalName } from '../../../shared/tickets/local-name.ts';
import { useHostOrganizations } from '../api/get-host.ts';
import type { HostTicketListParams } from '../api/get-tickets.ts';
import { useSupportList } from '../api/support-lists.ts';
import type { useTicketFilters } from './use-ticket-filters.ts';

type TicketFiltersProps = {
  filters: HostTicketListParams;
  update: ReturnType<typeof useTicketFilters>['update'];
};

/** Status group, organisation, ticket type, "Unread only" and a search; each change goes to the address. */
export function TicketFilters({ filters, update }: TicketFiltersProps) {
  const { t } = useTranslation();
  const localName = useLocalName();
  const organizations = useHostOrganizations();
  const ticketTypes = useSupportList('ticketTypes');
  const [search, setSearch] = useState(filters.search);
  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    update({ search: search.trim() });
  };
  const all = { value: '', label: t('host.tickets.filters.all') };

  return (
    <Group align="flex-end" gap="sm">
      <NativeSelect
        label={t('host.tickets.filters.status')}
        value={filters.status ?? ''}
        data={[all, ...ticketStatusGroups.map((group) => ({ value: group, label: t(`support.status.${group}`) }))]}
        onChange={(event) => update({ status: event.currentTarget.value })}
      />
      <NativeSelect
        label={t('host.tickets.filters.organization')}
        value={filters.organizationId ?? ''}
        data={[all, ...(organizations.data ?? []).map((org) => ({ value: org.id, label: org.name }))]}
        onChange={(event) => update({ organization: event.currentTarget.value })}
      />
      <NativeSelect
        label={t('host.tickets.filters.type')}
        value={filters.ticketTypeId ?? ''}
        data={[all, ...(ticketTypes.data ?? []).map((type) => ({ value: type.id, label: localName(type) }))]}
        onChange={(event) => update({ type: event.currentTarget.value })}
      />
      <Checkbox
        label={t('host.tickets.filters.unreadOnly')}
        checked={filters.unreadOnly}
        onChange={(event) => update({ unread: event.currentTarget.checked ? 'true' : null })}
        mb={8}
      />
      <form onSubmit={submitSearch}>
        <Group align="flex-end" gap="xs">
          <TextInput
            type="search"
            label={t('host.tickets.filters.search')}
            placeholder={t('host.tickets.filters.searchPlaceholder')}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
          />
          <Button type="submit" variant="default">
            {t('host.tickets.filters.searchButton')}
          </Button>
        </Group>
      </form>
    </Group>
  );
}
