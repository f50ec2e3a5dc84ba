import { useTranslation } from 'react-i18next';
import { MemberMultiPicker } from '../../../shared/activity/components/MemberMultiPicker.tsx';
import { OnDemandMultiSelect } from '../../../shared/forms/on-demand-fields.tsx';
import { useFilterOptions } from '../api/get-filter-options.ts';
import type { ReportFilters } from './report-search.ts';

type Lists = Pick<ReportFilters, 'memberIds' | 'departmentIds' | 'projectIds' | 'customerIds'>;
/** The lists whose every choice is loaded at once: short ones. The members are found page by page. */
type ListKey = Exclude<keyof Lists, 'memberIds'>;
type Option = { value: string; label: string };
/** A list's choices: loaded, loading or failed. */
type Choices = { data: Option[] | undefined; isError: boolean };

type FilterPickersProps = {
  value: Lists;
  onChange: (change: Partial<Lists>) => void;
  /** Field errors by list (a refused id list), already translated. */
  errors: Partial<Record<keyof Lists, string>>;
};

/**
 * Whose time (members, departments) and on what (projects, customers), each a searchable multi-select; nothing
 * chosen means all. A list the viewer may not read is left out rather than shown empty. The members, however many,
 * are searched on the server a page at a time (MemberMultiPicker); the other lists are short and loaded whole.
 */
export function FilterPickers({ value, onChange, errors }: FilterPickersProps) {
  const { t } = useTranslation();
  const { departments, projects, customers } = useFilterOptions();
  const named = (items: { id: string; name: string }[] | undefined) =>
    items?.map((item) => ({ value: item.id, label: item.name }));
  const pickers: { key: ListKey; choices: Choices | null }[] = [
    { key: 'departmentIds', choices: departments && { data: named(departments.data), isError: departments.isError } },
    { key: 'projectIds', choices: projects && { data: named(projects.data), isError: projects.isError } },
    { key: 'customerIds', choices: customers && { data: named(customers.data), isError: customers.isError } },
  ];
  return (
    <>
      <MemberMultiPicker
        label={t('reports.filters.members')}
        value={value.memberIds}
        onChange={(memberIds) => onChange({ memberIds })}
        placeholder={t('reports.filters.all')}
        error={errors.memberIds}
      />
      {pickers.map(({ key, choices }) =>
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
      )}
    </>
  );
}

const labels = {
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
