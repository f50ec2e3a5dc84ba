/**
 * Badge styles that show the whole text, on a second line where the space is narrow, never cut to "ACTI…": the label
 * keeps its full width as its minimum, so a table column or a card makes room for it.
 */
export const wholeBadge = {
  root: { blockSize: 'auto', flexShrink: 0, maxInlineSize: '100%' },
  label: { whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip' },
} as const;
