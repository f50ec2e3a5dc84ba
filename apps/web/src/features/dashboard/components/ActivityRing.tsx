import { Box, getThemeColor, useMantineTheme } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './dashboard.module.css';

type ActivityRingProps = {
  /** The share drawn, 0 to 100. */
  percent: number;
  /** A theme colour name ("teal") for the drawn share. */
  color: string;
  /** The words a screen reader reads for the whole ring. */
  label: string;
  /** Shown in the middle, hidden from screen readers (the label says it). */
  children: ReactNode;
};

const size = 88;
const thickness = 9;
// The same geometry as Mantine's RingProgress, so the ring looks as it did.
const radius = (size * 0.9 - thickness * 2) / 2;
const perimeter = 2 * Math.PI * radius;

/**
 * A ring showing one share, drawn with two SVG circles: Mantine's RingProgress wraps each section in a floating
 * tooltip, which would bring the tooltip and floating-ui code (about 18 KB) to every dashboard for a tooltip we
 * never show.
 */
export function ActivityRing({ percent, color, label, children }: ActivityRingProps) {
  const theme = useMantineTheme();
  const drawn = (Math.min(100, Math.max(0, percent)) / 100) * perimeter;
  const circle = { cx: size / 2, cy: size / 2, r: radius, fill: 'none', strokeWidth: thickness };
  return (
    <Box className={classes.ring} role="img" aria-label={label}>
      <svg className={classes.ringSvg} viewBox={`0 0 ${size} ${size}`} aria-hidden="true" focusable="false">
        <circle {...circle} className={classes.ringTrack} />
        {drawn > 0 && (
          <circle
            {...circle}
            stroke={getThemeColor(color, theme)}
            strokeLinecap="round"
            strokeDasharray={`${drawn} ${perimeter - drawn}`}
          />
        )}
      </svg>
      <div className={classes.ringLabel} aria-hidden="true">
        {children}
      </div>
    </Box>
  );
}
