import { Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { permissions, type TeamListItem, teamStatuses, totalPages } from '@worktrail/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorToast } from '../../../shared/notifications/use-error-toast.ts';
import { usePermission } from '../../../shared/permissions/use-permission.ts';
import { LoadFailed } from '../../../shared/ui/LoadFailed.tsx';
import { Pager } from '../../../shared/ui/Pager.tsx';
import { PageTitle } from '../../../shared/ui/PageTitle.tsx';
import { PeopleTabs } from '../../../shared/ui/PeopleTabs.tsx';
import { deleteTeam, useTeamMutation } from '../api/change-team.ts';
import { type TeamStatusFilter, useTeams } from '../api/get-teams.ts';
import { CreateTeamModal } from '../components/CreateTeamModal.tsx';
import { TeamDetailModal } from '../components/TeamDetailModal.tsx';
import { TeamTable } from '../components/TeamTable.tsx';
import { confirmAndDelete } from '../components/team-actions.ts';
import { useTeamListState } from '../components/use-team-list-state.ts';

const statusFilters: TeamStatusFilter[] = ['current', ...teamStatuses];
const isStatusFilter = (value: string): value is TeamStatusFilter =>
  (statusFilters as readonly string[]).includes(value);

/**
 * `/pepole/teams` (§2 Teams): the teams the caller may see, searched and filtered by state, page by page; those who
 * may manage members create, change and delete teams.
 */
export function TeamsPage() {
  const { t } = useTranslation();
  const list = useTeamListState();
  const { page, size, search, status } = list.params;
  const teams = useTeams(list.params);
  const mayManage = usePermission(permissions.members.manage);
  const remove = useTeamMutation(deleteTeam);
  const [creating, setCreating] = useState(false);
  const [opened, setOpened] = useState<Pick<TeamListItem, 'id' | 'name'> | null>(null);
  useErrorToast(teams.error, t('teams.errors.fetch'));
  const data = teams.data;
  const pages = data ? totalPages({ total: data.totalCount, size }) : 0;

  // A team deleted from the last page can leave the page past the end.
  useEffect(() => {
    if (pages > 0 && page > pages) list.setPage(pages);
  }, [pages, page, list.setPage]);

  const content = () => {
    if (teams.isError && !data) return <LoadFailed message={t('teams.list.failed')} onRetry={() => teams.refetch()} />;
    if (data && data.items.length === 0) {
      return (
        <Text c="dimmed" py="lg" role="status">
          {search.trim() ? t('teams.list.noMatch', { search: search.trim() }) : t('teams.list.empty')}
        </Text>
      );
    }
    return (
      <Stack gap="md">
        <TeamTable
          items={data?.items ?? null}
          busy={teams.isPlaceholderData || teams.isFetching}
          mayManage={mayManage}
          onOpen={setOpened}
          onDelete={(team) => void confirmAndDelete({ team, remove: remove.mutateAsync })}
        />
        {data && <Pager page={page} size={size} total={data.totalCount} onPage={list.setPage} onSize={list.setSize} />}
      </Stack>
    );
  };

  return (
    <>
      <PeopleTabs />
      <PageTitle>{t('teams.title')}</PageTitle>
      <Stack gap="md">
        <Group align="flex-end" justify="space-between">
          <Group align="flex-end">
            <TextInput
              type="search"
              label={t('teams.list.search')}
              placeholder={t('teams.list.searchPlaceholder')}
              value={list.search}
              onChange={(event) => list.setSearch(event.currentTarget.value)}
              w={280}
            />
            <NativeSelect
              label={t('teams.list.status')}
              value={status}
              onChange={(event) => {
                const value = event.currentTarget.value;
                if (isStatusFilter(value)) list.setStatus(value);
              }}
              data={statusFilters.map((value) => ({ value, label: t(`teams.statuses.${value}`) }))}
            />
          </Group>
          {mayManage && <Button onClick={() => setCreating(true)}>{t('teams.list.create')}</Button>}
        </Group>
        {content()}
      </Stack>
      {creating && <CreateTeamModal onClose={() => setCreating(false)} />}
      {opened && <TeamDetailModal teamId={opened.id} name={opened.name} onClose={() => setOpened(null)} />}
    </>
  );
}
