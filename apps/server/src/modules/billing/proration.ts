const dayMs = 24 * 60 * 60 * 1000;

/** The number of calendar days from `first` to `last`, both counted (`YYYY-MM-DD`, UTC); 0 when `last` is before. */
export function daysInclusive(first: string, last: string): number {
  const days = Math.round((Date.parse(`${last}T00:00:00Z`) - Date.parse(`${first}T00:00:00Z`)) / dayMs) + 1;
  return Math.max(0, days);
}

/** `numerator / denominator` rounded half up, in integers only. */
function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  return (numerator * 2n + denominator) / (denominator * 2n);
}

/**
 * The charge for moving `seats` seats to a dearer price for the rest of a period, prorated to the day:
 * diff per seat × seats × remaining days / period days, rounded half up to the minor unit. `today` counts as
 * remaining; BigInt, so no product ever loses a cent.
 */
export function proratedCharge({
  fromPriceMinor,
  toPriceMinor,
  seats,
  periodStart,
  periodEnd,
  today,
}: {
  fromPriceMinor: number;
  toPriceMinor: number;
  seats: number;
  periodStart: string;
  periodEnd: string;
  today: string;
}): { amountMinor: number; remainingDays: number; periodDays: number } {
  const periodDays = daysInclusive(periodStart, periodEnd);
  const remainingDays = Math.min(periodDays, daysInclusive(today, periodEnd));
  const diff = BigInt(Math.max(0, toPriceMinor - fromPriceMinor));
  if (periodDays === 0 || remainingDays === 0 || diff === 0n) return { amountMinor: 0, remainingDays, periodDays };
  const amount = divideHalfUp(diff * BigInt(seats) * BigInt(remainingDays), BigInt(periodDays));
  return { amountMinor: Number(amount), remainingDays, periodDays };
}

/**
 * Whether a move between paid packages is an upgrade, applied at once: the new package costs more for the seats in
 * use (at least one). A lower or equal cost waits for the next period.
 */
export function isUpgrade({
  fromPriceMinor,
  toPriceMinor,
  seats,
}: {
  fromPriceMinor: number;
  toPriceMinor: number;
  seats: number;
}) {
  const counted = BigInt(Math.max(1, seats));
  return BigInt(toPriceMinor) * counted > BigInt(fromPriceMinor) * counted;
}
