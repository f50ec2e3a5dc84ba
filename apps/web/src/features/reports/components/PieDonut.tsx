import '@mantine/charts/styles.css';
import { DonutChart } from '@mantine/charts';
import { useActivityFormat } from '../../../shared/activity/components/use-activity-format.ts';
import type { PieRow } from './pie-rows.ts';

/**
 * The donut of a chart, in its own chunk with the chart library (ARCHITECTURE §7: charts load lazily). It is a
 * picture of the table beside it, which is what screen readers and keyboards use.
 */
export function PieDonut({ rows, label }: { rows: PieRow[]; label: string }) {
  const { duration } = useActivityFormat();
  return (
    <div role="img" aria-label={label}>
      <DonutChart
        data={rows.map((row) => ({ name: row.name, value: row.seconds, color: row.color }))}
        valueFormatter={duration}
        tooltipDataSource="segment"
        accessibilityLayer={false}
        size={180}
        thickness={28}
        mx="auto"
      />
    </div>
  );
}
