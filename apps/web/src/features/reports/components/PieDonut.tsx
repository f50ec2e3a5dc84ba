import { Box, getThemeColor, useMantineTheme } from '@mantine/core';
import { useActivityFormat } from '../../../shared/activity/components/use-activity-format.ts';
import type { PieRow } from './pie-rows.ts';

const size = 180;
const thickness = 28;
const radius = (size - thickness) / 2;
const circumference = 2 * Math.PI * radius;

/**
 * The donut of a chart: plain SVG rings, one dashed stroke per slice clockwise from the top, so the charts screen
 * needs no chart library (ARCHITECTURE §7). It is a picture of the table beside it, which is what screen readers
 * and keyboards use; a pointer resting on a slice shows its name and time.
 */
export function PieDonut({ rows, label }: { rows: PieRow[]; label: string }) {
  const { duration } = useActivityFormat();
  const theme = useMantineTheme();
  const total = rows.reduce((sum, row) => sum + row.seconds, 0);
  let start = 0;
  return (
    <Box mx="auto" w={size} h={size}>
      <svg role="img" aria-label={label} width={size} height={size} viewBox={`0 0 ${size} ${size}`}>
        <title>{label}</title>
        <g transform={`rotate(-90 ${size / 2} ${size / 2})`}>
          {rows.map((row) => {
            const length = total > 0 ? (row.seconds / total) * circumference : 0;
            const offset = start;
            start += length;
            if (length <= 0) return null;
            return (
              <circle
                key={row.key}
                cx={size / 2}
                cy={size / 2}
                r={radius}
                fill="none"
                stroke={getThemeColor(row.color, theme)}
                strokeWidth={thickness}
                strokeDasharray={`${length} ${circumference - length}`}
                strokeDashoffset={-offset}
              >
                <title>{`${row.name}: ${duration(row.seconds)}`}</title>
              </circle>
            );
          })}
        </g>
      </svg>
    </Box>
  );
}
