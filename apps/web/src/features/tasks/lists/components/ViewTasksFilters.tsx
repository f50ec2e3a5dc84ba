import { Box, Button, Group, Switch, TextInput } from '@mantine/core';
import { taskLimits, taskPriorities, taskSortings, taskStates } from '@worktrail/contract';
import { useTranslation } from 'react-i18next';
import { MemberMultiPicker } from '../../../../shared/activity/components/MemberMultiPicker.tsx';
import { acceptedDateBounds } from '../../../../shared/forms/date-bounds.ts';
import { OnDemandDateInput, OnDemandMultiSelect, OnDemandSelect } from '../../../../shared/forms/on-demand-fields.tsx';
import type { TaskListParams } from '../api/get-task-list.ts';
import { useTaskProjects } from '../api/get-task-projects.ts';
import { hasTaskFilters, searchNames } from './task-list-search.ts';
import { useSearchText } from './use-search-text.ts';
import type { SearchChange } from './use-search-update.ts';

type ViewTasksFiltersProps = {
  filters: TaskListParams;
  update: (change: SearchChange, options?: { replace?: boolean }) => void;
};

const list = (values: readonly string[]) => (values.length > 0 ? values.join(',') : null);

/**
 * View Tasks' filters and order, each written to the address as it changes. The selects and date fields are drawn
 * closed and fetch their dropdowns and calendars when first used, not with the screen. The assignees, however many
 * members there are, are searched on the server a page at a time (MemberMultiPicker); chosen ones are named by id.
 */
export function ViewTasksFilters({ filters, update }: ViewTasksFiltersProps) {
  const { t } = useTranslation();
  const projects = useTaskProjects();
  const search = useSearchText(filters.search, (text) => update({ [searchNames.search]: text }, { replace: true }));

  const clear = () => {
    search.reset();
    update(Object.fromEntries(filterNames.map((name) => [name, null])));
  };

  return (
    <Group align="flex-end" gap="md">
      <TextInput
        type="search"
        label={t('taskLists.view.search')}
        placeholder={t('taskLists.view.searchPlaceholder')}
        value={search.text}
        maxLength={taskLimits.nameMax}
        onChange={(event) => search.setText(event.currentTarget.value)}
        w={260}
        maw="100%"
      />
      <Box w={260} maw="100%">
        <MemberMultiPicker
          label={t('taskLists.view.assignees')}
          placeholder={t('taskLists.view.anyone')}
          value={filters.assigneeIds}
          onChange={(ids) => update({ [searchNames.assignees]: list(ids) })}
        />
      </Box>
      <OnDemandMultiSelect
        label={t('taskLists.view.projects')}
        placeholder={filters.projectIds.length ? undefined : t('taskLists.view.anyProject')}
        data={(projects.data ?? []).map((project) => ({ value: project.id, label: project.name }))}
        value={filters.projectIds}
        onChange={(ids) => update({ [searchNames.projects]: list(ids) })}
        searchable
        clearable
        w={260}
        maw="100%"
      />
      <OnDemandSelect
        label={t('taskLists.view.state')}
        data={taskStates.map((state) => ({ value: state, label: t(`taskLists.states.${state}`) }))}
        value={filters.state}
        onChange={(state) => update({ [searchNames.state]: state === 'all' ? null : state })}
        allowDeselect={false}
        w={140}
      />
      <OnDemandMultiSelect
        label={t('taskLists.view.priority')}
        placeholder={filters.priorities.length ? undefined : t('taskLists.view.anyPriority')}
        data={taskPriorities.map((priority) => ({ value: priority, label: t(`tasks.priorities.${priority}`) }))}
        value={filters.priorities}
        onChange={(priorities) => update({ [searchNames.priorities]: list(priorities) })}
        clearable
        w={220}
        maw="100%"
      />
      <OnDemandDateInput
        label={t('taskLists.view.dueFrom')}
        value={filters.dueFrom}
        onChange={(date) => update({ [searchNames.dueFrom]: date })}
        clearable
        w={150}
      />
      <OnDemandDateInput
        minDate={filters.dueFrom ?? acceptedDateBounds.minDate}
        label={t('taskLists.view.dueTo')}
        value={filters.dueTo}
        onChange={(date) => update({ [searchNames.dueTo]: date })}
        clearable
        w={150}
      />
      <OnDemandSelect
        label={t('taskLists.view.sortBy')}
        data={taskSortings.map((sorting) => ({ value: sorting, label: t(`taskLists.sortings.${sorting}`) }))}
        value={filters.sorting}
        onChange={(sorting) => sorting && update({ [searchNames.sorting]: sorting })}
        allowDeselect={false}
        w={220}
        maw="100%"
      />
      <Switch
        label={t('taskLists.view.mine')}
        checked={filters.mine}
        onChange={(event) => update({ [searchNames.mine]: event.currentTarget.checked ? 'true' : null })}
        mb={8}
      />
      {hasTaskFilters(filters) && (
        <Button variant="subtle" onClick={clear}>
          {t('taskLists.view.clear')}
        </Button>
      )}
    </Group>
  );
}

/** The address parameters "Clear filters" removes (not the order or the page size). */
const filterNames = [
  searchNames.search,
  searchNames.assignees,
  searchNames.projects,
  searchNames.state,
  searchNames.priorities,
  searchNames.dueFrom,
  searchNames.dueTo,
  searchNames.mine,
];
