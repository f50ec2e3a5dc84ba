import '@mantine/dates/styles.css';
import 'dayjs/locale/ar';
import { Button, Group, Paper, SimpleGrid } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseDateText } from '../../../shared/activity/time/date-text.ts';
import { acceptedDateBounds } from '../../../shared/forms/date-bounds.ts';
import { translateKnownMessage } from '../../../shared/i18n/contract-messages.ts';
import { useDisplayPreferences } from '../../../shared/i18n/display-preferences.ts';
import { FilterPickers } from './FilterPickers.tsx';
import { GroupingFields } from './GroupingFields.tsx';
import type { ReportFilters, ReportGroupingChoice } from './report-search.ts';
import { type FilterCheck, type ReportRules, useFilterCheck, useFilterProblem } from './report-validation.ts';

const weekStartDay = { sunday: 0, monday: 1, saturday: 6 } as const;
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
  const { t, i18n } = useTranslation();
  const preferences = useDisplayPreferences();
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
    <DateInput
      {...acceptedDateBounds}
      label={t(`reports.filters.${field}`)}
      required
      value={isDate(draft[field]) ? draft[field] : null}
      onChange={(value) => change({ [field]: value ?? '' })}
      valueFormat={preferences.dateFormat}
      dateParser={(text) => parseDateText(text, preferences.dateFormat)}
      locale={i18n.language}
      firstDayOfWeek={weekStartDay[preferences.weekStart]}
      error={errorOf(field === 'from' ? 'FromDate' : 'ToDate')}
      popoverProps={{ withinPortal: true }}
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
