/**
 * A small inline stroke icon (24 × 24 paths) instead of an icon dependency; decorative, so hidden from assistive
 * technology: the text or label beside it says what it means.
 */
export function StrokeIcon({ path, size, strokeWidth }: { path: string; size: number; strokeWidth: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={path} />
    </svg>
  );
}
