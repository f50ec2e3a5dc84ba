import type { MembersPieChart, PieSlice } from '@worktrail/contract';
import type { ExportCell, ExportColumn, ExportTable } from './export-table.ts';
import type { ExportWords as Words } from './export-words.ts';

/** What every pie answers besides its slices. */
type Pie = Omit<MembersPieChart, 'memberPieCharts'>;

/**
 * A chart's table: a row per slice, largest first (with the type for apps and URLs), then "Other" for the slices
 * beyond the first 100 when there are any, and the whole in the totals row.
 */
export function pieTable(
  { pie, slices, of }: { pie: Pie; slices: PieSlice[]; of: 'member' | 'project' | 'customer' | 'appUrl' },
  words: Words,
): ExportTable {
  const withKind = of === 'appUrl';
  const nameHeader = {
    member: words.columns.member,
    project: words.columns.project,
    customer: words.columns.customer,
    appUrl: words.columns.name,
  }[of];
  const columns: ExportColumn[] = [
    { header: nameHeader, kind: 'text' },
    ...(withKind ? [{ header: words.columns.kind, kind: 'text' as const }] : []),
    { header: words.columns.worked, kind: 'duration' },
    { header: words.columns.share, kind: 'percent' },
    { header: words.columns.activity, kind: 'percent' },
  ];
  const kindOf = (slice: PieSlice) => (slice.kind === 'url' ? words.values.url : words.values.app);
  const nameOf = (slice: PieSlice) => (slice.id === null && of === 'customer' ? words.noneOf.customer : slice.name);
  const rows: ExportCell[][] = slices.map((slice) => [
    nameOf(slice),
    ...(withKind ? [kindOf(slice)] : []),
    slice.seconds,
    slice.percent,
    slice.activity,
  ]);
  if (pie.other.seconds > 0)
    rows.push([words.values.other, ...(withKind ? [null] : []), pie.other.seconds, pie.other.percent, null]);
  const seconds = slices.reduce((sum, slice) => sum + slice.seconds, pie.other.seconds);
  const totals = [
    words.values.total,
    ...(withKind ? [null] : []),
    seconds,
    seconds > 0 ? 100 : 0,
    pie.averageActivityLevelForAll,
  ];
  return { columns, rows, totals };
}
