import { Button, Group, Paper, SimpleGrid } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OnDemandDateInput } from '../../../shared/forms/on-demand-fields.tsx';
import { translateKnownMessage } from '../../../shared/i18n/contract-messages.ts';
import { FilterPickers } from './FilterPickers.tsx';
import { GroupingFields } from './GroupingFields.tsx';
import type { ReportFilters, ReportGroupingChoice } from './report-search.ts';
import { type FilterCheck, type ReportRules, useFilterCheck, useFilterProblem } from './report-validation.ts';

const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

type ReportFilterFormProps = {
  rules: ReportRules;
  /** The filters in the address: what the report shows. */
  applied: ReportFilters;
  /** The general report's grouping; without it the grouping fields are left out. */
  grouping?: ReportGroupingChoice | undefined;
  onApply: (filters: ReportFilters, grouping?: ReportGroupingChoice) => void;
};

/**
 * The report filters of §2 and §7: from and to date, members, departments, projects, customers (and the grouping of
 * the general report). Edits wait for Show report; before anything is sent they are checked with the call's own
 * rules, so the §5 attendance texts show word for word under the field they concern.
 */
export function ReportFilterForm({ rules, applied, grouping, onApply }: ReportFilterFormProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(applied);
  const [draftGrouping, setDraftGrouping] = useState(grouping);
  // What the form explains: the applied filters, then each draft it was asked to show.
  const [checked, setChecked] = useState<FilterCheck>({ rules, filters: applied, grouping });
  const problem = useFilterProblem(checked);
  const { settle } = useFilterCheck();

  // Another address (a link, back or forward) replaces what was being edited.
  const appliedKey = JSON.stringify([applied, grouping]);
  const [shownKey, setShownKey] = useState(appliedKey);
  if (shownKey !== appliedKey) {
    setShownKey(appliedKey);
    setDraft(applied);
    setDraftGrouping(grouping);
    setChecked({ rules, filters: applied, grouping });
  }

  const errorOf = (field: string) => (problem?.field === field ? translateKnownMessage(problem.message) : undefined);
  const change = (next: Partial<ReportFilters>) => setDraft((current) => ({ ...current, ...next }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const check = { rules, filters: draft, grouping: draftGrouping };
    setChecked(check);
    if (!(await settle(check))) onApply(draft, draftGrouping);
  };

  const dateField = (field: 'from' | 'to') => (
    <OnDemandDateInput
      label={t(`reports.filters.${field}`)}
      required
      value={isDate(draft[field]) ? draft[field] : null}
      onChange={(value) => change({ [field]: value ?? '' })}
      error={errorOf(field === 'from' ? 'FromDate' : 'ToDate')}
    />
  );

  return (
    <Paper withBorder p="md" radius="md">
      <form noValidate onSubmit={(event) => void submit(event)} aria-label={t('reports.filters.title')}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md" verticalSpacing="sm">
          {dateField('from')}
          {dateField('to')}
          <FilterPickers
            value={draft}
            onChange={change}
            errors={{
              memberIds: errorOf('MemberIds'),
              departmentIds: errorOf('DepartmentIds'),
              projectIds: errorOf('ProjectIds'),
              customerIds: errorOf('CustomerIds'),
            }}
          />
          {draftGrouping && (
            <GroupingFields value={draftGrouping} onChange={setDraftGrouping} error={errorOf('ThenBy')} />
          )}
        </SimpleGrid>
        <Group justify="flex-end" mt="md">
          <Button type="submit">{t('reports.filters.show')}</Button>
        </Group>
      </form>
    </Paper>
  );
}
