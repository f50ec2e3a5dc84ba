/**
 * When the next screenshot is due: `perHour` periods per UTC hour, one random moment inside each. The RNG is
 * injected so that tests know the moments.
 */
export function nextScreenshotAt({
  afterMs,
  perHour,
  random,
  nextPeriod = false,
}: {
  afterMs: number;
  perHour: number;
  random: () => number;
  /** The period of `afterMs` already had its screenshot. */
  nextPeriod?: boolean;
}) {
  if (!(perHour > 0)) return undefined;
  const periodMs = Math.max(1000, Math.floor(3_600_000 / perHour));
  let periodStart = Math.floor(afterMs / periodMs) * periodMs + (nextPeriod ? periodMs : 0);
  for (;;) {
    const moment = periodStart + Math.floor(random() * periodMs);
    if (moment > afterMs) return moment;
    periodStart += periodMs;
  }
}

/** A seeded RNG (mulberry32): the same seed gives the same screenshot moments. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
