import { Badge, Group, Select, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { type MemberStatusFilter, memberStatusFilters, permissions, totalPages } from '@worktrail/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthUser } from '../../../shared/auth/use-auth-user.ts';
import { useFormatters } from '../../../shared/i18n/use-formatters.ts';
import { useErrorToast } from '../../../shared/notifications/use-error-toast.ts';
import { usePermission } from '../../../shared/permissions/use-permission.ts';
import { LoadFailed } from '../../../shared/ui/LoadFailed.tsx';
import { Pager } from '../../../shared/ui/Pager.tsx';
import { PageTitle } from '../../../shared/ui/PageTitle.tsx';
import { PeopleTabs } from '../../../shared/ui/PeopleTabs.tsx';
import { useMembers } from '../api/get-members.ts';
import { useDepartments } from '../api/member-options.ts';
import { MemberTable } from '../components/MemberTable.tsx';
import classes from '../components/members.module.css';
import { useMemberListState } from '../components/use-member-list-state.ts';

const isStatusFilter = (value: string | null): value is MemberStatusFilter =>
  (memberStatusFilters as readonly (string | null)[]).includes(value);

/**
 * `/pepole/members` (§2 Members): status tabs with their counts, a search, and the members of the caller's scope
 * page by page; those who may manage members change roles and states and assign members to managers.
 */
export function MembersPage() {
  const { t } = useTranslation();
  const { number } = useFormatters();
  const list = useMemberListState();
  const { page, size, search, status, departmentName } = list.params;
  const members = useMembers(list.params);
  const mayManage = usePermission(permissions.members.manage);
  const myUserId = useAuthUser()?.userId;
  const departments = useDepartments();
  useErrorToast(members.error, t('members.errors.fetch'));
  useErrorToast(departments.error, t('members.errors.fetchDepartments'));
  const data = members.data;
  const pages = data ? totalPages({ total: data.totalCount, size }) : 0;

  // A change elsewhere (a member archived from the last page) can leave the page past the end.
  useEffect(() => {
    if (pages > 0 && page > pages) list.setPage(pages);
  }, [pages, page, list.setPage]);

  const content = () => {
    if (members.isError && !data) {
      return <LoadFailed message={t('members.list.failed')} onRetry={() => members.refetch()} />;
    }
    if (data && data.items.length === 0) {
      return (
        <Text c="dimmed" py="lg" role="status">
          {search
            ? t('members.list.noMatch', { search })
            : departmentName
              ? t('members.list.noneInDepartment', { department: departmentName })
              : t('members.list.empty')}
        </Text>
      );
    }
    return (
      <Stack gap="md">
        <MemberTable
          items={data?.items ?? null}
          busy={members.isPlaceholderData || members.isFetching}
          mayManage={mayManage}
          myUserId={myUserId}
          sort={list.params.sort}
          onSort={list.sortBy}
        />
        {data && <Pager page={page} size={size} total={data.totalCount} onPage={list.setPage} onSize={list.setSize} />}
      </Stack>
    );
  };

  return (
    <>
      <PageTitle>{t('nav.items.members')}</PageTitle>
      <PeopleTabs />
      <Stack gap="md">
        <Group align="flex-end" gap="md">
          <TextInput
            type="search"
            label={t('members.search.label')}
            placeholder={t('members.search.placeholder')}
            value={list.search}
            onChange={(event) => list.setSearch(event.currentTarget.value)}
            w={360}
            maw="100%"
          />
          <Select
            label={t('members.filter.department')}
            placeholder={t('members.filter.allDepartments')}
            data={(departments.data ?? []).map((department) => department.name)}
            value={list.params.departmentName || null}
            onChange={(value) => list.setDepartmentName(value ?? '')}
            clearable
            searchable
            w={240}
          />
        </Group>
        <Tabs value={status} onChange={(value) => isStatusFilter(value) && list.setStatus(value)}>
          <Tabs.List aria-label={t('members.tabs.label')}>
            {memberStatusFilters.map((filter) => {
              const label = t(`members.tabs.${filter}`);
              const count = data?.statusCounts[filter];
              return (
                <Tabs.Tab
                  key={filter}
                  value={filter}
                  aria-label={
                    count === undefined ? label : t('members.tabs.withCount', { label, total: number(count) })
                  }
                  rightSection={
                    count !== undefined && (
                      <Badge size="sm" variant="light" color="gray" className={classes.tabCount}>
                        {number(count)}
                      </Badge>
                    )
                  }
                >
                  {label}
                </Tabs.Tab>
              );
            })}
          </Tabs.List>
          {memberStatusFilters.map((filter) => (
            <Tabs.Panel key={filter} value={filter} pt="md">
              {filter === status && content()}
            </Tabs.Panel>
          ))}
        </Tabs>
      </Stack>
    </>
  );
}
