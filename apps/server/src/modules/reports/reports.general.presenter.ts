import type { GeneralReport, ReportGrouping } from '@worktrail/contract';
import type { GeneralRow } from './reports.general.repository.ts';
import { groupRows, presentFigures, presentHeadcount, reportBasis } from './reports.presenter.ts';

type Range = { fromDate: string; toDate: string };

const chronological: ReadonlySet<ReportGrouping> = new Set(['day', 'week', 'month']);

/** One group or subgroup from its rows (one per currency). */
function presentGroup(key: string | null, label: string, rows: GeneralRow[], seesRates: boolean) {
  const figures = presentFigures(rows, seesRates);
  return { key, label, figures, ...presentHeadcount(rows, figures.workedSeconds) };
}

type Group = ReturnType<typeof presentGroup>;

/**
 * Days, weeks and months in calendar order; members, projects, customers and departments most worked first, then by
 * name, the "none" group last.
 */
const orderOf =
  (grouping: ReportGrouping) =>
  (a: Group, b: Group): number =>
    chronological.has(grouping)
      ? (a.key ?? '').localeCompare(b.key ?? '')
      : Number(a.key === null) - Number(b.key === null) ||
        b.figures.workedSeconds - a.figures.workedSeconds ||
        a.label.localeCompare(b.label) ||
        (a.key ?? '').localeCompare(b.key ?? '');

/** The totals of a period from its rows. */
const presentPeriod = (range: Range, rows: GeneralRow[], seesRates: boolean) => {
  const { key: _key, label: _label, ...figures } = presentGroup(null, '', rows, seesRates);
  return { ...range, ...figures };
};

/**
 * The general report from the rows of {@link sumGeneralReport}: groups (level 1) with their subgroups (level 0),
 * the period's totals and, when compared, the previous period's totals (level 3).
 */
export function presentGeneralReport({
  range,
  previousRange,
  groupBy,
  thenBy,
  rows,
  seesRates,
}: {
  range: Range;
  previousRange: Range | undefined;
  groupBy: ReportGrouping;
  thenBy: ReportGrouping | undefined;
  rows: GeneralRow[];
  seesRates: boolean;
}): GeneralReport {
  const current = rows.filter((row) => row.is_current);
  const keyOf = (key: string | null) => (key === null ? '' : `=${key}`);
  const children = groupRows(
    current.filter((row) => row.level === 0),
    (row) => keyOf(row.k1),
  );
  const groups = [
    ...groupRows(
      current.filter((row) => row.level === 1),
      (row) => keyOf(row.k1),
    ).values(),
  ].map((groupRowsOfKey) => {
    const [first] = groupRowsOfKey;
    const group = presentGroup(first?.k1 ?? null, first?.label1 ?? '', groupRowsOfKey, seesRates);
    const childRows = children.get(keyOf(group.key)) ?? [];
    const subgroups = [...groupRows(childRows, (row) => keyOf(row.k2)).values()].map((rowsOfChild) =>
      presentGroup(rowsOfChild[0]?.k2 ?? null, rowsOfChild[0]?.label2 ?? '', rowsOfChild, seesRates),
    );
    // Kept by a limit, every subgroup row says how many its group has; otherwise all of them are here.
    const subgroupCount = childRows[0]?.subgroups ?? subgroups.length;
    return { ...group, subgroupCount, children: thenBy ? subgroups.sort(orderOf(thenBy)) : [] };
  });
  return {
    ...reportBasis(range.fromDate, range.toDate),
    groupBy,
    thenBy: thenBy ?? null,
    groups: groups.sort(orderOf(groupBy)),
    totals: presentPeriod(
      range,
      current.filter((row) => row.level === 3),
      seesRates,
    ),
    previous: previousRange
      ? presentPeriod(
          previousRange,
          rows.filter((row) => !row.is_current && row.level === 3),
          seesRates,
        )
      : null,
  };
}
