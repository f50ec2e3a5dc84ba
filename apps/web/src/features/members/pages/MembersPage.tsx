import { Button } from '@mantine/core';
import { accountPaths, memberStatusFilters, permissions } from '@worktrail/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuthUser } from '../../../shared/auth/use-auth-user.ts';
import { OnDemandSelect } from '../../../shared/forms/on-demand-fields.tsx';
import { useErrorToast } from '../../../shared/notifications/use-error-toast.ts';
import { usePermission } from '../../../shared/permissions/use-permission.ts';
import { PagedList } from '../../../shared/ui/PagedList.tsx';
import { PageTitle } from '../../../shared/ui/PageTitle.tsx';
import { PeopleTabs } from '../../../shared/ui/PeopleTabs.tsx';
import { useMembers } from '../api/get-members.ts';
import { useDepartments } from '../api/member-options.ts';
import { MemberTable } from '../components/MemberTable.tsx';
import { useMemberListState } from '../components/use-member-list-state.ts';

/**
 * `/pepole/members` (§2 Members): status tabs with their counts, a search, and the members of the caller's scope
 * page by page; those who may manage members change roles and states and assign members to managers, and those
 * who may invite open Invite team from here.
 */
export function MembersPage() {
  const { t } = useTranslation();
  const list = useMemberListState();
  const { search, status, departmentName } = list.params;
  const members = useMembers(list.params);
  const mayManage = usePermission(permissions.members.manage);
  const mayInvite = usePermission(permissions.members.invite);
  const myUserId = useAuthUser()?.userId;
  const departments = useDepartments();
  useErrorToast(members.error, t('members.errors.fetch'));
  useErrorToast(departments.error, t('members.errors.fetchDepartments'));

  return (
    <>
      <PageTitle>{t('nav.items.members')}</PageTitle>
      <PeopleTabs />
      <PagedList
        list={list}
        query={members}
        search={{ label: t('members.search.label'), placeholder: t('members.search.placeholder') }}
        actions={
          mayInvite && (
            <Button component={Link} to={accountPaths.inviteTeam}>
              {t('userMenu.inviteTeam')}
            </Button>
          )
        }
        filters={
          // The filter's dropdown loads on its first use, not with the screen.
          <OnDemandSelect
            label={t('members.filter.department')}
            placeholder={t('members.filter.allDepartments')}
            data={(departments.data ?? []).map((department) => department.name)}
            value={departmentName || null}
            onChange={(value) => list.setDepartmentName(value ?? '')}
            clearable
            searchable
            w={240}
          />
        }
        tabs={{
          filters: memberStatusFilters,
          value: status,
          onChange: list.setStatus,
          label: t('members.tabs.label'),
          labelOf: (filter) => t(`members.tabs.${filter}`),
          countOf: (filter) => members.data?.statusCounts[filter],
        }}
        failedText={t('members.list.failed')}
        emptyText={
          search
            ? t('members.list.noMatch', { search })
            : departmentName
              ? t('members.list.noneInDepartment', { department: departmentName })
              : t('members.list.empty')
        }
      >
        {(items) => (
          <MemberTable
            items={items}
            busy={members.isPlaceholderData || members.isFetching}
            mayManage={mayManage}
            myUserId={myUserId}
            sort={list.params.sort}
            onSort={list.sortBy}
          />
        )}
      </PagedList>
    </>
  );
}
