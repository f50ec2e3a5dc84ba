import { StrokeIcon } from '../ui/StrokeIcon.tsx';

/** Stroke paths of the few icons the ticket screens draw (24 × 24). */
export const glyphs = {
  remove: 'M7 7l10 10M17 7L7 17',
  download: 'M12 4v11M7 10l5 5 5-5M5 20h14',
  active: 'M12 12m-4 0a4 4 0 1 0 8 0a4 4 0 1 0-8 0',
  solved: 'M5 12.5l4.5 4.5L19 7.5',
  archived: 'M4 7h16v3H4zM6 10v8h12v-8M10 14h4',
} as const;

/** A small stroke icon; decorative, the text or label beside it says what it means. */
export function Glyph({ name, size = 14 }: { name: keyof typeof glyphs; size?: number }) {
  return <StrokeIcon path={glyphs[name]} size={size} strokeWidth={2.5} />;
}
