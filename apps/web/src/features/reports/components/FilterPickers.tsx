import { useTranslation } from 'react-i18next';
import { activityUserName } from '../../../shared/activity/activity-user-name.ts';
import { useActivityUsers } from '../../../shared/activity/api/activity-api.ts';
import { OnDemandMultiSelect } from '../../../shared/forms/on-demand-fields.tsx';
import { useFilterOptions } from '../api/get-filter-options.ts';
import type { ReportFilters } from './report-search.ts';

type Lists = Pick<ReportFilters, 'memberIds' | 'departmentIds' | 'projectIds' | 'customerIds'>;
type ListKey = keyof Lists;
type Option = { value: string; label: string };
/** A list's choices: loaded, loading or failed. */
type Choices = { data: Option[] | undefined; isError: boolean };

type FilterPickersProps = {
  value: Lists;
  onChange: (change: Partial<Lists>) => void;
  /** Field errors by list (a refused id list), already translated. */
  errors: Partial<Record<ListKey, string>>;
};

/**
 * Whose time (members, departments) and on what (projects, customers), each a searchable multi-select; nothing
 * chosen means all. A list the viewer may not read is left out rather than shown empty.
 */
export function FilterPickers({ value, onChange, errors }: FilterPickersProps) {
  const users = useActivityUsers();
  const { departments, projects, customers } = useFilterOptions();
  const named = (items: { id: string; name: string }[] | undefined) =>
    items?.map((item) => ({ value: item.id, label: item.name }));
  const pickers: { key: ListKey; choices: Choices | null }[] = [
    {
      key: 'memberIds',
      choices: {
        data: users.data?.map((user) => ({ value: user.userId, label: activityUserName(user) })),
        isError: users.isError,
      },
    },
    { key: 'departmentIds', choices: departments && { data: named(departments.data), isError: departments.isError } },
    { key: 'projectIds', choices: projects && { data: named(projects.data), isError: projects.isError } },
    { key: 'customerIds', choices: customers && { data: named(customers.data), isError: customers.isError } },
  ];
  return pickers.map(({ key, choices }) =>
    choices ? (
      <ListPicker
        key={key}
        list={key}
        choices={choices}
        value={value[key]}
        error={errors[key]}
        onChange={(ids) => onChange({ [key]: ids })}
      />
    ) : null,
  );
}

const labels = {
  memberIds: 'members',
  departmentIds: 'departments',
  projectIds: 'projects',
  customerIds: 'customers',
} as const;

type ListPickerProps = {
  list: ListKey;
  choices: Choices;
  value: string[];
  error: string | undefined;
  onChange: (ids: string[]) => void;
};

function ListPicker({ list, choices, value, error, onChange }: ListPickerProps) {
  const { t } = useTranslation();
  const data = choices.data ?? [];
  // An id the list does not hold (a link from someone with a wider scope) would show as a bare id: it is not shown,
  // and the server ignores it.
  const shown = choices.data ? value.filter((id) => data.some((option) => option.value === id)) : [];
  return (
    <OnDemandMultiSelect
      label={t(`reports.filters.${labels[list]}`)}
      data={data}
      value={shown}
      onChange={onChange}
      searchable
      clearable
      hidePickedOptions
      limit={200}
      disabled={!choices.data && !choices.isError}
      placeholder={shown.length === 0 ? t('reports.filters.all') : undefined}
      nothingFoundMessage={t('reports.filters.nothingFound')}
      error={error ?? (choices.isError ? t('reports.filters.loadFailed') : undefined)}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
