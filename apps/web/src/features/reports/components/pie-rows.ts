import type { PieSlice } from '@worktrail/contract';
import type { PieChart } from '../api/get-pie-charts.ts';

/** How many slices "Show First 10" keeps (§9). */
const firstSlices = 10;

/** A line of a chart's table and a slice of its donut. */
export type PieRow = {
  key: string;
  name: string;
  kind: PieSlice['kind'] | 'other';
  color: string;
  seconds: number;
  percent: number;
  activity: number | null;
};

/** Colours for slices without one of their own (members, apps), distinct next to each other. */
const palette = [
  'blue.6',
  'teal.6',
  'grape.6',
  'orange.6',
  'cyan.6',
  'pink.6',
  'lime.7',
  'indigo.6',
  'yellow.6',
  'red.6',
];
const otherColor = 'gray.5';

/**
 * The rows of a chart: the first 10 slices with "Show First 10" (every slice the answer holds without it), and one
 * "Others" row summing the rest with what the answer already left out. `noneName` names the slice without an id
 * (time on projects without a customer).
 */
export function pieRows({
  chart,
  showFirst10,
  noneName,
  othersName,
}: {
  chart: PieChart;
  showFirst10: boolean;
  noneName: string;
  othersName: string;
}): PieRow[] {
  const shown = showFirst10 ? chart.slices.slice(0, firstSlices) : chart.slices;
  const rest = chart.slices.slice(shown.length);
  const rows: PieRow[] = shown.map((slice, index) => ({
    key: `${slice.kind}:${slice.id ?? 'none'}:${slice.name}`,
    name: slice.id === null && slice.kind === 'customer' ? noneName : slice.name,
    kind: slice.kind,
    color: slice.colorCode ?? palette[index % palette.length] ?? otherColor,
    seconds: slice.seconds,
    percent: slice.percent,
    activity: slice.activity,
  }));
  const otherSeconds = rest.reduce((sum, slice) => sum + slice.seconds, chart.other.seconds);
  const otherPercent = rest.reduce((sum, slice) => sum + slice.percent, chart.other.percent);
  if (otherSeconds > 0)
    rows.push({
      key: 'others',
      name: othersName,
      kind: 'other',
      color: otherColor,
      seconds: otherSeconds,
      percent: Math.round(otherPercent * 10) / 10,
      activity: null,
    });
  return rows;
}
