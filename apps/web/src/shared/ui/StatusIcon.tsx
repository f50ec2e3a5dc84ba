import { StrokeIcon } from './StrokeIcon.tsx';

export type StatusType = 'success' | 'error' | 'warning' | 'info' | 'question';

// Inline SVG paths (24×24, stroke) instead of an icon dependency.
const paths: Record<StatusType, string> = {
  success: 'M5 12.5l4.5 4.5L19 7.5',
  error: 'M7 7l10 10M17 7L7 17',
  warning: 'M12 7v6M12 16.5v.5',
  info: 'M12 11v6M12 7.5v.5',
  question: 'M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6M12 17v.5',
};

/** A small status glyph for toasts, alerts and dialogs; decorative, so hidden from assistive technology. */
export function StatusIcon({ type, size = 20 }: { type: StatusType; size?: number }) {
  return <StrokeIcon path={paths[type]} size={size} strokeWidth={2} />;
}
