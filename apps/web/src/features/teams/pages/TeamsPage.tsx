import { Button, NativeSelect } from '@mantine/core';
import { permissions, type TeamListItem, teamStatuses } from '@worktrail/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorToast } from '../../../shared/notifications/use-error-toast.ts';
import { usePermission } from '../../../shared/permissions/use-permission.ts';
import { lazyOnDemand } from '../../../shared/ui/lazy-on-demand.tsx';
import { PagedList } from '../../../shared/ui/PagedList.tsx';
import { PageTitle } from '../../../shared/ui/PageTitle.tsx';
import { PeopleTabs } from '../../../shared/ui/PeopleTabs.tsx';
import { deleteTeam, useTeamMutation } from '../api/change-team.ts';
import { type TeamStatusFilter, useTeams } from '../api/get-teams.ts';
import { TeamTable } from '../components/TeamTable.tsx';
import { confirmAndDelete } from '../components/team-actions.ts';
import { useTeamListState } from '../components/use-team-list-state.ts';

// Its dialogs (forms and their validation) load when first opened, not with the screen.
const CreateTeamModal = lazyOnDemand(() =>
  import('../components/CreateTeamModal.tsx').then((module) => module.CreateTeamModal),
);
const TeamDetailModal = lazyOnDemand(() =>
  import('../components/TeamDetailModal.tsx').then((module) => module.TeamDetailModal),
);

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
  const { search, status } = list.params;
  const teams = useTeams(list.params);
  const mayManage = usePermission(permissions.members.manage);
  const remove = useTeamMutation(deleteTeam);
  const [creating, setCreating] = useState(false);
  const [opened, setOpened] = useState<Pick<TeamListItem, 'id' | 'name'> | null>(null);
  useErrorToast(teams.error, t('teams.errors.fetch'));

  return (
    <>
      <PeopleTabs />
      <PageTitle>{t('teams.title')}</PageTitle>
      <PagedList
        list={list}
        query={teams}
        search={{ label: t('teams.list.search'), placeholder: t('teams.list.searchPlaceholder') }}
        filters={
          <NativeSelect
            label={t('teams.list.status')}
            value={status}
            onChange={(event) => {
              const value = event.currentTarget.value;
              if (isStatusFilter(value)) list.setStatus(value);
            }}
            data={statusFilters.map((value) => ({ value, label: t(`teams.statuses.${value}`) }))}
          />
        }
        actions={mayManage && <Button onClick={() => setCreating(true)}>{t('teams.list.create')}</Button>}
        failedText={t('teams.list.failed')}
        emptyText={search ? t('teams.list.noMatch', { search }) : t('teams.list.empty')}
      >
        {(items) => (
          <TeamTable
            items={items}
            busy={teams.isPlaceholderData || teams.isFetching}
            mayManage={mayManage}
            onOpen={setOpened}
            onDelete={(team) => void confirmAndDelete({ team, remove: remove.mutateAsync })}
          />
        )}
      </PagedList>
      {creating && <CreateTeamModal onClose={() => setCreating(false)} />}
      {opened && <TeamDetailModal teamId={opened.id} name={opened.name} onClose={() => setOpened(null)} />}
    </>
  );
}
