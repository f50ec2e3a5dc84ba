import { Box } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A wide table that scrolls inside itself on a narrow screen (390 px), not the page. The scroller takes the
 * keyboard focus, so the columns out of view can be reached with the arrow keys too; it is named after its table.
 * The browser's own scrolling: Mantine's Table.ScrollContainer would bring its ScrollArea (5 KB) to every list.
 * It is positioned so it also clips what is positioned inside the table (a visually hidden label, a checkbox's
 * input), which would otherwise widen the page.
 */
export function ScrollTable({ minWidth, label, children }: { minWidth: number; label: string; children: ReactNode }) {
  return (
    <Box pos="relative" style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={label}>
      <Box miw={minWidth}>{children}</Box>
    </Box>
  );
}
