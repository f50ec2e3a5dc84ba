import { type ReportGrouping, reportGroupings } from '@worktrail/contract';
import { useTranslation } from 'react-i18next';
import { OnDemandSelect } from '../../../shared/forms/on-demand-fields.tsx';
import type { ReportGroupingChoice } from './report-search.ts';

/** The none option of the second level: a value no grouping has. */
const noSecondLevel = 'none';

type GroupingFieldsProps = {
  value: ReportGroupingChoice;
  onChange: (value: ReportGroupingChoice) => void;
  /** Why the second level is refused (the same as the first), already translated. */
  error: string | undefined;
};

/** Group by, then by: two levels of member, project, customer, task, department, day, week or month. */
export function GroupingFields({ value, onChange, error }: GroupingFieldsProps) {
  const { t } = useTranslation();
  const options = reportGroupings.map((grouping) => ({ value: grouping, label: t(`reports.groupings.${grouping}`) }));
  return (
    <>
      <OnDemandSelect
        label={t('reports.filters.groupBy')}
        data={options}
        value={value.groupBy}
        allowDeselect={false}
        onChange={(groupBy) => groupBy && onChange({ ...value, groupBy: groupBy as ReportGrouping })}
        comboboxProps={{ withinPortal: true }}
      />
      <OnDemandSelect
        label={t('reports.filters.thenBy')}
        data={[{ value: noSecondLevel, label: t('reports.filters.noThenBy') }, ...options]}
        value={value.thenBy ?? noSecondLevel}
        allowDeselect={false}
        error={error}
        onChange={(thenBy) =>
          onChange({ ...value, thenBy: !thenBy || thenBy === noSecondLevel ? null : (thenBy as ReportGrouping) })
        }
        comboboxProps={{ withinPortal: true }}
      />
    </>
  );
}
