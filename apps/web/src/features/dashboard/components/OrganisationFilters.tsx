import { Group, NativeSelect, SegmentedControl, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type BoardPeriod, boardPeriods } from '@worktrail/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDepartments } from '../api/org-dashboard-api.ts';
import type { OrganisationSearch } from './use-organisation-search.ts';

const searchDelayMs = 300;
const periodLabel = { today: 'today', week: 'thisWeek', month: 'thisMonth' } as const;
/** The department filter's value for every department. */
const allDepartments = 'all';

type OrganisationFiltersProps = {
  search: OrganisationSearch;
  onPeriod: (period: BoardPeriod) => void;
  onDepartment: (departmentId: string | null) => void;
  onName: (name: string) => void;
};

/** Today / This week / This month, the department and a member search, all kept in the address. */
export function OrganisationFilters({ search, onPeriod, onDepartment, onName }: OrganisationFiltersProps) {
  const { t } = useTranslation();
  const departments = useDepartments();
  return (
    <Group gap="md" align="flex-end" wrap="wrap">
      <SegmentedControl
        aria-label={t('dashboard.range.label')}
        value={search.period}
        onChange={(value) => onPeriod(value as BoardPeriod)}
        data={boardPeriods.map((value) => ({ value, label: t(`dashboard.range.${periodLabel[value]}`) }))}
      />
      <NativeSelect
        label={t('dashboard.organisation.department.label')}
        value={search.departmentId ?? allDepartments}
        onChange={(event) => {
          const value = event.currentTarget.value;
          onDepartment(value === allDepartments ? null : value);
        }}
        disabled={departments.isPending}
        error={departments.isError ? t('dashboard.organisation.department.loadFailed') : undefined}
        data={[
          { value: allDepartments, label: t('dashboard.organisation.department.all') },
          ...(departments.data ?? []).map((department) => ({ value: department.id, label: department.name })),
        ]}
        w={220}
        maw="100%"
      />
      <MemberSearch name={search.name} onName={onName} />
    </Group>
  );
}

/** The member search: the address follows the field after a pause in typing, and the field follows the address. */
function MemberSearch({ name, onName }: { name: string; onName: (name: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(name);
  const [debounced] = useDebouncedValue(text.trim(), searchDelayMs);
  // The last name both sides agree on, so neither echoes the other's change back.
  const agreed = useRef(name);

  useEffect(() => {
    if (debounced === agreed.current) return;
    agreed.current = debounced;
    onName(debounced);
  }, [debounced, onName]);

  // The address changed by itself (back, a link): the field shows its name.
  useEffect(() => {
    if (name === agreed.current) return;
    agreed.current = name;
    setText(name);
  }, [name]);

  return (
    <TextInput
      type="search"
      label={t('dashboard.organisation.search.label')}
      placeholder={t('dashboard.organisation.search.placeholder')}
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
      w={260}
      maw="100%"
    />
  );
}
