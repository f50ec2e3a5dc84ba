import { StrokeIcon } from '../../../shared/ui/StrokeIcon.tsx';

/** Stroke paths of the few icons the tasks screens draw (24 × 24). */
export const glyphs = {
  grip: 'M9 5h.01M9 12h.01M9 19h.01M15 5h.01M15 12h.01M15 19h.01',
  dots: 'M12 5h.01M12 12h.01M12 19h.01',
  check: 'M5 12l5 5L20 7',
  clock: 'M12 7v5l3 2M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0',
  alert: 'M12 8v5M12 16h.01M10.3 3.9 2.4 18a2 2 0 0 0 1.7 3h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0',
  comment: 'M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.4A8 8 0 1 1 21 12z',
  calendar: 'M8 3v4M16 3v4M4 9h16M5 5h14a1 1 0 0 1 1 1v13a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1z',
  plus: 'M12 5v14M5 12h14',
  trash: 'M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3',
  lock: 'M7 11V8a5 5 0 0 1 10 0v3M6 11h12v10H6z',
} as const;

/** A small stroke icon; decorative, the text or label beside it says what it means. */
export function Glyph({
  name,
  size = 16,
  strokeWidth = 2,
}: {
  name: keyof typeof glyphs;
  size?: number;
  strokeWidth?: number;
}) {
  return <StrokeIcon path={glyphs[name]} size={size} strokeWidth={strokeWidth} />;
}
