import { Box } from '@mantine/core';

/** The default project colour (§9). */
export const defaultProjectColor = '#98A2B3';

/** A small round swatch of a project's colour; decorative, the project's name is always beside it. */
export function ProjectDot({ color, size = 10 }: { color: string | undefined; size?: number }) {
  return (
    <Box
      component="span"
      aria-hidden="true"
      w={size}
      h={size}
      display="inline-block"
      style={{ borderRadius: '50%', flex: 'none', background: color || defaultProjectColor }}
    />
  );
}
